import { describe, expect, it } from 'vitest';
import { CHECKOUT, CHECKOUT_ADD_PRODUCT } from '../../../src/contracts/graphql/index.ts';
import { registeredCustomer } from '../../test/commerce/customers.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { getPage, payByPix, simulatePayment, simulationLinkOf } from '../../test/commerce/stand-in.ts';
import { stockOf } from '../../test/commerce/wines.ts';
import { postJson } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';
import { standInPayment, standInSettlePayment } from './mercadopago/stand-in-api.ts';
import { notification, orderOf, refundsOf, situation, startedPix } from '../../test/commerce/payments.ts';

/**
 * Payments through the provider's port, on the Mercado Pago stand-in (docs/payments.md): the Pix
 * page, the webhook's signature, replay and read-back rules, and a payment in another currency.
 * Races for the stock, late payments, cards and age holds are payments-settlement.worker.test.ts's.
 */
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
