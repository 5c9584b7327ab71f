import type { CartItem } from '../../contracts/cart-item.ts';

/**
 * spec §3: the `wine` storage key holds the cart items as JSON. Apart from the reader
 * (cart-storage.ts) because writing needs no schema code, and every page may write.
 * The fields are written in one order, whatever built the item (an add button, the service's
 * restore): the same cart is the same text, so an unchanged cart writes nothing, and other tabs
 * and pages kept in the back/forward cache get no storage event for it.
 */
export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(
    items.map(({ id, name, wake_product_id, wake_wine_id, sku, price, quantity, stock, url_media }) => ({
      id,
      name,
      wake_product_id,
      wake_wine_id,
      sku,
      price,
      quantity,
      stock,
      url_media,
    })),
  );
}
