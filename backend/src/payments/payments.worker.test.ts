import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CHECKOUT, CHECKOUT_ADD_PRODUCT } from '../../../src/contracts/graphql/index.ts';
import { PROVIDER_REQUEST_ID_HEADER } from '../../../src/contracts/payment-paths.ts';
import { registeredCustomer, verifyAge, verifyAgeByDocument } from '../../test/commerce/customers.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { getPage, payByPix, payForm, readyCart, selectDelivery, simulatePayment, simulationLinkOf, STAND_IN_ORIGIN } from '../../test/commerce/stand-in.ts';
import { stockOf } from '../../test/commerce/wines.ts';
import { postJson } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';
import { signNotification } from './mercadopago/signature.ts';
import { standInPayment, standInSettlePayment } from './mercadopago/stand-in-api.ts';
import { standInNotificationSecret } from './payment-config.ts';
import { refundExpiredAgeHolds } from './age-holds.ts';

/**
 * Payments through the provider's port, on the Mercado Pago stand-in (docs/payments.md): the Pix
 * page, the webhook's signature, replay and read-back rules, and what happens to the order and
 * the stock when payments race, come late, or come for another amount.
 */
async function notification(paymentId: string, options: { requestId?: string; ts?: number; secret?: string; body?: unknown } = {}) {
  const requestId = options.requestId ?? crypto.randomUUID();
  const secret = options.secret ?? (await standInNotificationSecret(testEnv));
  const signature = await signNotification(secret, paymentId, requestId, options.ts ?? Math.floor(Date.now() / 1000));
  const body = options.body ?? { action: 'payment.updated', type: 'payment', data: { id: paymentId } };
  return postJson(`/api/payments/webhook?data.id=${paymentId}&type=payment`, body, { 'x-signature': signature, [PROVIDER_REQUEST_ID_HEADER]: requestId });
}

async function orderOf(checkoutId: string) {
  return testEnv.DB.prepare('SELECT id, status, status_reason, total FROM orders WHERE checkout_id = ?')
    .bind(checkoutId)
    .first<{ id: number; status: string; status_reason: string | null; total: number }>();
}

function refundsOf(orderId: number) {
  return testEnv.DB.prepare('SELECT reason, status, amount_cents FROM refunds WHERE order_id = ? ORDER BY created_at').bind(orderId).all();
}

/** Starts a Pix for a ready cart and answers the stand-in's payment id (not yet paid). */
async function startedPix(options: Parameters<typeof readyCart>[0] = {}) {
  const cart = await readyCart(options);
  await selectDelivery(cart.checkoutId, cart.customer.token, 'Retirada');
  const started = await payForm(cart.checkoutId, { token: cart.customer.legacyToken, paymentMethodId: 'pix' });
  expect(started.status).toBe(303);
  await started.body?.cancel();
  const pixPage = await (await getPage(`/checkout/${cart.checkoutId}/pix`, cart.customer.legacyToken)).text();
  const paymentId = simulationLinkOf(pixPage).split('/').at(-1) ?? '';
  expect(paymentId).toMatch(/^\d+$/);
  return { ...cart, pixPage, paymentId };
}

async function situation(checkoutId: string, legacyToken: string): Promise<string> {
  const answer = await getPage(`/checkout/${checkoutId}/situacao`, legacyToken);
  return ((await answer.json()) as { status: string }).status;
}

describe('the Pix page', () => {
  it('shows the QR code, the copia-e-cola text with its copy button, the amount with the Pix discount and until when', async () => {
    const { checkoutId, customer, pixPage, wine } = await startedPix({ price: 100, quantity: 1 });
    const response = await getPage(`/checkout/${checkoutId}/pix`, customer.legacyToken);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain('img-src data:');
    expect(response.headers.get('cache-control')).toBe('no-store');
    await response.body?.cancel();
    expect(pixPage).toContain('<h1>Pague com Pix</h1>');
    // R$ 100,00 less 5 % (the shop's default Pix discount), picked up at the shop
    expect(pixPage).toContain('Total no Pix: <strong>R$ 95,00</strong> (com 5% de desconto)');
    expect(pixPage).toMatch(/<img src="data:image\/png;base64,iVBOR[A-Za-z0-9+/=]+" alt="QR Code do Pix de R\$ 95,00"/);
    expect(pixPage).toMatch(
      /<label for="pix-codigo">Pix Copia e Cola<\/label>\s*<textarea id="pix-codigo" readonly rows="4">000201[0-9A-Za-z .*@:/-]+6304[0-9A-F]{4}<\/textarea>/,
    );
    expect(pixPage).toContain('Copiar código');
    expect(pixPage).toMatch(/Este Pix vale até \d{2}:\d{2}/);
    expect(pixPage).toContain(`<script src="/checkout/pix.js" defer></script>`);
    expect(await situation(checkoutId, customer.legacyToken)).toBe('pending');
    // nothing is sold before the provider says so
    expect(await stockOf(wine.productVariantId)).toBe(10);
    expect((await orderOf(checkoutId))?.status).toBe('AWAITING_PAYMENT');
    const script = await getPage('/checkout/pix.js', customer.legacyToken);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    const code = await script.text();
    expect(code).toContain('navigator.clipboard.writeText');
    // the confirmation within 5 s of the provider's notification: the page asks every 2 s
    expect([...code.matchAll(/setTimeout\(ask, (\d+)\)/g)].map((match) => Number(match[1]))).toEqual([2000, 2000]);
  });

  it('shows the same Pix again on a second "Pagar", and a new one once the cart changed', async () => {
    const { checkoutId, customer, wine, paymentId } = await startedPix();
    const again = await payByPix(checkoutId, customer.legacyToken, {}, 'rejected');
    expect(simulationLinkOf(again.pixPage)).toBe(`/pagamento-simulado/${paymentId}`);
    // rejected by the bank: the order still waits, and the checkout can pay again
    expect((await orderOf(checkoutId))?.status).toBe('AWAITING_PAYMENT');
    await call(CHECKOUT_ADD_PRODUCT, {
      input: { id: checkoutId, products: [{ productVariantId: wine.productVariantId, quantity: 1 }] },
      customerAccessToken: customer.token,
    });
    const changed = await payByPix(checkoutId, customer.legacyToken);
    expect(simulationLinkOf(changed.pixPage)).not.toBe(`/pagamento-simulado/${paymentId}`);
    expect((await orderOf(checkoutId))?.status).toBe('PAID');
    expect(await stockOf(wine.productVariantId)).toBe(7);
  });

  it('asks the provider for a Pix that expires 30 minutes after it was created', async () => {
    const { paymentId } = await startedPix();
    const sent = (await standInPayment(testEnv.DB, paymentId))?.date_of_expiration ?? '';
    // Mercado Pago's format, in Brasília's time (-03:00)
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/);
    const attempt = await testEnv.DB.prepare('SELECT created_at, expires_at FROM payments WHERE provider_payment_id = ?')
      .bind(paymentId)
      .first<{ created_at: string; expires_at: string }>();
    expect(Date.parse(sent) - Date.parse(attempt?.created_at ?? '')).toBe(30 * 60_000);
    // the Pix page counts down to the same moment
    expect(attempt?.expires_at).toBe(new Date(Date.parse(sent)).toISOString());
  });

  it('learns of the approval through /situacao, and the confirmation follows', async () => {
    const { checkoutId, customer, paymentId } = await startedPix();
    const choices = async () =>
      [...(await (await getPage(`/pagamento-simulado/${paymentId}`)).text()).matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((match) => match[1]);
    expect(await choices()).toEqual(['Simular pagamento: aprovado', 'Simular pagamento: recusado', 'Simular pagamento: expirado']);
    const approved = await simulatePayment(`/pagamento-simulado/${paymentId}`, 'approved');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/checkout/${checkoutId}`);
    expect(await situation(checkoutId, customer.legacyToken)).toBe('paid');
    // once paid, the stand-in offers only the refund
    expect(await choices()).toEqual(['Simular pagamento: estornado']);
    const confirmation = await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text();
    expect(confirmation).toContain('Pedido confirmado');
    // the Pix page of a paid order goes to the confirmation
    const pix = await getPage(`/checkout/${checkoutId}/pix`, customer.legacyToken);
    expect(pix.status).toBe(303);
  });

  it('an expired Pix leaves the cart as it was, and says so', async () => {
    const { checkoutId, customer, wine } = await startedPix();
    await testEnv.DB.prepare("UPDATE payments SET expires_at = '2020-01-01T00:00:00.000Z' WHERE order_id = (SELECT id FROM orders WHERE checkout_id = ?)")
      .bind(checkoutId)
      .run();
    expect(await situation(checkoutId, customer.legacyToken)).toBe('expired');
    const page = await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text();
    expect(page).toContain('O Pix gerado expirou sem pagamento. Escolha a forma de pagamento e pague de novo.');
    expect(page).toContain('Tinto Reserva da Serra');
    const { data } = await call(CHECKOUT, { checkoutId, customerAccessToken: customer.token });
    expect(data?.checkout).toMatchObject({ completed: false, products: [{ quantity: 2 }] });
    expect(await stockOf(wine.productVariantId)).toBe(10);
  });

  it("answers /situacao only to the cart's own shopper", async () => {
    const { checkoutId } = await startedPix();
    const stranger = await registeredCustomer();
    expect((await getPage(`/checkout/${checkoutId}/situacao`, stranger.legacyToken)).status).toBe(404);
    expect((await getPage(`/checkout/${checkoutId}/situacao`)).status).toBe(401);
  });
});

describe('the payment webhook', () => {
  it('applies a correctly signed notification by reading the payment back, once', async () => {
    const { checkoutId, paymentId, wine } = await startedPix();
    await standInSettlePayment(testEnv.DB, paymentId, 'approved');
    const requestId = crypto.randomUUID();
    const first = await notification(paymentId, { requestId });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ applied: true });
    expect((await orderOf(checkoutId))?.status).toBe('PAID');
    // the same delivery again, and another delivery about the same payment: no effect
    const replay = await notification(paymentId, { requestId });
    expect(await replay.json()).toEqual({ applied: false });
    const second = await notification(paymentId);
    expect(await second.json()).toMatchObject({ applied: false, settlement: 'already_applied' });
    expect(await stockOf(wine.productVariantId)).toBe(8);
  });

  it('refuses a forged or stale signature with 401 and changes nothing', async () => {
    const { checkoutId, paymentId } = await startedPix();
    await standInSettlePayment(testEnv.DB, paymentId, 'approved');
    expect((await notification(paymentId, { secret: 'adivinhado' })).status).toBe(401);
    expect((await notification(paymentId, { ts: Math.floor(Date.now() / 1000) - 6 * 60 })).status).toBe(401);
    const unsigned = await postJson(`/api/payments/webhook?data.id=${paymentId}&type=payment`, { type: 'payment', data: { id: paymentId } });
    expect(unsigned.status).toBe(401);
    expect((await orderOf(checkoutId))?.status).toBe('AWAITING_PAYMENT');
  });

  it('never trusts the body: a notification claiming approval for a payment still pending changes nothing', async () => {
    const { checkoutId, paymentId } = await startedPix();
    const lying = await notification(paymentId, { body: { type: 'payment', action: 'payment.updated', data: { id: paymentId, status: 'approved' } } });
    expect(await lying.json()).toMatchObject({ applied: false, settlement: 'not_paid' });
    expect((await orderOf(checkoutId))?.status).toBe('AWAITING_PAYMENT');
  });

  it('ignores a notification for a payment we never created', async () => {
    const unknown = await notification('99999999999');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ applied: false });
  });

  it('refunds a payment of another amount and leaves the order awaiting', async () => {
    const { checkoutId, paymentId } = await startedPix();
    // the provider reports another amount than the order's (R$ 1,00 less)
    await testEnv.DB.prepare(
      "UPDATE payment_stand_in SET body = json_set(body, '$.transaction_amount', json_extract(body, '$.transaction_amount') - 1) WHERE id = ?",
    )
      .bind(paymentId)
      .run();
    await standInSettlePayment(testEnv.DB, paymentId, 'approved');
    const answer = await notification(paymentId);
    expect(await answer.json()).toMatchObject({ applied: false, settlement: 'refunded' });
    const order = await orderOf(checkoutId);
    expect(order?.status).toBe('AWAITING_PAYMENT');
    expect((await refundsOf(order?.id ?? 0)).results).toEqual([{ reason: 'amount_mismatch', status: 'approved', amount_cents: 12_231 }]);
  });
});

describe('a payment in another currency than reais', () => {
  it('pays nothing: the money goes back, once, the order keeps awaiting and the stock stays', async () => {
    const { checkoutId, paymentId, wine } = await startedPix();
    // the provider reports the order's very amount, in dollars
    await testEnv.DB.prepare("UPDATE payment_stand_in SET body = json_set(body, '$.currency_id', 'USD') WHERE id = ?").bind(paymentId).run();
    await standInSettlePayment(testEnv.DB, paymentId, 'approved');
    expect(await (await notification(paymentId)).json()).toMatchObject({ applied: false, settlement: 'refunded' });
    expect(await (await notification(paymentId)).json()).toMatchObject({ applied: false });
    const order = await orderOf(checkoutId);
    expect(order?.status).toBe('AWAITING_PAYMENT');
    expect((await refundsOf(order?.id ?? 0)).results).toEqual([{ reason: 'amount_mismatch', status: 'approved', amount_cents: 12_331 }]);
    expect(await stockOf(wine.productVariantId)).toBe(10);
  });
});

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
    const refused = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'credit-card' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Sua idade foi confirmada pelo CPF: pague com Pix');
  });

  it('sends the shopper to the provider’s page, and the order is paid when the provider says so', async () => {
    const { checkoutId, customer, wine } = await readyCart();
    await verifyAgeByDocument(customer);
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    const handOff = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'credit-card' });
    expect(handOff.status).toBe(200);
    const page = await handOff.text();
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
  });

  it('takes a card approved after one declined on the same page, and refunds a second payment of it', async () => {
    const { checkoutId, customer, wine } = await readyCart();
    await verifyAgeByDocument(customer);
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    const page = await (await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'credit-card' })).text();
    const path = new URL(/href="([^"]+)" rel="noreferrer">Ir para o pagamento/.exec(page)?.[1] ?? '').pathname;
    await (await simulatePayment(path, 'rejected')).body?.cancel();
    expect((await orderOf(checkoutId))?.status).toBe('AWAITING_PAYMENT');
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
