// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_ATTRS } from '../../core/constants.ts';
import { createStores } from '../../stores/stores.ts';
import { card, fakeCartEnv, fakeCommerce, wine } from '../../test-support/fake-cart-env.ts';
import { renderWithStores, resetAfterComponentTest } from '../../test-support/render-with-stores.tsx';
import { cartService } from './browser/cart-service.ts';
import CartPermalink from './CartPermalink.island.tsx';

describe('CartPermalink (docs/assistants.md "Permalink")', () => {
  afterEach(() => {
    resetAfterComponentTest();
    document.documentElement.removeAttribute(ISLAND_ATTRS.hydrated);
    window.localStorage.clear();
  });

  it('waits for the page’s islands and stored cart, then fills the cart, opens the drawer and makes the address `/`', async () => {
    window.history.replaceState(null, '', '/comprar/1:2,999999:1');
    const stores = createStores();
    stores.access.ageNotice = 'read';
    const { env, commerce } = fakeCartEnv(fakeCommerce(), [card(7)]);
    cartService(stores, env);
    // a line the shopper added before (read from storage by the page entry)
    stores.cart.items = [{ ...wine(7), quantity: 1 }];
    renderWithStores(<CartPermalink lines={[{ wine: wine(1), quantity: 2 }]} dropped={1} />, stores);

    // nothing before the page entry marks the islands hydrated (it reads the stored cart first)
    await Promise.resolve();
    expect(stores.cart.items).toHaveLength(1);
    expect(window.location.pathname).toBe('/comprar/1:2,999999:1');

    document.documentElement.setAttribute(ISLAND_ATTRS.hydrated, 'true');
    await vi.waitFor(() => expect(stores.cart.open).toBe(true));
    expect(stores.cart.items.map((item) => [item.id, item.quantity])).toEqual([
      [7, 1],
      [1, 2],
    ]);
    expect(window.location.pathname).toBe('/');
    expect(stores.snack.text).toBe('1 item do link não pôde ser adicionado ao carrinho.');
    await vi.waitFor(() => expect(commerce.lines(stores.cart.checkoutId ?? '')).toEqual({ 1007: 1, 1001: 2 }));
  });
});
