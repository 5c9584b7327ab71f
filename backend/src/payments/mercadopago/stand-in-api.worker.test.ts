import { decode as decodePng } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { fromBase64 } from '../../commerce/crypto.ts';
import { testEnv } from '../../../test/test-env.ts';
import { PaymentProviderError, type PixRequest } from '../port.ts';
import { crc16 } from './br-code.ts';
import { mercadoPagoGateway } from './mercadopago.ts';
import { mpPaymentSchema, mpPreferenceSchema } from './mercadopago-api.ts';
import { mercadoPagoStandIn, standInPayment, standInPayPreference, standInSettlePayment } from './stand-in-api.ts';

/**
 * The adapter pointed at the stand-in: the same calls, answered in-process with Mercado Pago's
 * shapes and kept in D1, so the whole payment journey runs without Mercado Pago.
 */
const SHOP = 'https://loja.test';
const API = 'https://api.mercadopago.stand-in';

const standIn = () => mercadoPagoStandIn(testEnv.DB, { shopOrigin: SHOP });
const gateway = mercadoPagoGateway({
  provider: 'local',
  apiUrl: API,
  accessToken: 'stand-in',
  webhookSecret: 'stand-in-secret',
  timeoutMs: 10_000,
  fetch: async (request) => await standIn().fetch(request),
});

const pixRequest = (overrides: Partial<PixRequest> = {}): PixRequest => {
  const reference = crypto.randomUUID();
  return {
    reference,
    idempotencyKey: reference,
    amountCents: 18_990,
    description: 'Adega Sommelier - pedido de teste',
    payer: { email: 'caio.ramos@example.com', cpf: '52998224725', firstName: 'Caio', lastName: 'Ramos' },
    expiresAt: new Date(Date.now() + 30 * 60_000),
    notificationUrl: `${SHOP}/api/pagamentos/notificacoes`,
    ...overrides,
  };
};

/** The BR Code's top-level fields (ID, length, value), in order. */
function tlv(text: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (let at = 0; at < text.length; ) {
    const length = Number(text.slice(at + 2, at + 4));
    fields.push([text.slice(at, at + 2), text.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}

async function refusal(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return await standIn().fetch(
    new Request(`${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
  );
}

describe('Mercado Pago stand-in: Pix', () => {
  it('answers POST /v1/payments with Mercado Pago’s payment shape: pending, waiting for the transfer, a numeric id', async () => {
    const request = pixRequest();
    const response = await post(
      '/v1/payments',
      { transaction_amount: 189.9, description: 'x', payment_method_id: 'pix', external_reference: request.reference, payer: { email: 'a@example.com' } },
      { authorization: 'Bearer stand-in', 'x-idempotency-key': request.idempotencyKey },
    );
    expect(response.status).toBe(201);
    const payment = mpPaymentSchema.parse(await response.json());
    expect(payment).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      currency_id: 'BRL',
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
      transaction_amount: 189.9,
      external_reference: request.reference,
    });
    expect(String(payment.id)).toMatch(/^\d{11}$/);
    expect(payment.point_of_interaction?.transaction_data?.ticket_url).toBe(`${SHOP}/pagamento-simulado/${payment.id}`);
  });

  it('makes a BR Code any Pix reader parses: the Pix GUI and a key, BRL, the amount, BR, the merchant, a txid and a correct CRC16', async () => {
    const charge = await gateway.createPix(pixRequest());
    const code = charge.copyPaste;
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    const fields = new Map(tlv(code));
    expect([...fields.keys()]).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    expect(tlv(fields.get('26') ?? '')[0]).toEqual(['00', 'br.gov.bcb.pix']);
    expect(tlv(fields.get('26') ?? '')[1]?.[1]).toBeTruthy();
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('189.90');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('ADEGA SOMMELIER');
    expect(fields.get('60')).toBeTruthy();
    expect(tlv(fields.get('62') ?? '')).toEqual([['05', `mpqrinter${charge.providerPaymentId}`]]);
    expect(fields.get('63')).toMatch(/^[0-9A-F]{4}$/);
  });

  it('draws the code as a square grayscale PNG, black on white, with a quiet zone', async () => {
    const charge = await gateway.createPix(pixRequest());
    const png = decodePng(fromBase64(charge.qrPngBase64));
    expect(png.width).toBe(png.height);
    expect(png.width).toBeGreaterThan(150);
    expect(png.channels).toBe(1);
    const pixel = (x: number, y: number) => png.data[y * png.width + x];
    // the quiet zone's corner is white; the finder pattern starts 4 modules (20 px) in, dark
    expect(pixel(0, 0)).toBe(255);
    expect(pixel(20, 20)).toBe(0);
    expect(new Set(png.data)).toEqual(new Set([0, 255]));
  });

  it('answers the same payment again for the same X-Idempotency-Key, and keeps one', async () => {
    const request = pixRequest();
    const first = await gateway.createPix(request);
    const again = await gateway.createPix({ ...request, amountCents: 99 });
    expect(again).toEqual(first);
    const rows = await testEnv.DB.prepare('SELECT COUNT(*) AS n FROM payment_stand_in WHERE idempotency_key LIKE ?')
      .bind(`%${request.idempotencyKey}`)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('takes the expiry the adapter sends (São Paulo time) and answers it back', async () => {
    const expiresAt = new Date('2030-01-02T03:04:05.678Z');
    const charge = await gateway.createPix(pixRequest({ expiresAt }));
    expect(charge.expiresAt).toBe('2030-01-02T03:04:05.678Z');
    expect((await standInPayment(testEnv.DB, charge.providerPaymentId))?.date_of_expiration).toBe('2030-01-02T00:04:05.678-03:00');
  });

  it('settles "approved": the payment read back is approved, for its amount, with our reference, Pix and the payer’s CPF', async () => {
    const request = pixRequest();
    const charge = await gateway.createPix(request);
    expect(await gateway.readPayment(charge.providerPaymentId)).toMatchObject({ status: 'pending' });
    const settled = await standInSettlePayment(testEnv.DB, charge.providerPaymentId, 'approved');
    expect(settled).toMatchObject({ status: 'approved', status_detail: 'accredited' });
    expect(settled?.date_approved).toMatch(/-03:00$/);
    expect(await gateway.readPayment(charge.providerPaymentId)).toEqual({
      providerPaymentId: charge.providerPaymentId,
      status: 'approved',
      amountCents: 18_990,
      currency: 'BRL',
      reference: request.reference,
      method: 'pix',
      payerCpf: '52998224725',
      refundedCents: 0,
    });
  });

  it('settles "rejected" and "expired" only from pending, as Mercado Pago would', async () => {
    const rejected = await gateway.createPix(pixRequest());
    await standInSettlePayment(testEnv.DB, rejected.providerPaymentId, 'rejected');
    expect((await gateway.readPayment(rejected.providerPaymentId)).status).toBe('rejected');
    const expired = await gateway.createPix(pixRequest());
    expect(await standInSettlePayment(testEnv.DB, expired.providerPaymentId, 'expired')).toMatchObject({ status: 'cancelled', status_detail: 'expired' });
    // paying an expired Pix changes nothing
    expect(await standInSettlePayment(testEnv.DB, expired.providerPaymentId, 'approved')).toMatchObject({ status: 'cancelled' });
    expect(await standInSettlePayment(testEnv.DB, '99999999999', 'approved')).toBeNull();
  });

  it('cancels a pending Pix (PUT), and refuses to cancel a paid one', async () => {
    const pending = await gateway.createPix(pixRequest());
    await gateway.cancel(pending.providerPaymentId);
    expect((await gateway.readPayment(pending.providerPaymentId)).status).toBe('cancelled');
    const paid = await gateway.createPix(pixRequest());
    await standInSettlePayment(testEnv.DB, paid.providerPaymentId, 'approved');
    expect((await refusal(gateway.cancel(paid.providerPaymentId))).status).toBe(400);
  });

  it('answers 404 for a payment it never made', async () => {
    expect((await refusal(gateway.readPayment('12345678901'))).status).toBe(404);
  });

  it('refuses a call without a bearer token (401) and a date_of_expiration in another format (400)', async () => {
    const unauthorized = await post('/v1/payments', {}, { 'x-idempotency-key': crypto.randomUUID() });
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ status: 401 });
    const wrongDate = await post(
      '/v1/payments',
      { transaction_amount: 10, payment_method_id: 'pix', date_of_expiration: '2030-01-02T03:04:05Z', payer: { email: 'a@example.com' } },
      { authorization: 'Bearer x', 'x-idempotency-key': crypto.randomUUID() },
    );
    expect(wrongDate.status).toBe(400);
    expect(await wrongDate.json()).toMatchObject({ error: 'bad_request', status: 400, cause: [{ code: 23 }] });
  });
});

describe('Mercado Pago stand-in: refunds', () => {
  async function approvedPix(): Promise<string> {
    const charge = await gateway.createPix(pixRequest());
    await standInSettlePayment(testEnv.DB, charge.providerPaymentId, 'approved');
    return charge.providerPaymentId;
  }

  it('refunds part, then the rest: the payment becomes refunded once nothing remains', async () => {
    const id = await approvedPix();
    const part = await gateway.refund({ providerPaymentId: id, amountCents: 5_000, idempotencyKey: crypto.randomUUID() });
    expect(part).toMatchObject({ amountCents: 5_000, status: 'approved' });
    expect(await gateway.readPayment(id)).toMatchObject({ status: 'approved', refundedCents: 5_000 });
    const rest = await gateway.refund({ providerPaymentId: id, idempotencyKey: crypto.randomUUID() });
    expect(rest).toMatchObject({ amountCents: 13_990, status: 'approved' });
    expect(await gateway.readPayment(id)).toMatchObject({ status: 'refunded', refundedCents: 18_990 });
  });

  it('refuses a refund above what remains, and one of a payment not approved (400)', async () => {
    const id = await approvedPix();
    await gateway.refund({ providerPaymentId: id, amountCents: 10_000, idempotencyKey: crypto.randomUUID() });
    expect((await refusal(gateway.refund({ providerPaymentId: id, amountCents: 8_991, idempotencyKey: crypto.randomUUID() }))).status).toBe(400);
    expect(await gateway.readPayment(id)).toMatchObject({ status: 'approved', refundedCents: 10_000 });
    const pending = await gateway.createPix(pixRequest());
    expect((await refusal(gateway.refund({ providerPaymentId: pending.providerPaymentId, idempotencyKey: crypto.randomUUID() }))).status).toBe(400);
  });

  it('answers the same refund for the same X-Idempotency-Key, refunding once', async () => {
    const id = await approvedPix();
    const key = crypto.randomUUID();
    const first = await gateway.refund({ providerPaymentId: id, amountCents: 1_000, idempotencyKey: key });
    const again = await gateway.refund({ providerPaymentId: id, amountCents: 1_000, idempotencyKey: key });
    expect(again).toEqual(first);
    expect((await gateway.readPayment(id)).refundedCents).toBe(1_000);
  });

  it('settles "refunded": the whole of an approved payment', async () => {
    const id = await approvedPix();
    expect(await standInSettlePayment(testEnv.DB, id, 'refunded')).toMatchObject({ status: 'refunded', transaction_amount_refunded: 189.9 });
    expect(await gateway.readPayment(id)).toMatchObject({ status: 'refunded', refundedCents: 18_990 });
  });
});

describe('Mercado Pago stand-in: Checkout Pro', () => {
  const checkout = (reference: string) =>
    gateway.createHostedCheckout({
      reference,
      idempotencyKey: reference,
      items: [
        { title: 'Quinta do Crasto Reserva 2021', quantity: 2, unitPriceCents: 9_495 },
        { title: 'Frete', quantity: 1, unitPriceCents: 1_990 },
      ],
      payer: { email: 'caio.ramos@example.com' },
      backUrl: `${SHOP}/pedido/4821`,
      notificationUrl: `${SHOP}/api/pagamentos/notificacoes`,
      expiresAt: new Date(Date.now() + 30 * 60_000),
      excludePix: true,
    });

  it('answers a preference whose page is the shop’s simulation page, in Mercado Pago’s shape', async () => {
    const reference = crypto.randomUUID();
    const preference = await checkout(reference);
    expect(preference.redirectUrl).toBe(`${SHOP}/pagamento-simulado/preferencia/${preference.providerCheckoutId}`);
    const answer = await standIn().fetch(
      new Request(`${API}/checkout/preferences/${preference.providerCheckoutId}`, { headers: { authorization: 'Bearer x' } }),
    );
    const body = await answer.json();
    expect(mpPreferenceSchema.parse(body).init_point).toBe(preference.redirectUrl);
    expect(body).toMatchObject({
      external_reference: reference,
      payment_methods: { excluded_payment_types: [{ id: 'bank_transfer' }], excluded_payment_methods: [{ id: 'pix' }] },
    });
    expect(await checkout(reference)).toEqual(preference);
  });

  it('pays a preference by card: a card payment for the sum of its items, with our reference and the payer’s CPF', async () => {
    const reference = crypto.randomUUID();
    const preference = await checkout(reference);
    const paid = await standInPayPreference(testEnv.DB, preference.providerCheckoutId, 'approved', '52998224725');
    expect(paid?.paymentId).toMatch(/^\d{11}$/);
    expect(await gateway.readPayment(paid?.paymentId ?? '')).toEqual({
      providerPaymentId: paid?.paymentId,
      status: 'approved',
      amountCents: 20_980,
      currency: 'BRL',
      reference,
      method: 'card',
      payerCpf: '52998224725',
      refundedCents: 0,
    });
    const refused = await standInPayPreference(testEnv.DB, preference.providerCheckoutId, 'rejected');
    expect(await gateway.readPayment(refused?.paymentId ?? '')).toMatchObject({ status: 'rejected', method: 'card', payerCpf: null, reference });
    expect(await standInPayPreference(testEnv.DB, 'no-such-preference', 'approved')).toBeNull();
  });
});
