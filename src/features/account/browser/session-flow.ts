import { authApi } from './auth-api.ts';
import { browserMemory, type BrowserMemory } from '../../cart/browser/index.ts';
import type { LoginResult } from '../../../contracts/auth.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { setAuthUser, userOfAnswer } from '../auth-store.ts';
import { queueFlashSnack, type FlashSnack } from '../../../core/stores/flash-snack.ts';
import { showSnack } from '../../../core/stores/snack-store.ts';
import type { Stores } from '../../../stores/stores.ts';
import { adoptAccountCart, type CartAdoption } from '../../cart/browser/index.ts';
import { mergeLocalFavorites } from '../../favorites/browser/index.ts';
import { forgetCustomerData, resetPersonalCaches } from './personal-data.ts';

/**
 * What happens around a session change in the browser (spec §4 "Login", "Logout"; DECISIONS 1,
 * 2): the edge has set or cleared the cookies; the page merges the cart and the favourites,
 * resets what may hold personal data, and moves on with a full navigation (fresh stores).
 */
export interface SessionFlowDeps {
  adoptCart(stores: Stores, savedCartId: string | null): Promise<CartAdoption>;
  mergeFavorites(): Promise<boolean>;
  resetCaches(): Promise<void>;
  logout(): Promise<unknown>;
  memory: BrowserMemory;
  session: Storage;
  navigate(path: string): void;
  reload(): void;
}

function browserSessionDeps(): SessionFlowDeps {
  return {
    adoptCart: (stores, savedCartId) => adoptAccountCart(stores, savedCartId),
    mergeFavorites: () => mergeLocalFavorites(),
    resetCaches: resetPersonalCaches,
    logout: authApi.logout,
    memory: browserMemory(),
    session: window.sessionStorage,
    navigate: (path) => window.location.assign(path),
    reload: () => window.location.reload(),
  };
}

/** The snack the next page shows: spec §7 "Login realizado com sucesso!", with DECISIONS 2's notice when the carts were merged. */
function loginNotice(adoption: CartAdoption): FlashSnack {
  return adoption === 'merged'
    ? { title: MESSAGES.loginSuccess, text: MESSAGES.cartMerged, style: 'success' }
    : { text: MESSAGES.loginSuccess, style: 'success' };
}

/**
 * A login (password, Google, registration) the edge accepted. A Google sign-in of type NEW goes
 * to /register/partial first (DECISIONS 6). Otherwise the cart and favourites are merged, caches
 * reset, and the page goes where the edge said (a checked redirectUrl, the checkout hand-off, or
 * /momentos). A cart that cannot be merged never blocks the login: it is logged and kept.
 */
export async function completeLogin(stores: Stores, result: LoginResult, deps: SessionFlowDeps = browserSessionDeps()): Promise<void> {
  if (result.status === 'partial') return deps.navigate(result.redirectTo);
  let adoption: CartAdoption = 'kept';
  try {
    adoption = await deps.adoptCart(stores, result.savedCartId);
  } catch (error) {
    console.warn('login: the saved cart could not be merged; this cart is kept', error);
  }
  await deps.mergeFavorites();
  await deps.resetCaches();
  setAuthUser(stores.auth, userOfAnswer(result));
  // The hand-off leaves the site: a notice queued now would greet the shopper on their return.
  if (!result.redirectTo.startsWith('/auth/')) queueFlashSnack(deps.session, loginNotice(adoption));
  deps.navigate(result.redirectTo);
}

/** spec §4 "Logout removes token and legacy token and reloads the page". */
export async function logoutAndReload(stores: Stores, deps: SessionFlowDeps = browserSessionDeps()): Promise<void> {
  try {
    await deps.logout();
  } catch (error) {
    console.warn('logout failed', error);
    showSnack(stores.snack, { text: MESSAGES.logoutFailed, style: 'error' });
    return;
  }
  forgetCustomerData(deps.memory, deps.session);
  await deps.resetCaches();
  setAuthUser(stores.auth, null);
  deps.reload();
}
