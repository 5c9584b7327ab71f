import { describe, expect, it } from 'vitest';
import { CHECKOUT_ADD_METADATA, CHECKOUT_CUSTOMER_ASSOCIATE, ERROR_CODES } from '../../../src/contracts/graphql/index.ts';
import { CHECKOUT_SYNC } from '../../../src/contracts/graphql/own-operations.ts';
import { lineOf, newCheckout } from '../../test/commerce/checkouts.ts';
import { registeredCustomer } from '../../test/commerce/customers.ts';
import { countingD1 } from '../../test/commerce/d1-round-trips.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { testWine } from '../../test/commerce/wines.ts';
import { testEnv } from '../../test/test-env.ts';

/** CheckoutSync, the shop's own extension: the cart as the shopper sees it, in one call. */
describe('checkoutSync', () => {
  it('makes a checkout holding exactly the lines and metadata sent, without an id', async () => {
    const red = await testWine({ price: 50 });
    const { data, errors } = await call(CHECKOUT_SYNC, {
      checkoutId: null,
      products: [lineOf(red, 2)],
      metadata: [{ key: red.sku, value: String(red.productId) }],
      removeMetadataKeys: [],
    });
    expect(errors).toEqual([]);
    expect(data?.checkoutSync?.checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data?.checkoutSync?.products?.map((line) => [line?.productVariantId, line?.quantity])).toEqual([[red.productVariantId, 2]]);
    expect(data?.checkoutSync?.metadata).toEqual([{ key: red.sku, value: String(red.productId) }]);
    expect(data?.checkoutSync?.subtotal).toBe(100);
  });

  it('sets quantities, drops lines no longer sent, and writes and removes metadata, keeping the rest', async () => {
    const red = await testWine({ price: 50 });
    const white = await testWine({ price: 30 });
    const checkout = await newCheckout([lineOf(red, 3), lineOf(white, 1)]);
    await call(CHECKOUT_ADD_METADATA, {
      checkoutId: checkout.checkoutId,
      metadata: [
        { key: 'parceiro', value: 'vivalavida' },
        { key: white.sku, value: 'x' },
      ],
    });
    const { data, errors } = await call(CHECKOUT_SYNC, {
      checkoutId: checkout.checkoutId,
      products: [lineOf(red, 1)],
      metadata: [{ key: red.sku, value: String(red.productId) }],
      removeMetadataKeys: [white.sku],
    });
    expect(errors).toEqual([]);
    const answered = data?.checkoutSync;
    expect(answered?.checkoutId).toBe(checkout.checkoutId);
    expect(answered?.products?.map((line) => [line?.productVariantId, line?.quantity])).toEqual([[red.productVariantId, 1]]);
    expect(answered?.subtotal).toBe(50);
    expect(answered?.metadata).toEqual(
      expect.arrayContaining([
        { key: 'parceiro', value: 'vivalavida' },
        { key: red.sku, value: String(red.productId) },
      ]),
    );
    expect(answered?.metadata).toHaveLength(2);
    const emptied = await call(CHECKOUT_SYNC, { checkoutId: checkout.checkoutId, products: [], metadata: [], removeMetadataKeys: [red.sku] });
    expect(emptied.data?.checkoutSync?.products).toEqual([]);
  });

  it('refuses more bottles than the stock, saying how many are left, and changes nothing', async () => {
    const scarce = await testWine({ stock: 2 });
    const checkout = await newCheckout([lineOf(scarce, 1)]);
    const refused = await call(CHECKOUT_SYNC, { checkoutId: checkout.checkoutId, products: [lineOf(scarce, 3)], metadata: [], removeMetadataKeys: [] });
    expect(refused.codes).toEqual([ERROR_CODES.insufficientStock]);
    expect(refused.errors[0]?.extensions).toMatchObject({ productVariantId: scarce.productVariantId, available: 2 });
    const lines = await testEnv.DB.prepare('SELECT quantity FROM checkout_products WHERE checkout_id = ?').bind(checkout.checkoutId).all();
    expect(lines.results).toEqual([{ quantity: 1 }]);
  });

  it("answers the access rules' codes: unknown, someone else's, completed", async () => {
    const wine = await testWine();
    const line = [lineOf(wine)];
    const unknown = await call(CHECKOUT_SYNC, { checkoutId: crypto.randomUUID(), products: line, metadata: [], removeMetadataKeys: [] });
    expect(unknown.codes).toEqual([ERROR_CODES.checkoutNotFound]);

    const owner = await registeredCustomer();
    const owned = await newCheckout(line);
    await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: owned.checkoutId, customerAccessToken: owner.token });
    const anonymous = await call(CHECKOUT_SYNC, { checkoutId: owned.checkoutId, products: [lineOf(wine, 2)], metadata: [], removeMetadataKeys: [] });
    expect(anonymous.codes).toEqual([ERROR_CODES.checkoutForbidden]);
    const byOwner = await call(CHECKOUT_SYNC, {
      checkoutId: owned.checkoutId,
      products: [lineOf(wine, 2)],
      metadata: [],
      removeMetadataKeys: [],
      customerAccessToken: owner.token,
    });
    expect(byOwner.errors).toEqual([]);
    expect(byOwner.data?.checkoutSync?.products?.[0]?.quantity).toBe(2);

    const finished = await newCheckout(line);
    await testEnv.DB.prepare('UPDATE checkouts SET completed = 1 WHERE id = ?').bind(finished.checkoutId).run();
    const completed = await call(CHECKOUT_SYNC, { checkoutId: finished.checkoutId, products: [lineOf(wine, 2)], metadata: [], removeMetadataKeys: [] });
    expect(completed.codes).toEqual([ERROR_CODES.checkoutCompleted]);
  });

  it('refuses more than 100 metadata entries before writing anything', async () => {
    const wine = await testWine();
    const checkout = await newCheckout([lineOf(wine)]);
    const metadata = Array.from({ length: 101 }, (_, index) => ({ key: `chave-${index}`, value: 'x' }));
    const refused = await call(CHECKOUT_SYNC, { checkoutId: checkout.checkoutId, products: [lineOf(wine, 2)], metadata, removeMetadataKeys: [] });
    expect(refused.codes).toEqual([ERROR_CODES.metadataInvalid]);
    const lines = await testEnv.DB.prepare('SELECT quantity FROM checkout_products WHERE checkout_id = ?').bind(checkout.checkoutId).all();
    expect(lines.results).toEqual([{ quantity: 1 }]);
  });

  it("makes a signed-in shopper's new cart theirs from the start", async () => {
    const customer = await registeredCustomer();
    const wine = await testWine();
    const made = await call(CHECKOUT_SYNC, {
      checkoutId: null,
      products: [lineOf(wine)],
      metadata: [],
      removeMetadataKeys: [],
      customerAccessToken: customer.token,
    });
    const checkoutId = made.data?.checkoutSync?.checkoutId ?? '';
    const row = await testEnv.DB.prepare('SELECT customer_id FROM checkouts WHERE id = ?').bind(checkoutId).first();
    expect(row).toEqual({ customer_id: customer.customerId });
    const anonymous = await call(CHECKOUT_SYNC, { checkoutId, products: [lineOf(wine, 2)], metadata: [], removeMetadataKeys: [] });
    expect(anonymous.codes).toEqual([ERROR_CODES.checkoutForbidden]);
  });

  it("adds a wine to a signed-in shopper's cart in at most 2 D1 round trips: who is asking, then one batch", async () => {
    const customer = await registeredCustomer();
    const first = await testWine();
    const second = await testWine();
    const checkout = await newCheckout([lineOf(first)]);
    await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: checkout.checkoutId, customerAccessToken: customer.token });
    const counting = countingD1(testEnv.DB);
    const added = await call(
      CHECKOUT_SYNC,
      {
        checkoutId: checkout.checkoutId,
        products: [lineOf(first), lineOf(second)],
        metadata: [
          { key: first.sku, value: String(first.productId) },
          { key: second.sku, value: String(second.productId) },
        ],
        removeMetadataKeys: [],
        customerAccessToken: customer.token,
      },
      { env: { DB: counting.db } },
    );
    expect(added.errors).toEqual([]);
    expect(added.data?.checkoutSync?.products).toHaveLength(2);
    expect(counting.roundTrips()).toBeLessThanOrEqual(2);
    expect(counting.roundTrips()).toBeGreaterThan(0);
  });
});
