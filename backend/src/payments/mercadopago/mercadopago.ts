import {
  type HostedCheckoutRequest,
  type PaymentGateway,
  PaymentProviderError,
  type PixRequest,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
} from '../port.ts';
import { type MpPayment, mercadoPagoDate, mpPaymentSchema, mpPreferenceSchema, mpRefundSchema } from './mercadopago-api.ts';
import { callMercadoPago, type MercadoPagoConnection, sendToMercadoPago } from './mercadopago-http.ts';
import { checkMercadoPagoNotification } from './notification.ts';

/**
 * The payment port over Mercado Pago's REST API, with plain fetch (no SDK): Pix through the
 * Payments API (Checkout Transparente, `POST /v1/payments` with `payment_method_id: "pix"`), cards
 * through Checkout Pro (`POST /checkout/preferences`, the shopper pays on Mercado Pago's page).
 * A payment's state is only ever what `GET /v1/payments/{id}` answers; notifications only say
 * which payment to read (notification.ts).
 */
export interface MercadoPagoSettings extends MercadoPagoConnection {
  /** Recorded on each attempt: "mercadopago", or "local" for the stand-in (stand-in-api.ts). */
  provider: string;
  /** The application's webhook secret signature (Your integrations > Webhooks). */
  webhookSecret: string;
}

/** Mercado Pago's statuses, as the shop acts on them (API reference "Get payment", `status`). */
const STATUSES = new Map<string, ProviderPaymentStatus>([
  ['approved', 'approved'],
  ['pending', 'pending'],
  // in_process: under review; authorized: not captured yet; in_mediation: a dispute, money held
  ['in_process', 'pending'],
  ['authorized', 'pending'],
  ['in_mediation', 'pending'],
  ['rejected', 'rejected'],
  ['cancelled', 'cancelled'],
  ['refunded', 'refunded'],
  ['charged_back', 'charged_back'],
]);

const CARD_TYPES = new Set(['credit_card', 'debit_card', 'prepaid_card']);

/** Mercado Pago's payment and refund ids are numbers: anything else never reaches a URL. */
const NUMERIC_ID = /^\d{1,20}$/;

/** A status Mercado Pago may add later is "pending": the shop never settles on a state it does not know. */
function statusOf(status: string): ProviderPaymentStatus {
  return STATUSES.get(status) ?? 'pending';
}

function reais(cents: number): number {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`not an amount in centavos: ${cents}`);
  return cents / 100;
}

function centavos(reaisAmount: number): number {
  return Math.round(reaisAmount * 100);
}

function paymentIdOf(providerPaymentId: string): string {
  if (!NUMERIC_ID.test(providerPaymentId)) throw new PaymentProviderError(400, 'not a Mercado Pago payment id');
  return providerPaymentId;
}

function toProviderPayment(payment: MpPayment): ProviderPayment {
  const cpf = (payment.payer?.identification?.number ?? '').replace(/\D/g, '');
  return {
    providerPaymentId: String(payment.id),
    status: statusOf(payment.status),
    amountCents: centavos(payment.transaction_amount),
    currency: payment.currency_id,
    reference: payment.external_reference || null,
    method: payment.payment_method_id === 'pix' ? 'pix' : CARD_TYPES.has(payment.payment_type_id) ? 'card' : 'other',
    payerCpf: cpf.length === 11 ? cpf : null,
    refundedCents: centavos(payment.transaction_amount_refunded ?? 0),
  };
}

function refundStatusOf(status: string): ProviderRefund['status'] {
  if (status === 'approved') return 'approved';
  return status === 'rejected' || status === 'cancelled' ? 'rejected' : 'pending';
}

/** The Pix's expiry as Mercado Pago recorded it (UTC ISO), or as we asked when it says nothing readable. */
function expiryOf(answered: string | null | undefined, asked: Date): string {
  const moment = answered ? new Date(answered) : asked;
  return (Number.isNaN(moment.getTime()) ? asked : moment).toISOString();
}

function pixBody(request: PixRequest) {
  return {
    transaction_amount: reais(request.amountCents),
    description: request.description,
    payment_method_id: 'pix',
    external_reference: request.reference,
    // '' relies on the URL set in the application's Webhooks settings
    ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
    date_of_expiration: mercadoPagoDate(request.expiresAt),
    payer: {
      email: request.payer.email,
      first_name: request.payer.firstName,
      last_name: request.payer.lastName,
      identification: { type: 'CPF', number: request.payer.cpf },
    },
  };
}

function preferenceBody(request: HostedCheckoutRequest) {
  return {
    items: request.items.map((item) => ({ title: item.title, quantity: item.quantity, unit_price: reais(item.unitPriceCents), currency_id: 'BRL' })),
    payer: { email: request.payer.email },
    external_reference: request.reference,
    back_urls: { success: request.backUrl, failure: request.backUrl, pending: request.backUrl },
    // back to the shop without a click after an approved payment (Checkout Pro "auto_return")
    auto_return: 'approved',
    ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
    expires: true,
    expiration_date_to: mercadoPagoDate(request.expiresAt),
    // Checkout Pro "Preferences > Exclude payment methods": Pix is a bank_transfer
    ...(request.excludePix ? { payment_methods: { excluded_payment_types: [{ id: 'bank_transfer' }], excluded_payment_methods: [{ id: 'pix' }] } } : {}),
  };
}

export function mercadoPagoGateway(settings: MercadoPagoSettings): PaymentGateway {
  return {
    provider: settings.provider,

    async createPix(request) {
      const call = { method: 'POST', path: '/v1/payments', body: pixBody(request), idempotencyKey: request.idempotencyKey } as const;
      const payment = await callMercadoPago(settings, call, mpPaymentSchema);
      const pix = payment.point_of_interaction?.transaction_data;
      if (!pix?.qr_code || !pix.qr_code_base64) throw new PaymentProviderError(502, `POST /v1/payments: payment ${payment.id} has no Pix code`);
      return {
        providerPaymentId: String(payment.id),
        status: statusOf(payment.status),
        copyPaste: pix.qr_code,
        qrPngBase64: pix.qr_code_base64,
        expiresAt: expiryOf(payment.date_of_expiration, request.expiresAt),
      };
    },

    async createHostedCheckout(request) {
      const call = { method: 'POST', path: '/checkout/preferences', body: preferenceBody(request), idempotencyKey: request.idempotencyKey } as const;
      const preference = await callMercadoPago(settings, call, mpPreferenceSchema);
      return { providerCheckoutId: preference.id, redirectUrl: preference.init_point };
    },

    async readPayment(providerPaymentId) {
      const payment = await callMercadoPago(settings, { method: 'GET', path: `/v1/payments/${paymentIdOf(providerPaymentId)}` }, mpPaymentSchema);
      return toProviderPayment(payment);
    },

    async refund(request) {
      // an empty body refunds the whole payment (API reference "Create refund")
      const body = request.amountCents === undefined ? {} : { amount: reais(request.amountCents) };
      const path = `/v1/payments/${paymentIdOf(request.providerPaymentId)}/refunds`;
      const refund = await callMercadoPago(settings, { method: 'POST', path, body, idempotencyKey: request.idempotencyKey }, mpRefundSchema);
      return { providerRefundId: String(refund.id), amountCents: centavos(refund.amount), status: refundStatusOf(refund.status) };
    },

    async cancel(providerPaymentId) {
      // API reference "Update payment": a pending payment (a Pix not paid yet) can be cancelled
      await sendToMercadoPago(settings, { method: 'PUT', path: `/v1/payments/${paymentIdOf(providerPaymentId)}`, body: { status: 'cancelled' } });
    },

    checkNotification(notification, now) {
      return checkMercadoPagoNotification(settings.webhookSecret, notification, now);
    },
  };
}
