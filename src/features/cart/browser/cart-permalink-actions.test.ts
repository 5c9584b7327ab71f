// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartPermalinkProps } from '../../../contracts/island-props.ts';
import { createStores, type Stores } from '../../../stores/stores.ts';
import { card, fakeCartEnv, fakeCommerce, wine } from '../../../test-support/fake-cart-env.ts';
import { openCartPermalink } from './cart-permalink-actions.ts';
import { cartService, createCartService } from './cart-service.ts';

/** The cart as [wine id, quantity] pairs, in order. */
const quantities = (stores: Stores) => stores.cart.items.map((item) => [item.id, item.quantity]);

const link = (lines: [ReturnType<typeof wine>, number][], dropped = 0): CartPermalinkProps => ({
  lines: lines.map(([entry, quantity]) => ({ wine: entry, quantity })),
  dropped,
});

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the cart service takes a cart link (docs/assistants.md "Permalink")', () => {
  it('sets the link’s wines to its quantities, keeps the shopper’s other lines, and the checkout follows', async () => {
    const stores = createStores();
    const { env, commerce } = fakeCartEnv(fakeCommerce());
    const service = createCartService(stores, env);
    await service.add(wine(7));
    await service.add(wine(1));
    const { notices, synced } = await service.applyPermalink(
      link(
        [
          [wine(1), 2],
          [wine(2), 1],
        ],
        1,
      ),
    );
    expect(quantities(stores)).toEqual([
      [7, 1],
      [1, 2],
      [2, 1],
    ]);
    expect(await synced).toBe(true);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1007: 1, 1001: 2, 1002: 1 });
    expect(notices).toEqual(['1 item do link não pôde ser adicionado ao carrinho.']);
    expect(stores.checkout.notices).toEqual(notices);
  });

  it('applied twice, doubles nothing', async () => {
    const stores = createStores();
    const { env, commerce } = fakeCartEnv(fakeCommerce());
    const service = createCartService(stores, env);
    await (await service.applyPermalink(link([[wine(1), 2]]))).synced;
    await (await service.applyPermalink(link([[wine(1), 2]]))).synced;
    expect(quantities(stores)).toEqual([[1, 2]]);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 2 });
  });

  /**
   * A browser with wine 7 in its checkout comes back (fresh stores, the same memory). With
   * `slowReadsUntil(event)`, a read asked from then on answers what the checkout held when asked,
   * but only once the event settles: a slow network, where a restore's read crosses the sync of a
   * link's lines.
   */
  async function returningBrowser() {
    const commerce = fakeCommerce();
    const { env } = fakeCartEnv(commerce);
    await createCartService(createStores(), env).add(wine(7));
    const stores = createStores();
    let readsWaitFor: Promise<unknown> = Promise.resolve();
    const api = {
      ...env.api,
      read: async (id: string) => {
        const gate = readsWaitFor;
        const answer = await env.api.read(id);
        await gate;
        return answer;
      },
    };
    const service = createCartService(stores, { ...env, api, productsCart: async (ids) => ids.map((id) => card(id)) });
    return { commerce, stores, service, slowReadsUntil: (event: Promise<unknown>) => void (readsWaitFor = event) };
  }

  it('joins the cart a restore under way brings back', async () => {
    const { commerce, stores, service } = await returningBrowser();
    const restoring = service.restore();
    const { synced } = await service.applyPermalink(link([[wine(1), 2]]));
    await restoring;
    await synced;
    expect(quantities(stores)).toEqual([
      [7, 1],
      [1, 2],
    ]);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1007: 1, 1001: 2 });
  });

  it('is not undone by a restore started while its lines travel to the checkout', async () => {
    const { commerce, stores, service, slowReadsUntil } = await returningBrowser();
    await service.restore();
    const { synced } = await service.applyPermalink(link([[wine(1), 2]]));
    slowReadsUntil(synced);
    await service.restore();
    expect(await synced).toBe(true);
    expect(quantities(stores)).toEqual([
      [7, 1],
      [1, 2],
    ]);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1007: 1, 1001: 2 });
  });
});

describe('opening a cart link in the browser', () => {
  /** Stores whose cart service talks to a fake commerce service, sharing this page's storage (its coupon). */
  function page(coupons: Record<string, number> = {}) {
    const stores = createStores();
    stores.access.ageNotice = 'read';
    const fake = fakeCartEnv(fakeCommerce({ coupons }));
    cartService(stores, { ...fake.env, memory: { ...fake.env.memory, storage: window.localStorage } });
    const addresses: string[] = [];
    return { stores, commerce: fake.commerce, addresses, replaceAddress: (path: string) => void addresses.push(path) };
  }

  it('fills the cart, makes the address `/`, opens the drawer and tells what could not be added; the link’s coupon reaches the cart', async () => {
    const { stores, commerce, addresses, replaceAddress } = page({ PRIMEIRACOMPRA: 20 });
    const synced = await openCartPermalink(stores, link([[wine(1), 2]], 1), { search: '?coupon=PRIMEIRACOMPRA', replaceAddress });
    expect(synced).toBe(true);
    expect(quantities(stores)).toEqual([[1, 2]]);
    expect(addresses).toEqual(['/']);
    expect(stores.cart.open).toBe(true);
    expect(stores.snack).toMatchObject({ open: true, style: 'warning', text: '1 item do link não pôde ser adicionado ao carrinho.' });
    expect(commerce.checkouts.get(stores.cart.checkoutId!)?.coupon).toBe('PRIMEIRACOMPRA');
    // a cart, never an order: nothing but the checkout's lines, metadata and coupon was written
    const cartWrites = ['create', 'read', 'addProducts', 'removeProducts', 'addMetadata', 'removeMetadata', 'addCoupon'];
    expect(commerce.calls.filter((call) => !cartWrites.includes(call))).toEqual([]);
  });

  it('says nothing when every wine was added', async () => {
    const { stores, replaceAddress } = page();
    await openCartPermalink(stores, link([[wine(1), 1]]), { search: '', replaceAddress });
    expect(stores.cart.open).toBe(true);
    expect(stores.snack.open).toBe(false);
  });

  it('opens the drawer only once the adults-only notice was read (it is modal: focus could not reach the drawer)', async () => {
    const { stores, addresses, replaceAddress } = page();
    stores.access.ageNotice = 'showing';
    const opening = openCartPermalink(stores, link([[wine(1), 1]]), { search: '', replaceAddress });
    await vi.waitFor(() => expect(addresses).toEqual(['/']));
    expect(quantities(stores)).toEqual([[1, 1]]);
    expect(stores.cart.open).toBe(false);
    stores.access.ageNotice = 'read';
    await opening;
    expect(stores.cart.open).toBe(true);
  });
});
