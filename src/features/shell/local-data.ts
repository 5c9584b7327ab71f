import { STORAGE_KEYS } from '../../core/constants.ts';

/**
 * DECISIONS 3: the keys that hold the shopper's cart, kept when the rest of the local data goes;
 * with them what the cart still needs: the mark of a change that never reached the checkout (the
 * restore replays it) and a link coupon still waiting for the cart to take it.
 */
const CART_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEYS.cartItems,
  STORAGE_KEYS.cartId,
  STORAGE_KEYS.checkoutMetadata,
  STORAGE_KEYS.cartUnsynced,
  STORAGE_KEYS.pendingCoupon,
  // the first-purchase discount once had stays had: its welcome popup is not shown again
  STORAGE_KEYS.haveFirstDiscount,
  STORAGE_KEYS.haveFirstDiscountLegacy,
];

/**
 * Removes the shop's local data from `storage`. Everything stored under this origin is the
 * shop's; the cart keys stay unless `keepCart` is false. Returns the keys removed.
 */
export function clearLocalData(storage: Storage, options: { keepCart: boolean }): string[] {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  const removed = keys.filter((key) => !(options.keepCart && CART_STORAGE_KEYS.includes(key)));
  for (const key of removed) storage.removeItem(key);
  return removed;
}
