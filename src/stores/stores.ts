import { createAccessStore, type AccessState } from '../features/shell/access-store.ts';
import { createAuthStore, type AuthState } from '../features/account/auth-store.ts';
import { createCartStore, type CartState } from '../features/cart/cart-store.ts';
import { createCheckoutStore, type CheckoutState } from '../features/cart/checkout-store.ts';
import { createDialogStore, type DialogState } from '../core/stores/dialog-store.ts';
import { createFavoritesStore, type FavoritesState } from '../features/favorites/favorites-store.ts';
import { createLoadersStore, type LoadersState } from '../core/stores/loaders-store.ts';
import { createPwaStore, type PwaState } from '../features/shell/pwa-store.ts';
import { createSnackStore, type SnackState } from '../core/stores/snack-store.ts';
import { createTutorialStore, type TutorialState } from '../features/finder/tutorial-store.ts';

/**
 * Every island store, created together. On the server a fresh set is made per render
 * (an isolate serves many shoppers: STYLE habit 3); in the browser client/ makes one set.
 */
export interface Stores {
  cart: CartState;
  /** The remote checkout's amounts, sync state and shipping calculator. */
  checkout: CheckoutState;
  access: AccessState;
  snack: SnackState;
  pwa: PwaState;
  dialogs: DialogState;
  tutorial: TutorialState;
  loaders: LoadersState;
  /** Who is logged in (name only) and the finder's defaults (spec §3 auth). */
  auth: AuthState;
  /** Favourite wines. */
  favorites: FavoritesState;
}

export function createStores(): Stores {
  return {
    cart: createCartStore(),
    checkout: createCheckoutStore(),
    access: createAccessStore(),
    snack: createSnackStore(),
    pwa: createPwaStore(),
    dialogs: createDialogStore(),
    tutorial: createTutorialStore(),
    loaders: createLoadersStore(),
    auth: createAuthStore(),
    favorites: createFavoritesStore(),
  };
}
