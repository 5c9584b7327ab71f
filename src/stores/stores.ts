import { createAccessStore, type AccessState } from './access-store.ts';
import { createAuthStore, type AuthState } from './auth-store.ts';
import { createCartStore, type CartState } from './cart-store.ts';
import { createCheckoutStore, type CheckoutState } from './checkout-store.ts';
import { createDialogStore, type DialogState } from './dialog-store.ts';
import { createFavoritesStore, type FavoritesState } from './favorites-store.ts';
import { createLoadersStore, type LoadersState } from './loaders-store.ts';
import { createPwaStore, type PwaState } from './pwa-store.ts';
import { createSnackStore, type SnackState } from './snack-store.ts';
import { createTutorialStore, type TutorialState } from './tutorial-store.ts';

/**
 * Every island store, created together. On the server a fresh set is made per render
 * (an isolate serves many shoppers: STYLE habit 3); in the browser client/ makes one set.
 */
export interface Stores {
  cart: CartState;
  /** The remote checkout's amounts, sync state and shipping calculator (issue 7). */
  checkout: CheckoutState;
  access: AccessState;
  snack: SnackState;
  pwa: PwaState;
  dialogs: DialogState;
  tutorial: TutorialState;
  loaders: LoadersState;
  /** Who is logged in (name only) and the finder's defaults (spec §3 auth; issue 8). */
  auth: AuthState;
  /** Favourite wines (issue 8). */
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
