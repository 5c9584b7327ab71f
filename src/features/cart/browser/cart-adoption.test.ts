import { describe, expect, it } from 'vitest';
import { createCartService } from './cart-service.ts';
import { card, fakeCartEnv, fakeCommerce, wine } from '../../../test-support/fake-cart-env.ts';
import type { CartItem } from '../../../contracts/cart-item.ts';
import { createStores } from '../../../stores/stores.ts';
import { adoptAccountCart, type AdoptionDeps } from './cart-adoption.ts';

const item = (id: number, quantity: number): CartItem => ({ ...wine(id), quantity });

function setup(stock: Record<number, number> = {}, coupons: Record<string, number> = {}) {
  const commerce = fakeCommerce({ stock, coupons });
  const catalogue = [1, 2, 3].map((id) => card(id, { stock: stock[id] ?? 10 }));
  const { env, storage } = fakeCartEnv(commerce, catalogue);
  const stores = createStores();
  const linked: string[] = [];
  const associated: string[] = [];
  const deps: AdoptionDeps = {
    cartEnv: env,
    sync: (s) => createCartService(s, env).sync(),
    linkCart: async (cartId) => void linked.push(cartId),
    associate: async (checkoutId) => void associated.push(checkoutId),
  };
  return { commerce, env, storage, stores, deps, linked, associated };
}

describe('login: the account’s saved cart and this browser’s (spec §4 "Login", DECISIONS 2)', () => {
  it('merges this browser’s wines into the saved checkout, quantities added within the stock, and keeps the saved id', async () => {
    const { commerce, stores, deps, storage, associated } = setup({ 2: 4 });
    const saved = await commerce.api.create([
      { productVariantId: 1001, quantity: 1 },
      { productVariantId: 1002, quantity: 3 },
    ]);
    stores.cart.items = [item(2, 2), item(3, 1)];

    expect(await adoptAccountCart(stores, saved.checkoutId, deps)).toBe('merged');
    expect(stores.cart.items.map(({ id, quantity }) => [id, quantity])).toEqual([
      [1, 1],
      [2, 4], // 3 + 2, but only 4 in stock
      [3, 1],
    ]);
    expect(commerce.lines(saved.checkoutId)).toEqual({ 1001: 1, 1002: 4, 1003: 1 });
    expect(storage.getItem('cart-id')).toBe(saved.checkoutId);
    expect(associated).toEqual([saved.checkoutId]);
  });

  it('adopts the saved cart as it is when this browser’s cart is empty (nothing sent)', async () => {
    const { commerce, stores, deps } = setup();
    const saved = await commerce.api.create([{ productVariantId: 1001, quantity: 2 }]);
    const before = commerce.calls.length;
    expect(await adoptAccountCart(stores, saved.checkoutId, deps)).toBe('adopted');
    expect(stores.cart.items.map(({ id, quantity }) => [id, quantity])).toEqual([[1, 2]]);
    expect(commerce.calls.slice(before)).toEqual(['read']);
  });

  it('keeps this browser’s cart, and makes it the customer’s, when the saved one is completed', async () => {
    const { commerce, stores, deps, linked, storage } = setup();
    const saved = await commerce.api.create([{ productVariantId: 1001, quantity: 1 }]);
    commerce.checkouts.get(saved.checkoutId)!.completed = true;
    const mine = await commerce.api.create([{ productVariantId: 1002, quantity: 1 }]);
    stores.cart.checkoutId = mine.checkoutId;
    stores.cart.items = [item(2, 1)];
    expect(await adoptAccountCart(stores, saved.checkoutId, deps)).toBe('kept');
    expect(stores.cart.items.map(({ id }) => id)).toEqual([2]);
    expect(linked).toEqual([mine.checkoutId]);
    expect(storage.getItem('linkedCartId')).toBe(mine.checkoutId);
  });

  it('keeps this browser’s cart when the saved one is gone, and without a saved one only claims it', async () => {
    const { stores, deps, linked, associated } = setup();
    stores.cart.checkoutId = '00000000-0000-4000-8000-000000000999';
    expect(await adoptAccountCart(stores, '00000000-0000-4000-8000-000000000404', deps)).toBe('kept');
    expect(await adoptAccountCart(stores, null, deps)).toBe('kept');
    expect(linked).toEqual(['00000000-0000-4000-8000-000000000999']); // the edge linked it itself at login
    expect(associated).toEqual(['00000000-0000-4000-8000-000000000999', '00000000-0000-4000-8000-000000000999']);
  });

  it('keeps this browser’s cart as it is when it is the account’s saved one (a login after the session ended): nothing doubles', async () => {
    const { commerce, stores, deps, associated } = setup();
    const mine = await commerce.api.create([{ productVariantId: 1001, quantity: 2 }]);
    stores.cart.checkoutId = mine.checkoutId;
    stores.cart.items = [item(1, 2)];
    expect(await adoptAccountCart(stores, mine.checkoutId, deps)).toBe('kept');
    expect(stores.cart.items.map(({ id, quantity }) => [id, quantity])).toEqual([[1, 2]]);
    expect(commerce.lines(mine.checkoutId)).toEqual({ 1001: 2 });
    expect(associated).toEqual([mine.checkoutId]);
  });

  it('adds nothing twice when this browser’s cart grew from the account’s own (its session ended, a new cart was made from its lines)', async () => {
    const { commerce, stores, deps, storage } = setup();
    const saved = await commerce.api.create([{ productVariantId: 1001, quantity: 2 }]);
    storage.setItem('linkedCartId', saved.checkoutId);
    // after the session ended: a new cart from this browser's lines, and one more wine since
    const mine = await commerce.api.create([
      { productVariantId: 1001, quantity: 2 },
      { productVariantId: 1002, quantity: 1 },
    ]);
    stores.cart.checkoutId = mine.checkoutId;
    stores.cart.items = [item(1, 2), item(2, 1)];
    await adoptAccountCart(stores, saved.checkoutId, deps);
    expect(stores.cart.items.map(({ id, quantity }) => [id, quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(commerce.lines(saved.checkoutId)).toEqual({ 1001: 2, 1002: 1 });
  });

  it('chooses again, on the saved cart, the delivery this browser’s cart had chosen (the checkout does not ask for it again)', async () => {
    const { commerce, stores, deps } = setup();
    const saved = await commerce.api.create([{ productVariantId: 1001, quantity: 1 }]);
    const mine = await commerce.api.create([{ productVariantId: 1002, quantity: 1 }]);
    await commerce.api.shippingQuotes(mine.checkoutId, '01310100');
    await commerce.api.selectShippingQuote(mine.checkoutId, 'q-retirada');
    stores.cart.checkoutId = mine.checkoutId;
    stores.cart.items = [item(2, 1)];

    expect(await adoptAccountCart(stores, saved.checkoutId, deps)).toBe('merged');
    const after = await commerce.api.read(saved.checkoutId);
    expect(after.selectedShipping?.name).toBe('Retirada na loja');
    expect(after.cep).toBe(1310100);
  });

  it('uses on the saved cart the coupon this browser’s cart had', async () => {
    const { commerce, stores, deps } = setup({}, { BEMVINDO10: 10 });
    const saved = await commerce.api.create([{ productVariantId: 1001, quantity: 1 }]);
    const mine = await commerce.api.create([{ productVariantId: 1002, quantity: 1 }]);
    await commerce.api.addCoupon(mine.checkoutId, 'BEMVINDO10');
    stores.cart.checkoutId = mine.checkoutId;
    stores.cart.items = [item(2, 1)];
    expect(await adoptAccountCart(stores, saved.checkoutId, deps)).toBe('merged');
    expect((await commerce.api.read(saved.checkoutId)).coupon).toBe('BEMVINDO10');
  });

  it('leaves the saved cart’s delivery alone when this browser’s cart had none, and the login stands when it cannot be chosen again', async () => {
    const { commerce, stores, deps } = setup();
    const saved = await commerce.api.create([{ productVariantId: 1001, quantity: 1 }]);
    await commerce.api.shippingQuotes(saved.checkoutId, '22041001');
    await commerce.api.selectShippingQuote(saved.checkoutId, 'q-padrao');
    const mine = await commerce.api.create([{ productVariantId: 1002, quantity: 1 }]);
    stores.cart.checkoutId = mine.checkoutId;
    stores.cart.items = [item(2, 1)];
    expect(await adoptAccountCart(stores, saved.checkoutId, deps)).toBe('merged');
    expect((await commerce.api.read(saved.checkoutId)).selectedShipping?.name).toBe('Entrega Padrão');

    const other = await commerce.api.create([{ productVariantId: 1003, quantity: 1 }]);
    await commerce.api.shippingQuotes(other.checkoutId, '01310100');
    await commerce.api.selectShippingQuote(other.checkoutId, 'q-retirada');
    stores.cart.checkoutId = other.checkoutId;
    stores.cart.items = [item(3, 1)];
    commerce.failNext('selectShippingQuote', new Error('offline'));
    expect(await adoptAccountCart(stores, saved.checkoutId, deps)).toBe('merged');
    expect((await commerce.api.read(saved.checkoutId)).selectedShipping?.name).toBe('Entrega Padrão');
  });
});
