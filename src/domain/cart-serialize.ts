import type { CartItem } from '../contracts/cart-item.ts';

/**
 * spec §3: the `wine` storage key holds the cart items as JSON. Apart from the reader
 * (cart-storage.ts) because writing needs no schema code, and every page may write.
 */
export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items);
}
