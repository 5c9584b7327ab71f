import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_ADD_PRODUCT } from '../../../src/contracts/graphql/index.ts';
import { registeredCustomer, verifyAge, verifyAgeByDocument } from '../../test/commerce/customers.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { getPage, payByPix, payForm, readyCart, selectDelivery, simulatePayment, simulationLinkOf, STAND_IN_ORIGIN } from '../../test/commerce/stand-in.ts';
import { stockOf } from '../../test/commerce/wines.ts';
import { testEnv } from '../../test/test-env.ts';
import { standInSettlePayment } from './mercadopago/stand-in-api.ts';
import { refundExpiredAgeHolds } from './age-holds.ts';
import { notification, orderOf, refundsOf, situation, startedPix } from '../../test/commerce/payments.ts';

/**
 * What happens to the order and the stock when payments race, come late or for another amount
 * than the order's, by card on the provider's page, and when the age stood on the CPF alone
 * (docs/payments.md, docs/age-verification.md), on the Mercado Pago stand-in.
 */
describe('payments racing for the stock', () => {
  it('sells the last bottle once: the other payment is refunded, once, and its cart stays', async () => {
    const first = await startedPix({ quantity: 1, stock: 1 });
    // a second shopper's cart with the same last bottle
    const secondCustomer = await registeredCustomer();
    await verifyAge(secondCustomer);
    const { CREATE_CHECKOUT, CHECKOUT_CUSTOMER_ASSOCIATE } = await import('../../../src/contracts/graphql/index.ts');
    const created = await call(CREATE_CHECKOUT, { products: [{ productVariantId: first.wine.productVariantId, quantity: 1 }] });
    const secondCheckout = created.data?.createCheckout?.checkoutId ?? '';
    await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: secondCheckout, customerAccessToken: secondCustomer.token });
    await selectDelivery(secondCheckout, secondCustomer.token, 'Retirada');
    const started = await payForm(secondCheckout, { token: secondCustomer.legacyToken, paymentMethodId: 'pix' });
    await started.body?.cancel();
    const secondPage = await (await getPage(`/checkout/${secondCheckout}/pix`, secondCustomer.legacyToken)).text();
    const secondPayment = simulationLinkOf(secondPage).split('/').at(-1) ?? '';

    await Promise.all([standInSettlePayment(testEnv.DB, first.paymentId, 'approved'), standInSettlePayment(testEnv.DB, secondPayment, 'approved')]);
    // each notification delivered twice, all at once
    const answers = await Promise.all([first.paymentId, secondPayment, first.paymentId, secondPayment].map((id) => notification(id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await Promise.all(answers.map((answer) => answer.body?.cancel()));

    expect(await stockOf(first.wine.productVariantId)).toBe(0);
    const orders = [await orderOf(first.checkoutId), await orderOf(secondCheckout)];
    expect(orders.map((order) => order?.status).sort()).toEqual(['AWAITING_PAYMENT', 'PAID']);
    const loser = orders.find((order) => order?.status === 'AWAITING_PAYMENT');
    expect(loser?.status_reason).toBe('out_of_stock');
    expect((await refundsOf(loser?.id ?? 0)).results).toEqual([{ reason: 'out_of_stock', status: 'approved', amount_cents: 6165 }]);
    // the shopper who lost the bottle is told why, with the cart as it was
    const [loserCheckout, loserToken] =
      loser?.id === orders[0]?.id ? [first.checkoutId, first.customer.legacyToken] : [secondCheckout, secondCustomer.legacyToken];
    const page = await (await getPage(`/checkout/${loserCheckout}`, loserToken)).text();
    expect(page).toContain('Um dos vinhos acabou enquanto você pagava: o valor pago foi estornado. Ajuste o carrinho e pague de novo.');
  });

  it('refunds an older Pix paid after a newer one paid the order', async () => {
    const { checkoutId, customer, wine, paymentId: older } = await startedPix();
    await call(CHECKOUT_ADD_PRODUCT, {
      input: { id: checkoutId, products: [{ productVariantId: wine.productVariantId, quantity: 1 }] },
      customerAccessToken: customer.token,
    });
    const newer = await payByPix(checkoutId, customer.legacyToken);
    expect(newer.simulated?.status).toBe(303);
    // the older Pix was cancelled at the provider when the newer one started; as if that cancel never arrived:
    await testEnv.DB.prepare("UPDATE payment_stand_in SET body = json_set(body, '$.status', 'pending') WHERE id = ?").bind(older).run();
    await standInSettlePayment(testEnv.DB, older, 'approved');
    expect(await (await notification(older)).json()).toMatchObject({ settlement: 'refunded' });
    const order = await orderOf(checkoutId);
    expect(order?.status).toBe('PAID');
    expect((await refundsOf(order?.id ?? 0)).results).toEqual([{ reason: 'superseded', status: 'approved', amount_cents: 12_331 }]);
    expect(await stockOf(wine.productVariantId)).toBe(7);
  });
});

describe('a payment for another order than the one frozen now', () => {
  it('refunds a Pix whose order changed its amount between the read and the payment, and leaves the order awaiting', async () => {
    const { checkoutId, paymentId, wine } = await startedPix();
    // as if the cart were frozen again with another amount while the notification was being read
    await testEnv.DB.prepare('UPDATE orders SET total = total + 10 WHERE checkout_id = ?').bind(checkoutId).run();
    await standInSettlePayment(testEnv.DB, paymentId, 'approved');
    expect(await (await notification(paymentId)).json()).toMatchObject({ applied: false, settlement: 'refunded' });
    expect((await orderOf(checkoutId))?.status).toBe('AWAITING_PAYMENT');
    expect(await stockOf(wine.productVariantId)).toBe(10);
  });

  it('keeps the order and the Pix it awaits as they were when another method is refused (age by CPF, card chosen)', async () => {
    const { checkoutId, customer, wine, paymentId } = await startedPix({ quantity: 1 });
    const before = await orderOf(checkoutId);
    await call(CHECKOUT_ADD_PRODUCT, {
      input: { id: checkoutId, products: [{ productVariantId: wine.productVariantId, quantity: 5 }] },
      customerAccessToken: customer.token,
    });
    const refused = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'credit-card' });
    expect(refused.status).toBe(409);
    await refused.body?.cancel();
    // the Pix asked for one bottle pays one bottle, not the six now in the cart
    expect(await orderOf(checkoutId)).toEqual(before);
    await standInSettlePayment(testEnv.DB, paymentId, 'approved');
    await (await notification(paymentId)).body?.cancel();
    expect((await orderOf(checkoutId))?.status).toBe('PAID');
    expect(await stockOf(wine.productVariantId)).toBe(9);
  });
});

describe('paying by card on the provider’s page', () => {
  it('needs the age confirmed by document or wallet (level A): confirmed by CPF only, the card is refused', async () => {
    const { checkoutId, customer } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    // said at the card's choice, before "Pagar"
    const choosing = await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text();
    expect(choosing).toMatch(/Cartão de crédito\. Total: R\$ [\d.,]+ \(pede a idade confirmada por documento ou carteira digital\)/);
    expect(choosing).toContain('<a href="/verificar-idade?redirectUrl=/auth/checkout">Confirmar com documento ou carteira digital</a>');
    const refused = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'credit-card' });
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain('Sua idade foi confirmada pelo CPF: pague com Pix');
    // where to raise the standing for a card, and back to the checkout after
    expect(page).toContain('<a href="/verificar-idade?redirectUrl=/auth/checkout">Confirmar com documento ou carteira digital</a>');
  });

  it('sends the shopper to the provider’s page, and the order is paid when the provider says so', async () => {
    const { checkoutId, customer, wine } = await readyCart();
    await verifyAgeByDocument(customer);
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    expect(await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text()).not.toContain('pede a idade confirmada');
    const handOff = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'credit-card' });
    // Post/Redirect/Get: the card's step has an address of its own, which a reload, Back or Forward shows again
    expect(handOff.status).toBe(303);
    expect(handOff.headers.get('location')).toBe(`/checkout/${checkoutId}/cartao`);
    const page = await (await getPage(`/checkout/${checkoutId}/cartao`, customer.legacyToken)).text();
    expect(await (await getPage(`/checkout/${checkoutId}/cartao`, customer.legacyToken)).text()).toBe(page);
    // the order and what the provider will charge, before leaving for it
    expect(page).toMatch(/<p>Pedido nº \d+: <strong>R\$ 129,80<\/strong> no cartão\.<\/p>/);
    // the form's own address opened again: the checkout page
    const reopened = await getPage(`/checkout/${checkoutId}/pagar`, customer.legacyToken);
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get('location')).toBe(`/checkout/${checkoutId}`);
    const link = /<a class="button" href="([^"]+)" rel="noreferrer">Ir para o pagamento<\/a>/.exec(page)?.[1] ?? '';
    expect(link).toMatch(/^https:\/\/loja\.test\/pagamento-simulado\/preferencia\/[\w-]+$/);
    const providerPage = await (await SELF.fetch(link.replace('https://loja.test', STAND_IN_ORIGIN))).text();
    expect(providerPage).toContain('Simular pagamento: cartão aprovado');
    const back = await simulatePayment(new URL(link).pathname, 'approved');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(new RegExp(`^/checkout/${checkoutId}\\?payment_id=\\d+&status=approved$`));
    const confirmation = await (await getPage(back.headers.get('location') ?? '', customer.legacyToken)).text();
    expect(confirmation).toContain('Pedido confirmado');
    expect((await orderOf(checkoutId))?.status).toBe('PAID');
    expect(await stockOf(wine.productVariantId)).toBe(8);
    // paid: the card's step is over, its address leads to the checkout page
    const over = await getPage(`/checkout/${checkoutId}/cartao`, customer.legacyToken);
    expect(over.status).toBe(303);
    expect(over.headers.get('location')).toBe(`/checkout/${checkoutId}`);
  });

  it('takes a card approved after one declined on the same page, and refunds a second payment of it', async () => {
    const { checkoutId, customer, wine } = await readyCart();
    await verifyAgeByDocument(customer);
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    await (await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'credit-card' })).body?.cancel();
    const page = await (await getPage(`/checkout/${checkoutId}/cartao`, customer.legacyToken)).text();
    const path = new URL(/href="([^"]+)" rel="noreferrer">Ir para o pagamento/.exec(page)?.[1] ?? '').pathname;
    const declined = await simulatePayment(path, 'rejected');
    await declined.body?.cancel();
    expect((await orderOf(checkoutId))?.status).toBe('AWAITING_PAYMENT');
    // back on the shop: told the card was declined, not to wait for it
    const told = await (await getPage(declined.headers.get('location') ?? '', customer.legacyToken)).text();
    expect(told).toContain('O cartão foi recusado. Tente outro cartão ou escolha o Pix.');
    expect(told).not.toContain('Estamos aguardando a confirmação do pagamento');
    await (await simulatePayment(path, 'approved')).body?.cancel();
    const order = await orderOf(checkoutId);
    expect(order?.status).toBe('PAID');
    // paid twice on the provider's page: the second goes back
    await (await simulatePayment(path, 'approved')).body?.cancel();
    expect((await refundsOf(order?.id ?? 0)).results).toEqual([{ reason: 'superseded', status: 'approved', amount_cents: 12_980 }]);
    expect(await stockOf(wine.productVariantId)).toBe(8);
  });
});

describe('a Pix from another CPF when the age stood on the CPF alone (level B)', () => {
  /** The provider reports the Pix as paid from someone else's CPF. */
  async function paidFromAnotherCpf(paymentId: string) {
    await testEnv.DB.prepare("UPDATE payment_stand_in SET body = json_set(body, '$.payer.identification.number', '39053344705') WHERE id = ?")
      .bind(paymentId)
      .run();
    const approved = await simulatePayment(`/pagamento-simulado/${paymentId}`, 'approved');
    await approved.body?.cancel();
  }

  it('holds the order, says why on the order page, and releases it once the age is confirmed by document', async () => {
    const { checkoutId, customer, paymentId, wine } = await startedPix();
    await paidFromAnotherCpf(paymentId);
    expect((await orderOf(checkoutId))?.status).toBe('AWAITING_AGE');
    expect(await situation(checkoutId, customer.legacyToken)).toBe('held');
    const page = await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text();
    expect(page).toContain('<h1>Pedido aguardando confirmação de idade</h1>');
    expect(page).toContain('ele veio de um CPF diferente do da sua conta');
    // the bottles are set aside, never shipped: the owner has no move to make on it
    expect(await stockOf(wine.productVariantId)).toBe(8);
    const { adminGet } = await import('../../test/admin.ts');
    const order = (await (await adminGet(`/orders/${(await orderOf(checkoutId))?.id}`)).json()) as { next_statuses: string[] };
    expect(order.next_statuses).toEqual([]);

    await verifyAgeByDocument(customer);
    expect((await orderOf(checkoutId))?.status).toBe('PAID');
  });

  it('refunds a hold nobody confirmed within 48 hours, once, with the wines back in stock', async () => {
    const { checkoutId, paymentId, wine } = await startedPix();
    await paidFromAnotherCpf(paymentId);
    const order = await orderOf(checkoutId);
    const sent: string[] = [];
    // 47 hours: still held
    expect(await refundExpiredAgeHolds(testEnv, new Date(Date.now() + 47 * 3_600_000), (mail) => sent.push(mail.subject))).toBe(0);
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect(await refundExpiredAgeHolds(testEnv, later, (mail) => sent.push(mail.subject))).toBe(1);
    expect(await refundExpiredAgeHolds(testEnv, later, (mail) => sent.push(mail.subject))).toBe(0);
    expect((await orderOf(checkoutId))?.status).toBe('REFUNDED');
    expect((await refundsOf(order?.id ?? 0)).results).toEqual([{ reason: 'age_unconfirmed', status: 'approved', amount_cents: 12_331 }]);
    expect(await stockOf(wine.productVariantId)).toBe(10);
    expect(sent).toEqual([`Adega Sommelier: estorno do pedido nº ${order?.id}`]);
  });

  it('does not hold a Pix from another CPF when the age was confirmed by document (level A)', async () => {
    const { checkoutId, customer } = await readyCart();
    await verifyAgeByDocument(customer);
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    const started = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'pix' });
    await started.body?.cancel();
    const pixPage = await (await getPage(`/checkout/${checkoutId}/pix`, customer.legacyToken)).text();
    await paidFromAnotherCpf(simulationLinkOf(pixPage).split('/').at(-1) ?? '');
    expect((await orderOf(checkoutId))?.status).toBe('PAID');
  });
});
