import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../core/browser/request.ts';
import { ERROR_CODES } from '../../../contracts/graphql/error-codes.ts';
import { metadataFor } from '../cart-sync-plan.ts';
import { createStores } from '../../../stores/stores.ts';
import { createCartService } from './cart-service.ts';
import { fakeCartEnv, fakeCommerce, wine } from '../../../test-support/fake-cart-env.ts';

function setup(commerce = fakeCommerce()) {
  const stores = createStores();
  const fake = fakeCartEnv(commerce);
  const service = createCartService(stores, fake.env);
  return { stores, service, ...fake };
}

describe('add to cart (spec §4 "Cart", §5)', () => {
  it('creates the checkout on the first add, stores cart-id (key and cookie) and the sku metadata, then says so', async () => {
    const { stores, service, storage, cookies, commerce } = setup();
    await service.add(wine(1));
    const id = stores.cart.checkoutId!;
    expect(id).toMatch(/^0{8}-/);
    expect(commerce.calls.slice(0, 2)).toEqual(['create', 'addMetadata']);
    expect(commerce.lines(id)).toEqual({ 1001: 1 });
    expect(storage.getItem('cart-id')).toBe(id);
    expect(cookies.at(-1)).toBe(`cart-id=${id}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    expect(commerce.checkouts.get(id)?.metadata.get('SKU-1')).toBe(metadataFor(wine(1)).value);
    expect(JSON.parse(storage.getItem('metaDataCheckout')!)).toEqual([metadataFor(wine(1))]);
    expect(stores.snack).toMatchObject({ open: true, text: 'Produto adicionado ao carrinho', style: 'success' });
    expect(stores.cart.items.map((item) => [item.id, item.quantity])).toEqual([[1, 1]]);
  });

  it('appends later adds to the same checkout', async () => {
    const { stores, service, commerce } = setup();
    await service.add(wine(1));
    await service.add(wine(2));
    expect(commerce.calls.filter((call) => call === 'create')).toHaveLength(1);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 1, 1002: 1 });
  });

  it('refuses a wine without stock and a wine already in the cart, with the spec texts, calling nothing', async () => {
    const { stores, service, commerce } = setup();
    await service.add(wine(1, { stock: 0 }));
    expect(stores.snack).toMatchObject({ text: 'Produto indisponivel', style: 'error' });
    expect(commerce.calls).toEqual([]);
    await service.add(wine(2));
    commerce.calls.length = 0;
    await service.add(wine(2));
    expect(stores.snack).toMatchObject({ text: 'Produto já adicionado ao carrinho', style: 'warning' });
    expect(commerce.calls).toEqual([]);
    expect(stores.cart.items).toHaveLength(1);
  });

  it('is busy while the checkout is updated', async () => {
    const { stores, service } = setup();
    const adding = service.add(wine(1));
    expect(stores.cart.loading).toBe(true);
    await adding;
    expect(stores.cart.loading).toBe(false);
  });
});

describe('never lose an item (DECISIONS 4)', () => {
  it('keeps the wine when the remote call fails, tells the shopper with a retry, and reconciles on retry', async () => {
    const { stores, service, commerce } = setup();
    await service.add(wine(1));
    commerce.failNext('addProducts', new RequestError('network', 'Network Error'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await service.add(wine(2));
    expect(stores.cart.items.map((item) => item.id)).toEqual([1, 2]);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 1 });
    expect(stores.checkout.syncFailed).toBe(true);
    expect(stores.snack).toMatchObject({ text: 'Network Error', style: 'error' });
    expect(stores.snack.action?.label).toBe('Tentar novamente');

    stores.snack.action?.run();
    await vi.waitFor(() => expect(stores.checkout.syncFailed).toBe(false));
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 1, 1002: 1 });
  });

  it('uses the spec texts for a timeout and a 429, and a short text otherwise', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { stores, service, commerce } = setup();
    commerce.failNext('create', new RequestError('timeout', 'timeout', 504));
    await service.add(wine(1));
    expect(stores.snack.text).toBe('A requisição expirou devido ao tempo limite. Por favor, tente novamente.');
    expect(await service.sync()).toBe(true);
    commerce.failNext('read', new RequestError('rate_limited', '429', 429));
    await service.sync();
    expect(stores.snack.text).toBe('A requisição falhou. Por favor, tente novamente em 1 minuto.');
    commerce.failNext('read', new RequestError('http', '502', 502));
    await service.sync();
    expect(stores.snack.text).toBe('Não conseguimos salvar seu carrinho agora. Seus vinhos continuam aqui.');
    expect(stores.cart.items.map((item) => item.id)).toEqual([1]);
  });

  it('lowers a line the service has too little stock for, or removes it when none is left', async () => {
    const commerce = fakeCommerce({ stock: { 1: 2, 2: 0 } });
    const { stores, service } = setup(commerce);
    await service.add(wine(1, { stock: 9 }));
    stores.cart.items = stores.cart.items.map((item) => ({ ...item, quantity: 5 }));
    await service.sync();
    expect(stores.cart.items[0]).toMatchObject({ quantity: 2, stock: 2 });
    expect(stores.snack.text).toBe('Vinho 1: temos só 2 unidades em estoque.');

    await service.add(wine(2));
    expect(stores.cart.items.map((item) => item.id)).toEqual([1]);
    expect(stores.snack).toMatchObject({ text: 'Produto indisponivel', style: 'error' });
  });
});

describe('removal (spec §4)', () => {
  it('deletes the line remotely, removes its metadata there and in metaDataCheckout', async () => {
    const { stores, service, commerce, storage } = setup();
    await service.add(wine(1));
    await service.add(wine(2));
    await service.remove(1);
    const id = stores.cart.checkoutId!;
    expect(commerce.lines(id)).toEqual({ 1002: 1 });
    expect([...commerce.checkouts.get(id)!.metadata.keys()]).toEqual(['SKU-2']);
    expect(JSON.parse(storage.getItem('metaDataCheckout')!)).toEqual([metadataFor(wine(2))]);
  });
});

describe('quantity (spec §4, DECISIONS "Quantity +")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('raises by one 1000 ms after each click, every click counting, and updates the checkout once they settle', async () => {
    const { stores, service, commerce } = setup();
    await service.add(wine(1));
    commerce.calls.length = 0;
    service.increase(1);
    await vi.advanceTimersByTimeAsync(400);
    service.increase(1);
    service.increase(1);
    expect(stores.checkout.pendingIncrease[1]).toBe(3);
    await vi.advanceTimersByTimeAsync(599);
    expect(stores.cart.items[0]?.quantity).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(stores.cart.items[0]?.quantity).toBe(2);
    expect(commerce.calls).toEqual([]); // clicks still waiting: nothing sent yet
    await vi.advanceTimersByTimeAsync(400);
    expect(stores.cart.items[0]?.quantity).toBe(4);
    expect(stores.checkout.pendingIncrease[1]).toBeUndefined();
    await vi.waitFor(() => expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 4 }));
    expect(commerce.calls.filter((call) => call === 'addProducts')).toHaveLength(1);
  });

  it('never raises past the stock', async () => {
    const { stores, service } = setup();
    await service.add(wine(1, { stock: 2 }));
    service.increase(1);
    service.increase(1);
    expect(stores.checkout.pendingIncrease[1]).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(stores.cart.items[0]?.quantity).toBe(2);
  });

  it('lowers by one with a 500 ms guard against repeated clicks', async () => {
    const { stores, service, commerce } = setup();
    await service.add(wine(1));
    stores.cart.items = stores.cart.items.map((item) => ({ ...item, quantity: 4 }));
    await service.decrease(1);
    await service.decrease(1);
    expect(stores.cart.items[0]?.quantity).toBe(3);
    await vi.advanceTimersByTimeAsync(499);
    await service.decrease(1);
    expect(stores.cart.items[0]?.quantity).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    await service.decrease(1);
    expect(stores.cart.items[0]?.quantity).toBe(2);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 2 });
  });

  it('asks to confirm the deletion ("exclusão", "Sim") when minus is pressed on quantity 1', async () => {
    const { stores, service, commerce } = setup();
    await service.add(wine(1));
    const deciding = service.decrease(1);
    expect(stores.dialogs.confirm).toMatchObject({ title: 'exclusão', confirmLabel: 'Sim', showNo: true, text: 'Deseja remover Vinho 1 do carrinho?' });
    stores.dialogs.confirm?.answer(false);
    await deciding;
    expect(stores.cart.items).toHaveLength(1);

    const confirming = service.decrease(1);
    stores.dialogs.confirm?.answer(true);
    await confirming;
    expect(stores.cart.items).toEqual([]);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({});
  });
});

describe('link coupon (spec §7 "The coupon comes from the query parameter coupon")', () => {
  it('waits for the first add, is applied once, and records haveFirstDiscount', async () => {
    const { stores, service, storage, commerce } = setup(fakeCommerce({ coupons: { PRIMEIRACOMPRA: 20 } }));
    storage.setItem('pendingCoupon', 'PRIMEIRACOMPRA');
    await service.add(wine(1));
    expect(stores.cart.coupon).toBe('PRIMEIRACOMPRA');
    expect(stores.checkout.summary?.couponDiscount).toBe(20);
    expect(storage.getItem('pendingCoupon')).toBeNull();
    expect(storage.getItem('haveFirstDiscount')).toBe('true');
    commerce.calls.length = 0;
    await service.sync();
    expect(commerce.calls).not.toContain('addCoupon');
  });

  it('says nothing when the coupon fails and keeps the cart working', async () => {
    const { stores, service, storage } = setup();
    storage.setItem('pendingCoupon', 'NAOEXISTE');
    await service.add(wine(1));
    expect(stores.snack.text).toBe('Produto adicionado ao carrinho');
    expect(stores.cart.coupon).toBeNull();
    expect(storage.getItem('pendingCoupon')).toBeNull(); // CKT104: dropped
  });

  it('keeps a coupon the cart cannot take yet (a minimum) for the next change', async () => {
    const commerce = fakeCommerce({ coupons: { VIVALAVIDA10: 10 } });
    const { stores, service, storage } = setup(commerce);
    storage.setItem('pendingCoupon', 'VIVALAVIDA10');
    commerce.failNext('addCoupon', new RequestError('graphql', 'minimum', 200, ERROR_CODES.couponNotApplicable));
    await service.add(wine(1));
    expect(storage.getItem('pendingCoupon')).toBe('VIVALAVIDA10');
    await service.add(wine(2));
    expect(stores.cart.coupon).toBe('VIVALAVIDA10');
  });
});

describe('shipping (spec §4, §5)', () => {
  it('masks the CEP, refuses a bad one, quotes and adds the chosen quote to the summary', async () => {
    const { stores, service } = setup();
    await service.add(wine(1));
    service.shipping.setCep('01310');
    await service.shipping.quote();
    expect(stores.checkout.shipping.status).toBe('invalid');
    service.shipping.setCep('01310100999');
    expect(stores.checkout.shipping.cep).toBe('01310-100');
    await service.shipping.quote();
    expect(stores.checkout.shipping.status).toBe('ready');
    expect(stores.checkout.shipping.quotes.map((quote) => quote.type)).toEqual(['Normal', 'Retirada']);
    await service.shipping.select('q-padrao');
    expect(stores.checkout.summary).toMatchObject({ shippingFee: 12.9, selectedShippingId: 'q-padrao', cep: '01310-100' });
  });
});
