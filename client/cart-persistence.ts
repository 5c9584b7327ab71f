import { subscribe } from 'valtio/vanilla';
import { STORAGE_KEYS } from '../src/core/constants.ts';
import type { CartItem } from '../src/contracts/cart-item.ts';
import { serializeCart } from '../src/features/cart/cart-serialize.ts';
import { setCartItems, type CartState } from '../src/features/cart/cart-store.ts';

/**
 * Reads a stored cart into the store. The reader (and its schema code) loads only when there is a
 * stored cart to read, so a first visit downloads none of it. Wines already in the store (added
 * while the reader loaded) are kept: nothing the shopper added is dropped.
 */
async function readInto(cart: CartState, raw: string | null, keepAdded = true): Promise<void> {
  if (raw === null) {
    setCartItems(cart, []);
    return;
  }
  const { parseStoredCart } = await import('../src/features/cart/cart-storage.ts');
  const stored = parseStoredCart(raw);
  if (stored.rejected > 0) console.warn(`cart: ${stored.rejected} stored item(s) could not be read`);
  const storedIds = new Set(stored.items.map((item) => item.id));
  const added: CartItem[] = keepAdded ? cart.items.filter((item) => !storedIds.has(item.id)) : [];
  setCartItems(cart, [...stored.items, ...added]);
}

/**
 * Keeps the cart store and the `wine` storage key in step (spec §3), and follows changes made in
 * other tabs and while this page sat in the back/forward cache, so the badge is right everywhere. Call after hydration: the server rendered an empty
 * cart, and changing the store earlier would make the first client render disagree with it.
 */
export async function startCartPersistence(
  cart: CartState,
  { storage = window.localStorage, onBackForward = () => {} }: { storage?: Storage; onBackForward?: () => void } = {},
): Promise<() => void> {
  const initial = storage.getItem(STORAGE_KEYS.cartItems);
  if (initial !== null) await readInto(cart, initial);

  const unsubscribe = subscribe(cart, () => {
    const next = serializeCart(cart.items);
    if (storage.getItem(STORAGE_KEYS.cartItems) === next) return;
    if (cart.items.length === 0) storage.removeItem(STORAGE_KEYS.cartItems);
    else storage.setItem(STORAGE_KEYS.cartItems, next);
  });

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === storage && event.key === STORAGE_KEYS.cartItems) void readInto(cart, event.newValue);
  };
  window.addEventListener('storage', onStorage);

  // A page restored from the back/forward cache still holds the cart of when it was left; other
  // pages changed it since. The stored list is the truth (read as it is, nothing kept from the old
  // page), then the caller refreshes what the service knows (stock, prices).
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    void readInto(cart, storage.getItem(STORAGE_KEYS.cartItems), false).then(onBackForward);
  };
  window.addEventListener('pageshow', onPageShow);

  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}
