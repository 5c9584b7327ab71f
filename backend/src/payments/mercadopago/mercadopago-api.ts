import { z } from 'zod/mini';

/**
 * The parts of Mercado Pago's answers the adapter reads (developers' API reference: "Get payment"
 * `GET /v1/payments/{id}`, "Create preference" `POST /checkout/preferences`, "Create refund"
 * `POST /v1/payments/{id}/refunds`). Mercado Pago answers many more fields, and adds new ones over
 * time: `z.object` keeps what is named here and lets the rest go, so an extra field never fails
 * a payment. Amounts are in reais (numbers with up to 2 decimals), ids of payments and refunds are
 * numbers, a preference's id is a string.
 */
export const mpPaymentSchema = z.object({
  id: z.number(),
  // pending, approved, authorized, in_process, in_mediation, rejected, cancelled, refunded, charged_back
  status: z.string(),
  status_detail: z.nullish(z.string()),
  transaction_amount: z.number(),
  transaction_amount_refunded: z.nullish(z.number()),
  currency_id: z.string(),
  external_reference: z.nullish(z.string()),
  // "pix", or a card brand ("visa", "master"), "bolbradesco"…
  payment_method_id: z.string(),
  // "bank_transfer" for Pix, "credit_card", "debit_card", "prepaid_card", "ticket", "account_money"…
  payment_type_id: z.string(),
  date_of_expiration: z.nullish(z.string()),
  payer: z.nullish(
    z.object({
      identification: z.nullish(z.object({ type: z.nullish(z.string()), number: z.nullish(z.string()) })),
    }),
  ),
  point_of_interaction: z.nullish(
    z.object({
      transaction_data: z.nullish(
        z.object({
          qr_code: z.nullish(z.string()),
          qr_code_base64: z.nullish(z.string()),
          ticket_url: z.nullish(z.string()),
        }),
      ),
    }),
  ),
});

export type MpPayment = z.infer<typeof mpPaymentSchema>;

/** Checkout Pro: `init_point` is the payment page; `sandbox_init_point` the same with test users. */
export const mpPreferenceSchema = z.object({
  id: z.string(),
  init_point: z.string(),
  sandbox_init_point: z.nullish(z.string()),
});

/** A refund's status: approved, in_process (Pix refunds waiting on the Central Bank), rejected, cancelled. */
export const mpRefundSchema = z.object({
  id: z.number(),
  amount: z.number(),
  status: z.string(),
});

/**
 * Mercado Pago's error body, e.g. `{ "message": "…", "error": "bad_request", "status": 400,
 * "cause": [{ "code": 2063, "description": "…" }] }`. `status` comes as a number or, on some
 * endpoints, a string ("400"); `cause` as an array or an object: only read for the log.
 */
export const mpErrorSchema = z.object({
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  status: z.optional(z.union([z.number(), z.string()])),
  cause: z.optional(z.unknown()),
});

/** São Paulo's offset: Brazil has kept UTC−3 all year since daylight saving time ended in 2019. */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;

/**
 * A moment as Mercado Pago writes its dates: ISO 8601 with milliseconds and an offset
 * (`yyyy-MM-dd'T'HH:mm:ss.SSSz`, e.g. 2026-11-26T10:30:00.000-03:00), here São Paulo's.
 */
export function mercadoPagoDate(moment: Date): string {
  return new Date(moment.getTime() + SAO_PAULO_OFFSET_MS).toISOString().replace('Z', '-03:00');
}
