import { describe, expect, it } from 'vitest';
import {
  CHECKOUT,
  CHECKOUT_ADD_METADATA,
  CHECKOUT_ADD_PRODUCT,
  CHECKOUT_CUSTOMER_ASSOCIATE,
  CHECKOUT_REMOVE_METADATA,
  CHECKOUT_REMOVE_PRODUCT,
  CREATE_CHECKOUT,
  ERROR_CODES,
} from '../../../src/contracts/graphql/index.ts';
import { lineOf, newCheckout } from '../../test/commerce/checkouts.ts';
import { registeredCustomer } from '../../test/commerce/customers.ts';
import { call, raw } from '../../test/commerce/graphql-client.ts';
import { testWine } from '../../test/commerce/wines.ts';
import { testEnv } from '../../test/test-env.ts';
import { payByPix, readyCart, selectDelivery } from '../../test/commerce/stand-in.ts';

describe('createCheckout and checkout', () => {
  it('creates a checkout with its products and server-computed totals', async () => {
    const red = await testWine({ price: 59.9, listPrice: 79.9 });
    const white = await testWine({ price: 35.5 });
    const { status, data, errors } = await call(CREATE_CHECKOUT, {
      products: [lineOf(red, 2), lineOf(white)],
    });
    expect(status).toBe(200);
    expect(errors).toEqual([]);
    const checkout = data?.createCheckout;
    expect(checkout?.checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkout).toMatchObject({
      completed: false,
      coupon: null,
      couponDiscount: 0,
      subtotal: 155.3,
      shippingFee: 0,
      total: 155.3,
      cep: null,
      selectedShipping: null,
      orders: [],
    });
    expect(checkout?.url).toBe(`/checkout/${checkout?.checkoutId}`);
    expect(checkout?.products).toEqual([
      expect.objectContaining({
        productId: red.productId,
        productVariantId: red.productVariantId,
        name: red.name,
        sku: red.sku,
        quantity: 2,
        price: 59.9,
        listPrice: 79.9,
      }),
      expect.objectContaining({ productId: white.productId, productVariantId: white.productVariantId, quantity: 1, price: 35.5 }),
    ]);
    const read = await call(CHECKOUT, { checkoutId: checkout?.checkoutId ?? '' });
    expect(read.data?.checkout).toEqual(checkout);
  });

  it('creates an empty checkout when no products are given', async () => {
    const { data, errors } = await call(CREATE_CHECKOUT, { products: [] });
    expect(errors).toEqual([]);
    expect(data?.createCheckout).toMatchObject({ products: [], subtotal: 0, total: 0 });
  });

  it('merges repeated variants into one line', async () => {
    const wine = await testWine();
    const checkout = await newCheckout([lineOf(wine), lineOf(wine, 2)]);
    expect(checkout.products).toHaveLength(1);
    expect(checkout.products?.[0]?.quantity).toBe(3);
  });

  it('refuses an unknown product with CKT102 and creates nothing', async () => {
    const before = await testEnv.DB.prepare('SELECT count(*) AS n FROM checkouts').first<{ n: number }>();
    const { status, codes, data } = await call(CREATE_CHECKOUT, { products: [{ productVariantId: 123_456_789, quantity: 1 }] });
    expect(status).toBe(200);
    expect(codes).toEqual([ERROR_CODES.productNotFound]);
    expect(data?.createCheckout).toBeNull();
    const after = await testEnv.DB.prepare('SELECT count(*) AS n FROM checkouts').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('refuses more bottles than in stock with CKT106 and says how many there are', async () => {
    const wine = await testWine({ stock: 2 });
    const { codes, errors } = await call(CREATE_CHECKOUT, { products: [lineOf(wine, 3)] });
    expect(codes).toEqual([ERROR_CODES.insufficientStock]);
    expect(errors[0]?.extensions).toMatchObject({ productVariantId: wine.productVariantId, available: 2 });
  });

  it('refuses a wine out of stock and a quantity under one', async () => {
    const soldOut = await testWine({ stock: 0 });
    const wine = await testWine();
    expect((await call(CREATE_CHECKOUT, { products: [lineOf(soldOut)] })).codes).toEqual([ERROR_CODES.insufficientStock]);
    expect((await call(CREATE_CHECKOUT, { products: [lineOf(wine, 0)] })).codes).toEqual([ERROR_CODES.minimumQuantity]);
  });

  it('answers CKT113 for an unknown checkout and CKT103 for a malformed id', async () => {
    const unknown = await call(CHECKOUT, { checkoutId: crypto.randomUUID() });
    expect(unknown.status).toBe(200);
    expect(unknown.codes).toEqual([ERROR_CODES.checkoutNotFound]);
    expect(unknown.data?.checkout).toBeNull();
    expect((await call(CHECKOUT, { checkoutId: 'null' })).codes).toEqual([ERROR_CODES.checkoutGet]);
  });

  it('refuses a malformed Uuid in a mutation before any resolver runs', async () => {
    const wine = await testWine();
    const { codes } = await call(CHECKOUT_ADD_PRODUCT, { input: { id: 'abc', products: [lineOf(wine)] } });
    expect(codes).toEqual([ERROR_CODES.badRequest]);
  });
});

describe('checkoutAddProduct and checkoutRemoveProduct', () => {
  it('adds to an existing line and appends new lines', async () => {
    const first = await testWine({ price: 40 });
    const second = await testWine({ price: 25 });
    const checkout = await newCheckout([lineOf(first)]);
    const { data, errors } = await call(CHECKOUT_ADD_PRODUCT, {
      input: {
        id: checkout.checkoutId,
        products: [lineOf(first), lineOf(second, 2)],
      },
    });
    expect(errors).toEqual([]);
    const updated = data?.checkoutAddProduct;
    expect(updated?.products?.map((line) => [line?.productVariantId, line?.quantity])).toEqual([
      [first.productVariantId, 2],
      [second.productVariantId, 2],
    ]);
    expect(updated?.subtotal).toBe(130);
  });

  it('counts what the cart already holds against the stock', async () => {
    const wine = await testWine({ stock: 3 });
    const checkout = await newCheckout([lineOf(wine, 2)]);
    const over = await call(CHECKOUT_ADD_PRODUCT, { input: { id: checkout.checkoutId, products: [lineOf(wine, 2)] } });
    expect(over.codes).toEqual([ERROR_CODES.insufficientStock]);
    expect(over.errors[0]?.extensions?.available).toBe(3);
    const read = await call(CHECKOUT, { checkoutId: checkout.checkoutId });
    expect(read.data?.checkout?.products?.[0]?.quantity).toBe(2);
  });

  it('lowers a line by the quantity and drops it at zero', async () => {
    const first = await testWine({ price: 10 });
    const second = await testWine({ price: 20 });
    const checkout = await newCheckout([lineOf(first, 3), lineOf(second)]);
    const { data, errors } = await call(CHECKOUT_REMOVE_PRODUCT, {
      input: {
        id: checkout.checkoutId,
        products: [lineOf(first), lineOf(second)],
      },
    });
    expect(errors).toEqual([]);
    expect(data?.checkoutRemoveProduct?.products?.map((line) => [line?.productVariantId, line?.quantity])).toEqual([[first.productVariantId, 2]]);
    expect(data?.checkoutRemoveProduct?.total).toBe(20);
  });

  it('refuses to remove a product the cart does not hold with CKT108', async () => {
    const wine = await testWine();
    const other = await testWine();
    const checkout = await newCheckout([lineOf(wine)]);
    const { codes } = await call(CHECKOUT_REMOVE_PRODUCT, { input: { id: checkout.checkoutId, products: [lineOf(other)] } });
    expect(codes).toEqual([ERROR_CODES.productRemove]);
  });

  it('answers CKT113 when adding to an unknown checkout', async () => {
    const wine = await testWine();
    const { codes } = await call(CHECKOUT_ADD_PRODUCT, { input: { id: crypto.randomUUID(), products: [lineOf(wine)] } });
    expect(codes).toEqual([ERROR_CODES.checkoutNotFound]);
  });
});

describe('checkout metadata', () => {
  it('adds, replaces and removes metadata (spec §3 metaDataCheckout: key = sku)', async () => {
    const wine = await testWine();
    const checkout = await newCheckout([lineOf(wine)]);
    const added = await call(CHECKOUT_ADD_METADATA, {
      checkoutId: checkout.checkoutId,
      metadata: [
        { key: wine.sku, value: 'presente' },
        { key: 'origem', value: 'vivalavida' },
      ],
    });
    expect(added.errors).toEqual([]);
    expect(added.data?.checkoutAddMetadata?.metadata).toEqual([
      { key: wine.sku, value: 'presente' },
      { key: 'origem', value: 'vivalavida' },
    ]);
    const replaced = await call(CHECKOUT_ADD_METADATA, { checkoutId: checkout.checkoutId, metadata: [{ key: 'origem', value: 'home' }] });
    expect(replaced.data?.checkoutAddMetadata?.metadata).toContainEqual({ key: 'origem', value: 'home' });
    const removed = await call(CHECKOUT_REMOVE_METADATA, { checkoutId: checkout.checkoutId, keys: [wine.sku, 'desconhecida'] });
    expect(removed.errors).toEqual([]);
    expect(removed.data?.checkoutRemoveMetadata?.metadata).toEqual([{ key: 'origem', value: 'home' }]);
  });

  it('refuses metadata without a key with CKT109', async () => {
    const checkout = await newCheckout([]);
    const { codes } = await call(CHECKOUT_ADD_METADATA, { checkoutId: checkout.checkoutId, metadata: [{ key: '', value: 'x' }] });
    expect(codes).toEqual([ERROR_CODES.metadataInvalid]);
  });
});

describe('checkoutCustomerAssociate and ownership', () => {
  it('links the cart to the customer, who then needs the token to read or change it', async () => {
    const wine = await testWine();
    const customer = await registeredCustomer();
    const checkout = await newCheckout([lineOf(wine)]);
    const linked = await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: checkout.checkoutId, customerAccessToken: customer.token });
    expect(linked.errors).toEqual([]);
    const owner = await raw('query ($id: String!, $t: String) { checkout(checkoutId: $id, customerAccessToken: $t) { customer { customerId email } } }', {
      id: checkout.checkoutId,
      t: customer.token,
    });
    expect(owner.data).toEqual({ checkout: { customer: { customerId: customer.customerId, email: customer.email } } });
    // a cart id left in a browser after logout opens nothing
    const anonymous = await call(CHECKOUT, { checkoutId: checkout.checkoutId });
    expect(anonymous.codes).toEqual([ERROR_CODES.checkoutForbidden]);
    const add = await call(CHECKOUT_ADD_PRODUCT, { input: { id: checkout.checkoutId, products: [lineOf(wine)] } });
    expect(add.codes).toEqual([ERROR_CODES.checkoutForbidden]);
    const withToken = await call(CHECKOUT_ADD_PRODUCT, {
      input: { id: checkout.checkoutId, products: [lineOf(wine)] },
      customerAccessToken: customer.token,
    });
    expect(withToken.data?.checkoutAddProduct?.products?.[0]?.quantity).toBe(2);
  });

  it('is idempotent for the owner and refuses another customer with CKT111', async () => {
    const owner = await registeredCustomer();
    const stranger = await registeredCustomer();
    const checkout = await newCheckout([]);
    await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: checkout.checkoutId, customerAccessToken: owner.token });
    const again = await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: checkout.checkoutId, customerAccessToken: owner.token });
    expect(again.errors).toEqual([]);
    const taken = await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: checkout.checkoutId, customerAccessToken: stranger.token });
    expect(taken.codes).toEqual([ERROR_CODES.checkoutHasCustomer]);
  });

  it('refuses an expired token with TKN101', async () => {
    const customer = await registeredCustomer();
    await testEnv.DB.prepare("UPDATE customer_access_tokens SET expires_at = '2001-01-01T00:00:00.000Z' WHERE customer_id = ?").bind(customer.customerId).run();
    const checkout = await newCheckout([]);
    const { codes } = await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: checkout.checkoutId, customerAccessToken: customer.token });
    expect(codes).toEqual([ERROR_CODES.tokenInvalid]);
    const read = await call(CHECKOUT, { checkoutId: checkout.checkoutId, customerAccessToken: customer.token });
    expect(read.codes).toEqual([ERROR_CODES.tokenInvalid]);
  });

  it('refuses every change to a completed checkout with CKT117, and still answers it', async () => {
    const wine = await testWine();
    const checkout = await newCheckout([lineOf(wine)]);
    await testEnv.DB.prepare('UPDATE checkouts SET completed = 1 WHERE id = ?').bind(checkout.checkoutId).run();
    const add = await call(CHECKOUT_ADD_PRODUCT, { input: { id: checkout.checkoutId, products: [lineOf(wine)] } });
    const metadata = await call(CHECKOUT_ADD_METADATA, { checkoutId: checkout.checkoutId, metadata: [{ key: 'a', value: 'b' }] });
    const customer = await registeredCustomer();
    const associate = await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: checkout.checkoutId, customerAccessToken: customer.token });
    for (const answer of [add, metadata, associate]) expect(answer.codes).toEqual([ERROR_CODES.checkoutCompleted]);
    const read = await call(CHECKOUT, { checkoutId: checkout.checkoutId });
    expect(read.data?.checkout?.completed).toBe(true);
  });

  it('answers a paid cart whatever became of its order since, each status in the hosted enum', async () => {
    const { customer, checkoutId } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    expect((await payByPix(checkoutId, customer.legacyToken)).simulated?.status).toBe(303);
    const hosted: Record<string, string> = {
      PAID: 'PAID',
      AWAITING_AGE: 'APPROVED_ANALYSIS',
      SEPARATING: 'SEPARATED',
      SHIPPED: 'SENT',
      DELIVERED: 'DELIVERED',
      REFUNDED: 'RETURNED',
    };
    for (const [own, answered] of Object.entries(hosted)) {
      await testEnv.DB.prepare('UPDATE orders SET status = ? WHERE checkout_id = ?').bind(own, checkoutId).run();
      const read = await call(CHECKOUT, { checkoutId, customerAccessToken: customer.token });
      expect(read.errors).toEqual([]);
      expect(read.data?.checkout).toMatchObject({ completed: true, orders: [expect.objectContaining({ orderStatus: answered })] });
    }
  });
});
