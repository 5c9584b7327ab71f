import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT, CHECKOUT_ADD_COUPON, CREATE_CHECKOUT } from '../../../src/contracts/graphql/index.ts';
import { registeredCustomer, verifyAge, verifyAgeByDocument } from '../../test/commerce/customers.ts';
import { call, raw } from '../../test/commerce/graphql-client.ts';
import { getPage, payByPix, payForm, readyCart, selectDelivery } from '../../test/commerce/stand-in.ts';
import { stockOf, testWine } from '../../test/commerce/wines.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * The stand-in's payment choice (docs/decisions.md "Pix price"): Pix or card, each with its total,
 * in a plain form; the order records the method and the total it charged. The cart: two bottles
 * of R$ 64,90 with VIVALAVIDA10 (R$ 116,82 after the coupon), free delivery in São Paulo; with
 * Pix at 5 %, R$ 5,84 less: R$ 110,98.
 */
async function setPixPercent(percent: number): Promise<void> {
  await testEnv.DB.prepare('UPDATE shop_settings SET pix_discount_percent = ? WHERE id = 1').bind(percent).run();
}

/** These shoppers' age is confirmed by CPF: the card's choice says what it needs (docs/age-verification.md). */
const CARD_NEEDS_DOCUMENT = ' (pede a idade confirmada por documento ou carteira digital)';

async function couponCart() {
  const cart = await readyCart();
  await call(CHECKOUT_ADD_COUPON, { checkoutId: cart.checkoutId, coupon: 'VIVALAVIDA10', customerAccessToken: cart.customer.token });
  await selectDelivery(cart.checkoutId, cart.customer.token, 'Entrega');
  return cart;
}

interface StoredOrder {
  total: number;
  coupon_discount: number;
  payment_method: string | null;
  pix_discount: number;
  pix_discount_percent: number;
}

function storedOrder(checkoutId: string): Promise<StoredOrder | null> {
  return testEnv.DB.prepare('SELECT total, coupon_discount, payment_method, pix_discount, pix_discount_percent FROM orders WHERE checkout_id = ?')
    .bind(checkoutId)
    .first<StoredOrder>();
}

/** Every radio button of the page's payment group, with its label's text. */
function paymentRadios(page: string): Array<{ value: string; checked: boolean; label: string }> {
  const fieldset = /<fieldset><legend>Forma de pagamento<\/legend>(.*?)<\/fieldset>/s.exec(page)?.[1] ?? '';
  return [...fieldset.matchAll(/<label><input type="radio" name="paymentMethodId" value="([^"]+)" required( checked)?> ([^<]*)<\/label>/g)].map((match) => ({
    value: match[1] ?? '',
    checked: Boolean(match[2]),
    label: match[3] ?? '',
  }));
}

afterEach(async () => {
  await setPixPercent(5);
});

describe('the checkout’s payment choice', () => {
  it('offers Pix and the card as labelled radio buttons, each with the total it would charge', async () => {
    const { customer, checkoutId } = await couponCart();
    const page = await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text();
    // nothing chosen yet: the shopper must pick one (required), the summary shows the card price
    expect(paymentRadios(page)).toEqual([
      { value: 'pix', checked: false, label: 'Pix, 5% de desconto. Total no Pix: R$ 110,98' },
      { value: 'credit-card', checked: false, label: `Cartão de crédito. Total: R$ 116,82${CARD_NEEDS_DOCUMENT}` },
    ]);
    expect(page).toMatch(/<form method="post" action="\/checkout\/[0-9a-f-]{36}\/pagar">[\s\S]*<fieldset><legend>Forma de pagamento<\/legend>[\s\S]*<\/form>/);
    expect(page).not.toContain('Desconto no Pix');
    expect(page).not.toContain('<script');
  });

  it('pays with Pix: the order records Pix, its discount and the total charged', async () => {
    const { customer, wine, checkoutId } = await couponCart();
    const { simulated } = await payByPix(checkoutId, customer.legacyToken);
    expect(simulated?.status).toBe(303);
    expect(await storedOrder(checkoutId)).toEqual({
      total: 110.98,
      coupon_discount: 12.98,
      payment_method: 'pix',
      pix_discount: 5.84,
      pix_discount_percent: 5,
    });
    expect(await stockOf(wine.productVariantId)).toBe(8);

    // the amounts are frozen: a later change of the percentage does not touch a paid order
    await setPixPercent(10);
    const { data } = await raw(
      `query Paid($checkoutId: String!, $customerAccessToken: String) { checkout(checkoutId: $checkoutId, customerAccessToken: $customerAccessToken) {
        completed couponDiscount discount totalDiscount total selectedPaymentMethod { paymentMethodId } orders { totalValue discountValue }
      } }`,
      { checkoutId, customerAccessToken: customer.token },
    );
    expect(data?.checkout).toEqual({
      completed: true,
      couponDiscount: 12.98,
      discount: 5.84,
      totalDiscount: 18.82,
      total: 110.98,
      selectedPaymentMethod: { paymentMethodId: 'pix' },
      orders: [{ totalValue: 110.98, discountValue: 18.82 }],
    });

    const confirmation = await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text();
    expect(confirmation).toContain('Pedido confirmado');
    expect(confirmation).toMatch(/Desconto no Pix<\/th><td class="num">-R\$ 5,84/);
    expect(confirmation).toMatch(/Total<\/th><td class="num">R\$ 110,98/);
    expect(confirmation).toContain('Forma de pagamento: Pix');
    const account = await (await getPage('/conta', customer.legacyToken)).text();
    expect(account).toMatch(/Desconto no Pix \(5%\)<\/th><td class="num">-R\$ 5,84/);
    expect(account).toMatch(/Forma de pagamento<\/th><td class="num">Pix</);
  });

  it('pays the card price with the card, even after Pix was chosen before', async () => {
    const { customer, checkoutId } = await couponCart();
    // a card needs the age confirmed by document or wallet (level A): docs/payments.md
    await verifyAgeByDocument(customer);
    // an earlier choice shows checked, and the summary follows it
    await raw(
      'mutation Pix($checkoutId: Uuid!, $t: String) { checkoutSelectPaymentMethod(checkoutId: $checkoutId, paymentMethodId: "pix", customerAccessToken: $t) { total } }',
      { checkoutId, t: customer.token },
    );
    const page = await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text();
    expect(paymentRadios(page).map((radio) => [radio.value, radio.checked])).toEqual([
      ['pix', true],
      ['credit-card', false],
    ]);
    expect(page).toMatch(/Desconto no Pix<\/th><td class="num">-R\$ 5,84/);

    expect((await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'credit-card' })).status).toBe(303);
    expect(await storedOrder(checkoutId)).toEqual({
      total: 116.82,
      coupon_discount: 12.98,
      payment_method: 'credit-card',
      pix_discount: 0,
      pix_discount_percent: 0,
    });
    const { data } = await call(CHECKOUT, { checkoutId, customerAccessToken: customer.token });
    expect(data?.checkout?.orders?.[0]?.totalValue).toBe(116.82);
  });

  it('records a payment posted without a choice as the card, at the card price', async () => {
    const { customer, checkoutId } = await couponCart();
    await verifyAgeByDocument(customer);
    expect((await payForm(checkoutId, { token: customer.legacyToken })).status).toBe(303);
    expect(await storedOrder(checkoutId)).toMatchObject({ total: 116.82, payment_method: 'credit-card', pix_discount: 0 });
  });

  it('refuses a method it does not offer, says why and pays nothing', async () => {
    const { customer, wine, checkoutId } = await couponCart();
    const refused = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'boleto' });
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain('<p class="notice" role="alert" tabindex="-1" autofocus>Forma de pagamento inválida: escolha Pix ou Cartão de crédito.</p>');
    expect(paymentRadios(page)).toHaveLength(2);
    expect(await storedOrder(checkoutId)).toBeNull();
    expect(await stockOf(wine.productVariantId)).toBe(10);
  });

  it('says the Pix total leaves the delivery out while the delivery is still to be chosen', async () => {
    const customer = await registeredCustomer();
    await verifyAge(customer);
    const wine = await testWine({ price: 40 });
    const created = await call(CREATE_CHECKOUT, { products: [{ productVariantId: wine.productVariantId, quantity: 1 }] });
    const checkoutId = created.data?.createCheckout?.checkoutId ?? '';
    const page = await (await getPage(`/checkout/${checkoutId}?cep=40010000`, customer.legacyToken)).text();
    expect(paymentRadios(page).map((radio) => radio.label)).toEqual([
      'Pix, 5% de desconto. Total no Pix: R$ 38,00 mais a entrega',
      `Cartão de crédito. Total: R$ 40,00 mais a entrega${CARD_NEEDS_DOCUMENT}`,
    ]);
    // the delivery and the method in one post: the Nordeste delivery is charged in full
    const quote = /value="([0-9a-f-]{36})" required[^>]*> Entrega Padrão/.exec(page)?.[1] ?? '';
    expect((await payByPix(checkoutId, customer.legacyToken, { shippingQuoteId: quote })).simulated?.status).toBe(303);
    expect(await storedOrder(checkoutId)).toMatchObject({ total: 72.9, payment_method: 'pix', pix_discount: 2 });
  });

  it('shows no Pix discount when the shop gives none (0 %)', async () => {
    await setPixPercent(0);
    const { customer, checkoutId } = await couponCart();
    const page = await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text();
    expect(paymentRadios(page).map((radio) => radio.label)).toEqual(['Pix. Total: R$ 116,82', `Cartão de crédito. Total: R$ 116,82${CARD_NEEDS_DOCUMENT}`]);
    expect(page).not.toContain('Total no Pix');
    await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'pix' });
    expect(await storedOrder(checkoutId)).toMatchObject({ total: 116.82, payment_method: 'pix', pix_discount: 0, pix_discount_percent: 0 });
  });
});
