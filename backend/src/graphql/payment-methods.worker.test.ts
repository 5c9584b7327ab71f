import { afterEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_ADD_COUPON,
  CHECKOUT_CUSTOMER_ASSOCIATE,
  CHECKOUT_SELECT_SHIPPING_QUOTE,
  CREATE_CHECKOUT,
  ERROR_CODES,
  SHIPPING_QUOTES,
} from '../../../src/contracts/graphql/index.ts';
import { registeredCustomer } from '../../test/commerce/customers.ts';
import { call, raw } from '../../test/commerce/graphql-client.ts';
import { testWine } from '../../test/commerce/wines.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * paymentMethods and checkoutSelectPaymentMethod (hosted signatures), and the Pix discount in the
 * checkout's totals (docs/decisions.md "Pix price"): 5 % by default, on the products after the
 * coupon, never on shipping.
 */
const TOTALS = 'checkoutId subtotal couponDiscount discount totalDiscount shippingFee total selectedPaymentMethod { id paymentMethodId }';

const PAYMENT_METHODS = `query PaymentMethods($checkoutId: Uuid!) { paymentMethods(checkoutId: $checkoutId) { id name imageUrl } }`;
const SELECT = `mutation Select($checkoutId: Uuid!, $paymentMethodId: ID!, $customerAccessToken: String) {
  checkoutSelectPaymentMethod(checkoutId: $checkoutId, paymentMethodId: $paymentMethodId, customerAccessToken: $customerAccessToken) { ${TOTALS} }
}`;
const READ = `query Read($checkoutId: String!, $customerAccessToken: String) { checkout(checkoutId: $checkoutId, customerAccessToken: $customerAccessToken) { ${TOTALS} } }`;

interface Totals {
  checkoutId: string;
  subtotal: number;
  couponDiscount: number;
  discount: number;
  totalDiscount: number;
  shippingFee: number;
  total: number;
  selectedPaymentMethod: { id: string; paymentMethodId: string } | null;
}

async function select(checkoutId: string, paymentMethodId: string, customerAccessToken?: string) {
  const answer = await raw(SELECT, { checkoutId, paymentMethodId, customerAccessToken });
  return { ...answer, checkout: answer.data?.checkoutSelectPaymentMethod as Totals | null | undefined };
}

async function read(checkoutId: string): Promise<Totals> {
  const answer = await raw(READ, { checkoutId });
  expect(answer.errors).toEqual([]);
  return answer.data?.checkout as Totals;
}

/** Two bottles of R$ 64,90 (R$ 129,80), delivered to Salvador (standard R$ 34,90, never free there). */
async function cart(options: { coupon?: string } = {}): Promise<string> {
  const wine = await testWine({ price: 64.9 });
  const created = await call(CREATE_CHECKOUT, { products: [{ productVariantId: wine.productVariantId, quantity: 2 }] });
  const checkoutId = created.data?.createCheckout?.checkoutId ?? '';
  if (options.coupon) expect((await call(CHECKOUT_ADD_COUPON, { checkoutId, coupon: options.coupon })).errors).toEqual([]);
  const quotes = await call(SHIPPING_QUOTES, { checkoutId, cep: '40010000' });
  const standard = quotes.data?.shippingQuotes?.find((quote) => quote?.name === 'Entrega Padrão');
  await call(CHECKOUT_SELECT_SHIPPING_QUOTE, { checkoutId, shippingQuoteId: standard?.shippingQuoteId ?? '' });
  return checkoutId;
}

async function setPixPercent(percent: number): Promise<void> {
  await testEnv.DB.prepare('UPDATE shop_settings SET pix_discount_percent = ? WHERE id = 1').bind(percent).run();
}

afterEach(async () => {
  await setPixPercent(5);
});

describe('paymentMethods', () => {
  it('offers Pix and the credit card for a checkout', async () => {
    const checkoutId = await cart();
    const { data, errors } = await raw(PAYMENT_METHODS, { checkoutId });
    expect(errors).toEqual([]);
    expect(data?.paymentMethods).toEqual([
      { id: 'pix', name: 'Pix', imageUrl: null },
      { id: 'credit-card', name: 'Cartão de crédito', imageUrl: null },
    ]);
  });

  it('answers CKT113 for an unknown checkout and BAD_REQUEST for a malformed id', async () => {
    expect((await raw(PAYMENT_METHODS, { checkoutId: crypto.randomUUID() })).codes).toEqual([ERROR_CODES.checkoutNotFound]);
    expect((await raw(PAYMENT_METHODS, { checkoutId: 'nao-e-uuid' })).codes).toEqual([ERROR_CODES.badRequest]);
  });
});

describe('checkoutSelectPaymentMethod', () => {
  it('prices a checkout without a choice as the card: no Pix discount', async () => {
    const checkout = await read(await cart());
    expect(checkout).toMatchObject({ subtotal: 129.8, discount: 0, totalDiscount: 0, shippingFee: 34.9, total: 164.7, selectedPaymentMethod: null });
  });

  it('takes 5 % off the products with Pix, never off shipping', async () => {
    const checkoutId = await cart();
    const { errors, checkout } = await select(checkoutId, 'pix');
    expect(errors).toEqual([]);
    // 5 % of R$ 129,80 = R$ 6,49; shipping R$ 34,90 stays whole
    expect(checkout).toMatchObject({ subtotal: 129.8, couponDiscount: 0, discount: 6.49, totalDiscount: 6.49, shippingFee: 34.9, total: 158.21 });
    expect(checkout?.selectedPaymentMethod).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), paymentMethodId: 'pix' });
    // the choice is kept: a later read answers the same
    expect(await read(checkoutId)).toEqual(checkout);
  });

  it('takes the Pix discount on what is left after the coupon', async () => {
    const { checkout } = await select(await cart({ coupon: 'VIVALAVIDA10' }), 'pix');
    // R$ 129,80 − R$ 12,98 = R$ 116,82; 5 % = R$ 5,841 → R$ 5,84
    expect(checkout).toMatchObject({ subtotal: 129.8, couponDiscount: 12.98, discount: 5.84, totalDiscount: 18.82, shippingFee: 34.9, total: 145.88 });
  });

  it('removes the discount when the shopper switches back to the card', async () => {
    const checkoutId = await cart({ coupon: 'VIVALAVIDA10' });
    const pix = await select(checkoutId, 'pix');
    const card = await select(checkoutId, 'credit-card');
    expect(card.errors).toEqual([]);
    expect(card.checkout).toMatchObject({ couponDiscount: 12.98, discount: 0, totalDiscount: 12.98, shippingFee: 34.9, total: 151.72 });
    expect(card.checkout?.selectedPaymentMethod?.paymentMethodId).toBe('credit-card');
    expect(card.checkout?.selectedPaymentMethod?.id).not.toBe(pix.checkout?.selectedPaymentMethod?.id);
  });

  it('refuses an id paymentMethods does not offer with PAY101 and keeps the earlier choice', async () => {
    const checkoutId = await cart();
    await select(checkoutId, 'pix');
    for (const unknown of ['boleto', 'PIX', '']) {
      const { codes, errors, checkout } = await select(checkoutId, unknown);
      expect(codes).toEqual([ERROR_CODES.paymentMethodInvalid]);
      expect(errors[0]?.message).toBe('Forma de pagamento inválida: escolha Pix ou Cartão de crédito.');
      expect(errors[0]?.extensions?.available).toEqual(['pix', 'credit-card']);
      expect(checkout).toBeNull();
    }
    expect((await read(checkoutId)).selectedPaymentMethod?.paymentMethodId).toBe('pix');
  });

  it('reads the shop’s percentage when it prices, so the owner’s change shows on the next read', async () => {
    const checkoutId = await cart();
    await select(checkoutId, 'pix');
    await setPixPercent(10);
    expect(await read(checkoutId)).toMatchObject({ discount: 12.98, total: 151.72 });
    await setPixPercent(0);
    expect(await read(checkoutId)).toMatchObject({ discount: 0, totalDiscount: 0, total: 164.7 });
  });

  it('needs the owner’s token on a customer’s cart, as every other change does', async () => {
    const customer = await registeredCustomer();
    const checkoutId = await cart();
    await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId, customerAccessToken: customer.token });
    expect((await select(checkoutId, 'pix')).codes).toEqual([ERROR_CODES.checkoutForbidden]);
    expect((await select(checkoutId, 'pix', customer.token)).checkout?.discount).toBe(6.49);
  });
});
