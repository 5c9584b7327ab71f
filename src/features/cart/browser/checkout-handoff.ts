import { requestErrorMessage } from '../../../core/browser/request.ts';
import { AUTH_PATHS } from '../../../contracts/auth-paths.ts';
import { authApi } from '../../account/browser/index.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { ROUTES, withRedirectUrl } from '../../../core/routes.ts';
import { queueFlashSnack } from '../../../core/stores/flash-snack.ts';
import { showSnack } from '../../../core/stores/snack-store.ts';
import type { Stores } from '../../../stores/stores.ts';
import type { CartSync } from './cart-sync.ts';

export interface Navigator {
  assign(url: string): void;
}

/**
 * spec §5 "Checkout requires login": "Finalizar Compra" first makes sure the checkout holds the
 * cart, then asks the edge whether a customer is logged in (GET /auth/session; DECISIONS 1). Not
 * logged in: /login with the snack "Necessário login para continuar!" (shown on the login page),
 * coming back to the hand-off after login. Logged in: the edge's hand-off, which adds the legacy
 * token in a redirect (spec §7 "Checkout hand-off").
 */
export async function proceedToCheckout(
  stores: Stores,
  cartSync: CartSync,
  navigator: Navigator = window.location,
  sessionStorage: Storage = window.sessionStorage,
): Promise<void> {
  if (stores.cart.items.length === 0) return;
  if (!(await cartSync.sync()) || !stores.cart.checkoutId) return;
  const handoff = AUTH_PATHS.checkout;
  let authenticated: boolean;
  try {
    authenticated = (await authApi.session()).authenticated;
  } catch (error) {
    console.warn('cart: the session could not be read', error);
    showSnack(stores.snack, { text: requestErrorMessage(error) ?? MESSAGES.cartSyncFailed, style: 'error' });
    return;
  }
  if (authenticated) {
    navigator.assign(handoff);
    return;
  }
  const snack = { text: MESSAGES.loginRequired, style: 'warning' } as const;
  queueFlashSnack(sessionStorage, snack);
  showSnack(stores.snack, snack);
  navigator.assign(withRedirectUrl(ROUTES.login, handoff));
}
