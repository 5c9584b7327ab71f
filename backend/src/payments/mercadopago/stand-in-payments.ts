import { brCode } from './br-code.ts';
import { mercadoPagoDate } from './mercadopago-api.ts';
import { qrPngBase64 } from './qr-png.ts';
import { type StandInPayment, type StandInPreference, type StandInRefund, standInNumericId } from './stand-in-store.ts';

/**
 * How the stand-in's payments are born and change, in Mercado Pago's terms (API reference
 * "Create payment", "Create refund"; the `status`/`status_detail` pairs of "Payment creation
 * results"). Amounts are kept in reais as Mercado Pago answers them, and reckoned in centavos.
 */

/**
 * The Pix key of the stand-in's codes. An e-mail under `.invalid` (RFC 2606): no bank can hold
 * it, so a simulated code scanned by a real banking app pays nobody.
 */
const STAND_IN_PIX_KEY = 'simulado@pagamento.invalid';
const MERCHANT_NAME = 'ADEGA SOMMELIER';
const MERCHANT_CITY = 'SAO PAULO';
/** Mercado Pago's Pix expires in 24 hours when `date_of_expiration` is not given. */
const DEFAULT_PIX_LIFE_MS = 24 * 60 * 60 * 1000;
/** The stand-in's collector (the seller's Mercado Pago user id), in preference ids as Mercado Pago writes them. */
export const STAND_IN_COLLECTOR_ID = 1_000_000_001;

export const cents = (reais: number): number => Math.round(reais * 100);

export interface PixInput {
  transaction_amount: number;
  description?: string | undefined;
  external_reference?: string | undefined;
  notification_url?: string | undefined;
  date_of_expiration?: string | undefined;
  payer: { email: string; first_name?: string | undefined; last_name?: string | undefined; identification?: { type: string; number: string } | undefined };
}

export function newPixPayment(input: PixInput, shopOrigin: string, now: Date): StandInPayment {
  const id = standInNumericId();
  const amountCents = cents(input.transaction_amount);
  // Mercado Pago's own codes carry a txid "mpqrinter" followed by the payment id
  const qrCode = brCode({ key: STAND_IN_PIX_KEY, amountCents, merchantName: MERCHANT_NAME, merchantCity: MERCHANT_CITY, txid: `mpqrinter${id}` });
  return {
    id,
    date_created: mercadoPagoDate(now),
    date_approved: null,
    date_last_updated: mercadoPagoDate(now),
    date_of_expiration: input.date_of_expiration ?? mercadoPagoDate(new Date(now.getTime() + DEFAULT_PIX_LIFE_MS)),
    status: 'pending',
    status_detail: 'pending_waiting_transfer',
    currency_id: 'BRL',
    description: input.description ?? null,
    transaction_amount: amountCents / 100,
    transaction_amount_refunded: 0,
    payment_method_id: 'pix',
    payment_type_id: 'bank_transfer',
    external_reference: input.external_reference ?? null,
    notification_url: input.notification_url ?? null,
    installments: 1,
    live_mode: false,
    payer: {
      email: input.payer.email,
      first_name: input.payer.first_name ?? null,
      last_name: input.payer.last_name ?? null,
      identification: input.payer.identification ?? null,
    },
    point_of_interaction: {
      type: 'PIX',
      transaction_data: { qr_code: qrCode, qr_code_base64: qrPngBase64(qrCode), ticket_url: `${shopOrigin}/pagamento-simulado/${id}` },
    },
    refunds: [],
  };
}

/** A card payment made on a preference's page (Checkout Pro), for the sum of its items. */
export function newCardPayment(preference: StandInPreference, outcome: 'approved' | 'rejected', payerCpf: string | undefined, now: Date): StandInPayment {
  const amountCents = preference.items.reduce((sum, item) => sum + Math.round(item.quantity * cents(item.unit_price)), 0);
  return {
    id: standInNumericId(),
    date_created: mercadoPagoDate(now),
    date_approved: outcome === 'approved' ? mercadoPagoDate(now) : null,
    date_last_updated: mercadoPagoDate(now),
    date_of_expiration: null,
    status: outcome,
    status_detail: outcome === 'approved' ? 'accredited' : 'cc_rejected_other_reason',
    currency_id: 'BRL',
    description: preference.items[0]?.title ?? null,
    transaction_amount: amountCents / 100,
    transaction_amount_refunded: 0,
    payment_method_id: 'master',
    payment_type_id: 'credit_card',
    external_reference: preference.external_reference,
    notification_url: preference.notification_url,
    installments: 1,
    live_mode: false,
    payer: { email: preference.payer.email, first_name: null, last_name: null, identification: payerCpf ? { type: 'CPF', number: payerCpf } : null },
    refunds: [],
  };
}

export interface Refusal {
  status: 400 | 404;
  message: string;
  /** Mercado Pago's cause code, where its reference names one. */
  code?: number;
}

/** A refund of `amountCents` (all that remains when undefined), or why Mercado Pago would refuse it. */
export function refundPayment(
  payment: StandInPayment,
  amountCents: number | undefined,
  idempotencyKey: string | undefined,
  now: Date,
): { payment: StandInPayment; refund: StandInRefund } | Refusal {
  if (payment.status !== 'approved') return { status: 400, code: 2063, message: 'The action requested is not valid for the current payment state' };
  const remaining = cents(payment.transaction_amount) - cents(payment.transaction_amount_refunded);
  const amount = amountCents ?? remaining;
  if (!(amount > 0)) return { status: 400, code: 4040, message: 'amount attribute must be positive' };
  if (amount > remaining) return { status: 400, message: 'The refund amount exceeds the available balance' };
  const refund: StandInRefund = {
    id: standInNumericId(),
    payment_id: payment.id,
    amount: amount / 100,
    status: 'approved',
    date_created: mercadoPagoDate(now),
    source: { id: String(STAND_IN_COLLECTOR_ID), name: MERCHANT_NAME, type: 'collector' },
    ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}),
  };
  const whole = amount === remaining;
  return {
    refund,
    payment: {
      ...payment,
      // "approved / partially_refunded" until nothing remains, then "refunded"
      status: whole ? 'refunded' : 'approved',
      status_detail: whole ? 'refunded' : 'partially_refunded',
      transaction_amount_refunded: (cents(payment.transaction_amount_refunded) + amount) / 100,
      date_last_updated: mercadoPagoDate(now),
      refunds: [...payment.refunds, refund],
    },
  };
}

export type SettleOutcome = 'approved' | 'rejected' | 'expired' | 'refunded';

/**
 * The payment after a simulated event. Only the moves Mercado Pago makes: a pending payment is
 * approved, rejected or expires (cancelled, "expired"); an approved one is refunded. Any other
 * (a second click on the simulation page) leaves it as it is.
 */
export function settle(payment: StandInPayment, outcome: SettleOutcome, now: Date): StandInPayment {
  const updated = { ...payment, date_last_updated: mercadoPagoDate(now) };
  if (outcome === 'refunded') {
    const refunded = refundPayment(payment, undefined, undefined, now);
    return 'refund' in refunded ? refunded.payment : payment;
  }
  if (payment.status !== 'pending') return payment;
  if (outcome === 'approved') return { ...updated, status: 'approved', status_detail: 'accredited', date_approved: mercadoPagoDate(now) };
  if (outcome === 'rejected') {
    return { ...updated, status: 'rejected', status_detail: payment.payment_method_id === 'pix' ? 'rejected_by_bank' : 'cc_rejected_other_reason' };
  }
  return { ...updated, status: 'cancelled', status_detail: 'expired' };
}
