import { describe, expect, it } from 'vitest';
import errorBadRequest from '../../../test/payments/mercadopago/error-bad-request.json';
import paymentApproved from '../../../test/payments/mercadopago/payment-approved.json';
import pixPaymentCreated from '../../../test/payments/mercadopago/pix-payment-created.json';
import preferenceCreated from '../../../test/payments/mercadopago/preference-created.json';
import refundCreated from '../../../test/payments/mercadopago/refund-created.json';
import { type HostedCheckoutRequest, PaymentProviderError, type PixRequest } from '../port.ts';
import { mercadoPagoGateway } from './mercadopago.ts';

/**
 * The adapter against answers recorded from Mercado Pago's documentation
 * (backend/test/payments/mercadopago/README.md): what it sends (method, path, headers, body in
 * Mercado Pago's terms) and how it reads the answers back in the shop's (centavos, our statuses).
 */
const API = 'https://api.mercadopago.com';
const TOKEN = 'APP_USR-6295877106812064-112510-0a1b2c3d4e5f-1987654321';
const REFERENCE = '5f0c8a4e-6b7d-4c1a-9e2f-3a4b5c6d7e8f';

interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: Record<string, unknown> | null;
}

/** A fetch that answers the given answers in turn and records each request. */
function recordingFetch(...answers: Array<{ status: number; body: unknown }>) {
  const requests: Recorded[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const text = await request.text();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer recorded for this request');
    return Response.json(answer.body, { status: answer.status });
  };
  return { requests, fetch };
}

function gateway(fetch: (request: Request) => Promise<Response>, timeoutMs = 5_000) {
  return mercadoPagoGateway({ provider: 'mercadopago', apiUrl: API, accessToken: TOKEN, webhookSecret: 'segredo', timeoutMs, fetch });
}

const pixRequest = (overrides: Partial<PixRequest> = {}): PixRequest => ({
  reference: REFERENCE,
  idempotencyKey: REFERENCE,
  amountCents: 18_990,
  description: 'Adega Sommelier - pedido 4821',
  payer: { email: 'caio.ramos@example.com', cpf: '52998224725', firstName: 'Caio', lastName: 'Ramos' },
  expiresAt: new Date('2026-11-26T13:30:00.000Z'),
  notificationUrl: 'https://loja.test/api/pagamentos/notificacoes',
  ...overrides,
});

const checkoutRequest = (overrides: Partial<HostedCheckoutRequest> = {}): HostedCheckoutRequest => ({
  reference: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  idempotencyKey: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  items: [{ title: 'Quinta do Crasto Reserva 2021', quantity: 2, unitPriceCents: 9_495 }],
  payer: { email: 'caio.ramos@example.com' },
  backUrl: 'https://loja.test/pedido/4821',
  notificationUrl: 'https://loja.test/api/pagamentos/notificacoes',
  expiresAt: new Date('2026-11-25T14:00:00.000Z'),
  excludePix: true,
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('Mercado Pago adapter: Pix', () => {
  it('creates the Pix with POST /v1/payments: the bearer token, the idempotency key, reais, São Paulo time, the CPF and our reference', async () => {
    const { requests, fetch } = recordingFetch({ status: 201, body: pixPaymentCreated });
    const charge = await gateway(fetch).createPix(pixRequest());
    expect(requests).toHaveLength(1);
    const [sent] = requests as [Recorded];
    expect(sent.method).toBe('POST');
    expect(sent.url.href).toBe(`${API}/v1/payments`);
    expect(sent.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent.headers.get('x-idempotency-key')).toBe(REFERENCE);
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.body).toEqual({
      transaction_amount: 189.9,
      description: 'Adega Sommelier - pedido 4821',
      payment_method_id: 'pix',
      external_reference: REFERENCE,
      notification_url: 'https://loja.test/api/pagamentos/notificacoes',
      // 13:30 UTC is 10:30 in São Paulo
      date_of_expiration: '2026-11-26T10:30:00.000-03:00',
      payer: { email: 'caio.ramos@example.com', first_name: 'Caio', last_name: 'Ramos', identification: { type: 'CPF', number: '52998224725' } },
    });
    expect(charge).toEqual({
      providerPaymentId: '1312493715',
      status: 'pending',
      copyPaste: pixPaymentCreated.point_of_interaction.transaction_data.qr_code,
      qrPngBase64: pixPaymentCreated.point_of_interaction.transaction_data.qr_code_base64,
      expiresAt: '2026-11-26T13:30:00.000Z',
    });
  });

  it('sends amounts in reais with at most 2 decimals, and no notification_url when the account’s setting is relied on', async () => {
    const { requests, fetch } = recordingFetch({ status: 201, body: pixPaymentCreated }, { status: 201, body: pixPaymentCreated });
    await gateway(fetch).createPix(pixRequest({ amountCents: 1, notificationUrl: '' }));
    await gateway(fetch).createPix(pixRequest({ amountCents: 123_456_789 }));
    expect(requests[0]?.body?.transaction_amount).toBe(0.01);
    expect(requests[0]?.body).not.toHaveProperty('notification_url');
    expect(requests[1]?.body?.transaction_amount).toBe(1_234_567.89);
  });

  it('refuses a created payment without its Pix code as a bad answer (502)', async () => {
    const { point_of_interaction: _pix, ...withoutCode } = pixPaymentCreated;
    const { fetch } = recordingFetch({ status: 201, body: withoutCode });
    expect((await refusal(gateway(fetch).createPix(pixRequest()))).status).toBe(502);
  });
});

describe('Mercado Pago adapter: Checkout Pro', () => {
  it('creates a preference with the items in reais, our reference, the way back, the expiry and Pix excluded', async () => {
    const { requests, fetch } = recordingFetch({ status: 201, body: preferenceCreated });
    const checkout = await gateway(fetch).createHostedCheckout(checkoutRequest());
    const [sent] = requests as [Recorded];
    expect(sent.method).toBe('POST');
    expect(sent.url.href).toBe(`${API}/checkout/preferences`);
    expect(sent.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent.headers.get('x-idempotency-key')).toBe('7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(sent.body).toEqual({
      items: [{ title: 'Quinta do Crasto Reserva 2021', quantity: 2, unit_price: 94.95, currency_id: 'BRL' }],
      payer: { email: 'caio.ramos@example.com' },
      external_reference: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      back_urls: { success: 'https://loja.test/pedido/4821', failure: 'https://loja.test/pedido/4821', pending: 'https://loja.test/pedido/4821' },
      auto_return: 'approved',
      notification_url: 'https://loja.test/api/pagamentos/notificacoes',
      expires: true,
      expiration_date_to: '2026-11-25T11:00:00.000-03:00',
      payment_methods: { excluded_payment_types: [{ id: 'bank_transfer' }], excluded_payment_methods: [{ id: 'pix' }] },
    });
    expect(checkout).toEqual({ providerCheckoutId: preferenceCreated.id, redirectUrl: preferenceCreated.init_point });
  });

  it('leaves every method on the page when Pix is not excluded', async () => {
    const { requests, fetch } = recordingFetch({ status: 201, body: preferenceCreated });
    await gateway(fetch).createHostedCheckout(checkoutRequest({ excludePix: false }));
    expect(requests[0]?.body).not.toHaveProperty('payment_methods');
  });
});

describe('Mercado Pago adapter: reading a payment back', () => {
  it('reads GET /v1/payments/{id} in the shop’s terms: centavos, our reference, Pix, the payer’s CPF', async () => {
    const { requests, fetch } = recordingFetch({ status: 200, body: paymentApproved });
    const payment = await gateway(fetch).readPayment('1312493715');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.href).toBe(`${API}/v1/payments/1312493715`);
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(requests[0]?.body).toBeNull();
    expect(payment).toEqual({
      providerPaymentId: '1312493715',
      status: 'approved',
      amountCents: 18_990,
      currency: 'BRL',
      reference: REFERENCE,
      method: 'pix',
      payerCpf: '52998224725',
      refundedCents: 0,
    });
  });

  it.each([
    ['approved', 'approved'],
    ['pending', 'pending'],
    ['in_process', 'pending'],
    ['authorized', 'pending'],
    ['in_mediation', 'pending'],
    ['rejected', 'rejected'],
    ['cancelled', 'cancelled'],
    ['refunded', 'refunded'],
    ['charged_back', 'charged_back'],
    ['a_status_added_later', 'pending'],
  ])('maps Mercado Pago’s "%s" to "%s"', async (status, expected) => {
    const { fetch } = recordingFetch({ status: 200, body: { ...paymentApproved, status } });
    expect((await gateway(fetch).readPayment('1312493715')).status).toBe(expected);
  });

  it('tells a card from Pix and from other methods, rounds reais to centavos, and keeps a CPF only when it has 11 digits', async () => {
    const card = {
      ...paymentApproved,
      payment_method_id: 'master',
      payment_type_id: 'credit_card',
      transaction_amount: 0.29,
      transaction_amount_refunded: 0.1,
    };
    const balance = {
      ...paymentApproved,
      payment_method_id: 'account_money',
      payment_type_id: 'account_money',
      payer: { identification: { type: 'CNPJ', number: '11.222.333/0001-81' } },
    };
    const formatted = {
      ...paymentApproved,
      payer: { email: 'x@example.com', identification: { type: 'CPF', number: '529.982.247-25' } },
      external_reference: null,
    };
    const { fetch } = recordingFetch({ status: 200, body: card }, { status: 200, body: balance }, { status: 200, body: formatted });
    const adapter = gateway(fetch);
    expect(await adapter.readPayment('1')).toMatchObject({ method: 'card', amountCents: 29, refundedCents: 10 });
    expect(await adapter.readPayment('2')).toMatchObject({ method: 'other', payerCpf: null });
    expect(await adapter.readPayment('3')).toMatchObject({ payerCpf: '52998224725', reference: null });
  });

  it.each(['', '12a', '../v1/payments/1', '1 2', '1312493715?x=1'])('refuses "%s" as a payment id without calling Mercado Pago', async (id) => {
    const { requests, fetch } = recordingFetch();
    const adapter = gateway(fetch);
    expect((await refusal(adapter.readPayment(id))).status).toBe(400);
    expect((await refusal(adapter.refund({ providerPaymentId: id, idempotencyKey: 'k' }))).status).toBe(400);
    expect((await refusal(adapter.cancel(id))).status).toBe(400);
    expect(requests).toHaveLength(0);
  });
});

describe('Mercado Pago adapter: refunds and cancellation', () => {
  it('refunds part of a payment with POST /v1/payments/{id}/refunds, in reais, under the idempotency key', async () => {
    const { requests, fetch } = recordingFetch({ status: 201, body: refundCreated });
    const refund = await gateway(fetch).refund({ providerPaymentId: '1312493715', amountCents: 5_000, idempotencyKey: 'refund-key-1' });
    const [sent] = requests as [Recorded];
    expect(sent.method).toBe('POST');
    expect(sent.url.href).toBe(`${API}/v1/payments/1312493715/refunds`);
    expect(sent.headers.get('x-idempotency-key')).toBe('refund-key-1');
    expect(sent.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent.body).toEqual({ amount: 50 });
    expect(refund).toEqual({ providerRefundId: '1245678901', amountCents: 5_000, status: 'approved' });
  });

  it('refunds the whole payment with an empty body; a Pix refund still in process is "pending"', async () => {
    const { requests, fetch } = recordingFetch({ status: 201, body: { ...refundCreated, amount: 189.9, status: 'in_process' } });
    const refund = await gateway(fetch).refund({ providerPaymentId: '1312493715', idempotencyKey: 'refund-key-2' });
    expect(requests[0]?.body).toEqual({});
    expect(refund).toMatchObject({ amountCents: 18_990, status: 'pending' });
  });

  it('cancels a pending payment with PUT /v1/payments/{id} {status: "cancelled"}', async () => {
    const { requests, fetch } = recordingFetch({ status: 200, body: { ...pixPaymentCreated, status: 'cancelled', status_detail: 'by_collector' } });
    await gateway(fetch).cancel('1312493715');
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { status: 'cancelled' } });
    expect(requests[0]?.url.href).toBe(`${API}/v1/payments/1312493715`);
  });
});

describe('Mercado Pago adapter: failures', () => {
  it('turns a refusal into PaymentProviderError with its status and Mercado Pago’s words, never the token', async () => {
    const { fetch } = recordingFetch({ status: 400, body: errorBadRequest });
    const error = await refusal(gateway(fetch).createPix(pixRequest()));
    expect(error.status).toBe(400);
    expect(error.detail).toContain('Invalid user identification number');
    expect(error.message).not.toContain(TOKEN);
    expect(error.detail).not.toContain(TOKEN);
  });

  it.each([401, 404, 429, 500])('keeps the status %i of any other refusal', async (status) => {
    const { fetch } = recordingFetch({ status, body: { message: 'refused', error: 'whatever', status } });
    expect((await refusal(gateway(fetch).readPayment('1312493715'))).status).toBe(status);
  });

  it('gives up after timeoutMs on a fetch that never answers: status 0', async () => {
    const hanging = () => new Promise<Response>(() => {});
    const error = await refusal(gateway(hanging, 50).readPayment('1312493715'));
    expect(error.status).toBe(0);
    expect(error.detail).toContain('50 ms');
  });

  it('counts a network failure as no answer (status 0)', async () => {
    const failing = () => Promise.reject(new TypeError('Network connection lost.'));
    expect((await refusal(gateway(failing).readPayment('1312493715'))).status).toBe(0);
  });

  it('counts a success it cannot read as a bad answer (502)', async () => {
    const notJson = async () => new Response('<html>gateway</html>', { status: 200 });
    const wrongShape = async () => Response.json({ id: 'not-a-number', status: 'approved' });
    expect((await refusal(gateway(notJson).readPayment('1312493715'))).status).toBe(502);
    expect((await refusal(gateway(wrongShape).readPayment('1312493715'))).status).toBe(502);
  });
});
