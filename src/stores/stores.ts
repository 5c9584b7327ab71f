import { createAccessStore, type AccessState } from './access-store.ts';
import { createCartStore, type CartState } from './cart-store.ts';
import { createSnackStore, type SnackState } from './snack-store.ts';

/**
 * Every island store, created together. On the server a fresh set is made per render
 * (an isolate serves many shoppers: STYLE habit 3); in the browser client/ makes one set.
 */
export interface Stores {
  cart: CartState;
  access: AccessState;
  snack: SnackState;
}

export function createStores(): Stores {
  return { cart: createCartStore(), access: createAccessStore(), snack: createSnackStore() };
}
