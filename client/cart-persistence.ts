import { subscribe } from 'valtio/vanilla';
import { STORAGE_KEYS } from '../src/constants.ts';
import { parseStoredCart, serializeCart } from '../src/domain/cart-storage.ts';
import { setCartItems, type CartState } from '../src/stores/cart-store.ts';

function readInto(cart: CartState, raw: string | null): void {
  const stored = parseStoredCart(raw);
  if (stored.rejected > 0) console.warn(`cart: ${stored.rejected} stored item(s) could not be read`);
  setCartItems(cart, stored.items);
}

/**
 * Keeps the cart store and the `wine` storage key in step (spec §3), and follows changes made in
 * other tabs, so the badge is right everywhere. Call after hydration: the server rendered an empty
 * cart, and changing the store earlier would make the first client render disagree with it.
 */
export function startCartPersistence(cart: CartState, storage: Storage = window.localStorage): () => void {
  readInto(cart, storage.getItem(STORAGE_KEYS.cartItems));

  const unsubscribe = subscribe(cart, () => {
    const next = serializeCart(cart.items);
    if (storage.getItem(STORAGE_KEYS.cartItems) === next) return;
    if (cart.items.length === 0) storage.removeItem(STORAGE_KEYS.cartItems);
    else storage.setItem(STORAGE_KEYS.cartItems, next);
  });

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === storage && event.key === STORAGE_KEYS.cartItems) readInto(cart, event.newValue);
  };
  window.addEventListener('storage', onStorage);

  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
