import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../core/browser/request.ts';
import { ERROR_CODES } from '../../../contracts/graphql/error-codes.ts';
import { createStores, type Stores } from '../../../stores/stores.ts';
import { createCartService } from './cart-service.ts';
import { card, fakeCartEnv, fakeCommerce, wine } from '../../../test-support/fake-cart-env.ts';

/**
 * A browser that already added wines (the first service) and comes back (a second one, fresh
 * stores). With `offlineAdd`, its last add never reached the checkout (the call failed).
 */
type CartService = ReturnType<typeof createCartService>;

/**
 * With `offline`, the browser's last change never reached the checkout (the network dropped: the
 * sync's first call, reading the checkout, failed), and the shopper reloads.
 */
async function returningBrowser(
  options: {
    catalogue?: ReturnType<typeof card>[];
    offlineAdd?: ReturnType<typeof wine>;
    bottles?: number;
    offline?: (service: CartService) => Promise<void>;
  } = {},
) {
  const commerce = fakeCommerce();
  const first = fakeCartEnv(commerce, options.catalogue);
  const before = createStores();
  const firstService = createCartService(before, first.env);
  await firstService.add(wine(1));
  if (options.bottles) {
    await commerce.api.addProducts(before.cart.checkoutId!, [{ productVariantId: 1001, quantity: options.bottles - 1 }]);
    before.cart.items = before.cart.items.map((item) => ({ ...item, quantity: options.bottles ?? 1 }));
  }
  const offline = options.offline ?? (options.offlineAdd ? (service: CartService) => service.add(options.offlineAdd!) : undefined);
  if (offline) {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    commerce.failNext('read', new RequestError('network', 'Network Error'));
    await offline(firstService);
  }
  const stores = createStores();
  stores.cart.items = before.cart.items.map((item) => ({ ...item }));
  const env = {
    ...first.env,
    productsCart: async (ids: number[]) => (options.catalogue ?? [card(1, { name: 'Vinho 1 Safra 2024', stock: 4 })]).filter((entry) => ids.includes(entry.id)),
  };
  return { commerce, stores, env, storage: first.storage, service: createCartService(stores, env), checkoutId: before.cart.checkoutId! };
}

/** The cart as [wine id, quantity] pairs, in order. */
const quantities = (stores: Stores) => stores.cart.items.map((item) => [item.id, item.quantity]);

describe('cart restore on start (spec §4)', () => {
  it('does nothing without a cart id or stored wines', async () => {
    const commerce = fakeCommerce();
    const stores = createStores();
    await createCartService(stores, fakeCartEnv(commerce).env).restore();
    expect(commerce.calls).toEqual([]);
  });

  it('reads the checkout, fetches product details and stores them', async () => {
    const { stores, service, commerce, checkoutId } = await returningBrowser();
    commerce.calls.length = 0;
    await service.restore();
    expect(commerce.calls).toEqual(['read']);
    expect(stores.cart.checkoutId).toBe(checkoutId);
    expect(stores.cart.items).toEqual([{ ...wine(1), name: 'Vinho 1 Safra 2024', stock: 4, quantity: 1 }]);
    expect(stores.checkout.summary).not.toBeNull();
  });

  it('creates a checkout from the stored list when there is no cart id', async () => {
    const commerce = fakeCommerce();
    const fake = fakeCartEnv(commerce, [card(2)]);
    const stores = createStores();
    stores.cart.items = [{ ...wine(2), quantity: 3 }];
    await createCartService(stores, fake.env).restore();
    expect(commerce.calls[0]).toBe('create');
    expect(fake.storage.getItem('cart-id')).toBe(stores.cart.checkoutId);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1002: 3 });
  });

  it('sends a change that never reached the checkout (a failed call before the reload): nothing is lost', async () => {
    const { stores, service, commerce, checkoutId } = await returningBrowser({ catalogue: [card(1), card(2)], offlineAdd: wine(2) });
    expect(commerce.lines(checkoutId)).toEqual({ 1001: 1 });
    await service.restore();
    expect(quantities(stores)).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(commerce.lines(checkoutId)).toEqual({ 1001: 1, 1002: 1 });
  });

  it('a removal that never reached the checkout stays removed: the wine does not come back', async () => {
    const { stores, service, commerce, checkoutId } = await returningBrowser({ offline: (cart) => cart.remove(1) });
    expect(stores.cart.items).toEqual([]);
    expect(commerce.lines(checkoutId)).toEqual({ 1001: 1 });
    await service.restore();
    expect(stores.cart.items).toEqual([]);
    expect(commerce.lines(checkoutId)).toEqual({});
  });

  it('a lower quantity that never reached the checkout stays lower', async () => {
    vi.useFakeTimers();
    const { stores, service, commerce, checkoutId } = await returningBrowser({
      catalogue: [card(1, { stock: 9 })],
      bottles: 3,
      offline: (cart) => cart.decrease(1),
    });
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(commerce.lines(checkoutId)).toEqual({ 1001: 3 });
    await service.restore();
    expect(quantities(stores)).toEqual([[1, 2]]);
    expect(commerce.lines(checkoutId)).toEqual({ 1001: 2 });
  });

  it('a higher quantity that never reached the checkout stays higher', async () => {
    vi.useFakeTimers();
    const { stores, service, commerce, checkoutId } = await returningBrowser({
      catalogue: [card(1, { stock: 9 })],
      offline: async (cart) => {
        cart.increase(1);
        await vi.runAllTimersAsync();
      },
    });
    vi.useRealTimers();
    expect(commerce.lines(checkoutId)).toEqual({ 1001: 1 });
    await service.restore();
    expect(quantities(stores)).toEqual([[1, 2]]);
    expect(commerce.lines(checkoutId)).toEqual({ 1001: 2 });
  });

  it('a link coupon whose answer never came back is applied at the next start, though the wines all reached the checkout', async () => {
    const commerce = fakeCommerce({ coupons: { PRIMEIRACOMPRA: 20 } });
    const first = fakeCartEnv(commerce, [card(1)]);
    const before = createStores();
    const firstService = createCartService(before, first.env);
    await firstService.add(wine(1));
    // a `?coupon=` link, sent after the wines: its answer is lost on the way (the page was left)
    first.storage.setItem('pendingCoupon', 'PRIMEIRACOMPRA');
    commerce.failNext('addCoupon', new RequestError('network', 'Network Error'));
    await firstService.sync();
    const checkoutId = before.cart.checkoutId!;
    expect(commerce.checkouts.get(checkoutId)?.coupon).toBeNull();

    const stores = createStores();
    stores.cart.items = before.cart.items.map((item) => ({ ...item }));
    await createCartService(stores, first.env).restore();
    expect(stores.cart.coupon).toBe('PRIMEIRACOMPRA');
    expect(stores.checkout.summary?.couponDiscount).toBe(20);
    expect(commerce.checkouts.get(checkoutId)?.coupon).toBe('PRIMEIRACOMPRA');
    expect(first.storage.getItem('pendingCoupon')).toBeNull();
    expect(quantities(stores)).toEqual([[1, 1]]);
  });

  it('brings the cart within a stock that fell since, and tells it in the drawer', async () => {
    const { stores, service, commerce, checkoutId } = await returningBrowser({
      catalogue: [card(1, { name: 'Malbec Reserva', stock: 1 }), card(2, { name: 'Tannat Velho', stock: 0 })],
      offlineAdd: wine(2),
      bottles: 3,
    });
    await service.restore();
    expect(quantities(stores)).toEqual([[1, 1]]);
    expect(stores.checkout.notices).toEqual(['Malbec Reserva: temos só 1 unidade em estoque.', 'Tannat Velho esgotou e saiu do seu carrinho.']);
    expect(commerce.lines(checkoutId)).toEqual({ 1001: 1 });
  });

  it('tells, in the drawer, a price the shop changed since the shopper last saw the cart', async () => {
    const { stores, service } = await returningBrowser();
    // the browser saw R$ 45,00; the service charges R$ 50,00 now
    stores.cart.items = stores.cart.items.map((item) => ({ ...item, price: 45 }));
    await service.restore();
    expect(stores.cart.items.map((item) => item.price)).toEqual([50]);
    expect(stores.checkout.notices).toEqual(['Vinho 1 Safra 2024: o preço mudou de R$ 45,00 para R$ 50,00.']);
  });

  it('takes the checkout as it is when another device changed it (spec §4 "read the checkout … store them")', async () => {
    const { stores, service, commerce, checkoutId } = await returningBrowser({ catalogue: [card(1), card(2)] });
    // on another device: one more bottle of wine 1, and wine 2 added
    await commerce.api.addProducts(checkoutId, [
      { productVariantId: 1001, quantity: 2 },
      { productVariantId: 1002, quantity: 1 },
    ]);
    await service.restore();
    expect(quantities(stores)).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(commerce.lines(checkoutId)).toEqual({ 1001: 3, 1002: 1 });
  });

  it('drops a line another device removed', async () => {
    const { stores, service, commerce, checkoutId } = await returningBrowser({ catalogue: [card(1)] });
    await commerce.api.removeProducts(checkoutId, [{ productVariantId: 1001, quantity: 1 }]);
    await service.restore();
    expect(stores.cart.items).toEqual([]);
    expect(commerce.lines(checkoutId)).toEqual({});
  });

  it('starts a new, empty cart when the checkout was completed (paid)', async () => {
    const { stores, service, commerce, checkoutId, storage } = await returningBrowser();
    commerce.checkouts.get(checkoutId)!.completed = true;
    await service.restore();
    expect(stores.cart.items).toEqual([]);
    expect(stores.cart.checkoutId).toBeNull();
    expect(storage.getItem('cart-id')).toBeNull();
    expect(stores.snack).toMatchObject({ style: 'info', text: 'Sua compra anterior foi concluída. Começamos um carrinho novo para você.' });
  });

  it('starts a new, empty cart on CKT117', async () => {
    const { stores, service, commerce } = await returningBrowser();
    const code = ERROR_CODES.checkoutCompleted;
    commerce.failNext('read', new RequestError('graphql', code, 200, code));
    await service.restore();
    expect(stores.cart.items).toEqual([]);
    expect(stores.cart.checkoutId).toBeNull();
  });

  it('keeps the wines of a cart that now needs a session this browser lost (CKT110): a new checkout holds them', async () => {
    const { stores, service, commerce, checkoutId } = await returningBrowser();
    const code = ERROR_CODES.checkoutForbidden;
    commerce.failNext('read', new RequestError('graphql', code, 200, code));
    await service.restore();
    expect(stores.cart.items.map((item) => item.id)).toEqual([1]);
    expect(stores.cart.checkoutId).not.toBe(checkoutId);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 1 });
  });

  it('makes a new checkout from the stored wines when the service no longer knows the id (CKT113)', async () => {
    const { stores, service, commerce, checkoutId } = await returningBrowser();
    commerce.checkouts.delete(checkoutId);
    await service.restore();
    expect(stores.cart.checkoutId).not.toBe(checkoutId);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 1 });
  });

  it('logs a failure only and keeps the local cart (spec §8), offering a retry in the drawer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { stores, service, commerce } = await returningBrowser();
    commerce.failNext('read', new RequestError('network', 'Network Error'));
    await service.restore();
    expect(stores.cart.items).toHaveLength(1);
    expect(stores.checkout.syncFailed).toBe(true);
    expect(stores.snack.open).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
