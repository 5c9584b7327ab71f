import { describe, expect, it } from 'vitest';
import {
  CHECKOUT,
  CHECKOUT_ADD_COUPON,
  CHECKOUT_CUSTOMER_ASSOCIATE,
  CHECKOUT_REMOVE_COUPON,
  CHECKOUT_REMOVE_PRODUCT,
  ERROR_CODES,
} from '../../../src/contracts/graphql/index.ts';
import { cartWorth, lineOf } from '../../test/commerce/checkouts.ts';
import { registeredCustomer } from '../../test/commerce/customers.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { testEnv } from '../../test/test-env.ts';

describe('checkoutAddCoupon', () => {
  it('applies VIVALAVIDA10: 10% off a products subtotal of R$ 100,00 or more', async () => {
    const { checkout } = await cartWorth(62.45, 2);
    const { status, data, errors } = await call(CHECKOUT_ADD_COUPON, { checkoutId: checkout.checkoutId, coupon: ' vivalavida10 ' });
    expect(status).toBe(200);
    expect(errors).toEqual([]);
    expect(data?.checkoutAddCoupon).toMatchObject({ coupon: 'VIVALAVIDA10', subtotal: 124.9, couponDiscount: 12.49, total: 112.41 });
  });

  it('refuses VIVALAVIDA10 below the minimum with CKT105, naming the minimum', async () => {
    const { checkout } = await cartWorth(99.99);
    const { codes, errors, data } = await call(CHECKOUT_ADD_COUPON, { checkoutId: checkout.checkoutId, coupon: 'VIVALAVIDA10' });
    expect(codes).toEqual([ERROR_CODES.couponNotApplicable]);
    expect(errors[0]?.message).toContain('R$ 100,00');
    expect(data?.checkoutAddCoupon).toBeNull();
    const read = await call(CHECKOUT, { checkoutId: checkout.checkoutId });
    expect(read.data?.checkout?.coupon).toBeNull();
  });

  it.each([
    ['an unknown code', 'NAOEXISTE'],
    ['an expired code', 'BEMVINDO2023'],
    ['an inactive code', 'NATAL15'],
    ['an empty code', '  '],
  ])('refuses %s with CKT104 (no crash, HTTP 200)', async (_label, coupon) => {
    const { checkout } = await cartWorth(150);
    const { status, codes } = await call(CHECKOUT_ADD_COUPON, { checkoutId: checkout.checkoutId, coupon });
    expect(status).toBe(200);
    expect(codes).toEqual([ERROR_CODES.couponInvalid]);
  });

  it('answers an inactive code exactly as an unknown one (nobody learns which codes exist)', async () => {
    const { checkout } = await cartWorth(150);
    const unknown = await call(CHECKOUT_ADD_COUPON, { checkoutId: checkout.checkoutId, coupon: 'NAOEXISTE' });
    const inactive = await call(CHECKOUT_ADD_COUPON, { checkoutId: checkout.checkoutId, coupon: 'NATAL15' });
    expect(inactive.errors.map(({ message, extensions }) => ({ message, extensions }))).toEqual(
      unknown.errors.map(({ message, extensions }) => ({ message, extensions })),
    );
  });

  it('keeps the coupon but stops discounting when the cart drops below the minimum, and discounts again above it', async () => {
    const { checkout, wine } = await cartWorth(60, 2);
    await call(CHECKOUT_ADD_COUPON, { checkoutId: checkout.checkoutId, coupon: 'VIVALAVIDA10' });
    const lowered = await call(CHECKOUT_REMOVE_PRODUCT, { input: { id: checkout.checkoutId, products: [lineOf(wine)] } });
    expect(lowered.data?.checkoutRemoveProduct).toMatchObject({ coupon: 'VIVALAVIDA10', subtotal: 60, couponDiscount: 0, total: 60 });
  });

  it('removes the coupon', async () => {
    const { checkout } = await cartWorth(200);
    await call(CHECKOUT_ADD_COUPON, { checkoutId: checkout.checkoutId, coupon: 'VIVALAVIDA10' });
    const { data, errors } = await call(CHECKOUT_REMOVE_COUPON, { checkoutId: checkout.checkoutId });
    expect(errors).toEqual([]);
    expect(data?.checkoutRemoveCoupon).toMatchObject({ coupon: null, couponDiscount: 0, total: 200 });
  });

  it('gives PRIMEIRACOMPRA (R$ 20,00) to a customer without orders, never more than the subtotal', async () => {
    const customer = await registeredCustomer();
    const { checkout } = await cartWorth(45);
    await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: checkout.checkoutId, customerAccessToken: customer.token });
    const { data, errors } = await call(CHECKOUT_ADD_COUPON, {
      checkoutId: checkout.checkoutId,
      coupon: 'PRIMEIRACOMPRA',
      customerAccessToken: customer.token,
    });
    expect(errors).toEqual([]);
    expect(data?.checkoutAddCoupon).toMatchObject({ couponDiscount: 20, total: 25 });
    const cheap = await cartWorth(12.5);
    const capped = await call(CHECKOUT_ADD_COUPON, { checkoutId: cheap.checkout.checkoutId, coupon: 'PRIMEIRACOMPRA' });
    expect(capped.data?.checkoutAddCoupon).toMatchObject({ couponDiscount: 12.5, total: 0 });
  });

  it('refuses PRIMEIRACOMPRA with CKT105 to a customer who has bought before', async () => {
    const customer = await registeredCustomer();
    const past = await cartWorth(30);
    await testEnv.DB.prepare(
      `INSERT INTO orders (checkout_id, customer_id, subtotal, total, shipping_name, shipping_type, shipping_deadline, created_at)
       VALUES (?, ?, 30, 30, 'Retirada na loja', 'Retirada', 1, ?)`,
    )
      .bind(past.checkout.checkoutId, customer.customerId, new Date().toISOString())
      .run();
    const { checkout } = await cartWorth(80);
    const { codes } = await call(CHECKOUT_ADD_COUPON, { checkoutId: checkout.checkoutId, coupon: 'PRIMEIRACOMPRA', customerAccessToken: customer.token });
    expect(codes).toEqual([ERROR_CODES.couponNotApplicable]);
  });
});
