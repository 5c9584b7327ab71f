// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../src/core/constants.ts';
import type { CartItem } from '../src/contracts/cart-item.ts';
import { serializeCart } from '../src/features/cart/cart-serialize.ts';
import { createCartStore } from '../src/features/cart/cart-store.ts';
import { startCartPersistence } from './cart-persistence.ts';

function wine(id: number, quantity = 1, stock = 10): CartItem {
  return { id, name: `Vinho ${id}`, wake_product_id: id, wake_wine_id: id, sku: `SKU-${id}`, price: 50, quantity, stock, url_media: '' };
}

/** happy-dom has no PageTransitionEvent: an Event with the `persisted` flag stands in. */
function pageShow(persisted: boolean): void {
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
}

describe('cart persistence and the back/forward cache', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    window.localStorage.clear();
  });

  it('a page restored from the back/forward cache shows the cart as other pages left it, then refreshes it', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cartItems, serializeCart([wine(1), wine(2)]));
    const cart = createCartStore();
    const onBackForward = vi.fn();
    stop = await startCartPersistence(cart, { onBackForward });
    expect(cart.items.map((item) => item.id)).toEqual([1, 2]);

    // While this page sat in the cache, another page removed wine 2 and raised wine 1 to 3.
    // (No storage event reaches a page in the cache.)
    window.localStorage.setItem(STORAGE_KEYS.cartItems, serializeCart([wine(1, 3)]));
    pageShow(true);

    await vi.waitFor(() => expect(onBackForward).toHaveBeenCalledOnce());
    expect(cart.items).toEqual([wine(1, 3)]);
  });

  it('an emptied cart shows empty after the restore', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cartItems, serializeCart([wine(1)]));
    const cart = createCartStore();
    const onBackForward = vi.fn();
    stop = await startCartPersistence(cart, { onBackForward });

    window.localStorage.removeItem(STORAGE_KEYS.cartItems);
    pageShow(true);

    await vi.waitFor(() => expect(onBackForward).toHaveBeenCalledOnce());
    expect(cart.items).toEqual([]);
  });

  it('a normal page show (not from the cache) changes nothing and asks for no refresh', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cartItems, serializeCart([wine(1)]));
    const cart = createCartStore();
    const onBackForward = vi.fn();
    stop = await startCartPersistence(cart, { onBackForward });

    window.localStorage.setItem(STORAGE_KEYS.cartItems, serializeCart([wine(7)]));
    pageShow(false);
    await Promise.resolve();

    expect(onBackForward).not.toHaveBeenCalled();
    expect(cart.items.map((item) => item.id)).toEqual([1]);
  });
});
