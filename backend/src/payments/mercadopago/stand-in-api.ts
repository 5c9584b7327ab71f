import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod/mini';
import { mercadoPagoDate } from './mercadopago-api.ts';
import { cents, newPixPayment, type Refusal, refundPayment, STAND_IN_COLLECTOR_ID } from './stand-in-payments.ts';
import { answerOf, keepOnce, refundAnswer, type StandInPreference, savePayment, standInPayment, standInPreference } from './stand-in-store.ts';

export { standInPayPreference, standInSettlePayment } from './stand-in-simulation.ts';
export { standInPayment, standInPreference } from './stand-in-store.ts';

/**
 * A stand-in for Mercado Pago's REST API, for development, tests and demos (provider "local"):
 * the routes the adapter (mercadopago.ts) calls, answering the shapes Mercado Pago answers, with
 * its books in D1 (stand-in-store.ts). A Pix comes with a real BR Code and its QR code, paying
 * nobody; a preference's page and a Pix's "ticket" are the shop's simulation page, where the
 * outcome is chosen (stand-in-simulation.ts).
 */

const pixRequestSchema = z.object({
  transaction_amount: z.number().check(z.positive()),
  description: z.optional(z.string()),
  payment_method_id: z.string(),
  external_reference: z.optional(z.string()),
  notification_url: z.optional(z.string()),
  date_of_expiration: z.optional(z.string()),
  payer: z.object({
    email: z.string(),
    first_name: z.optional(z.string()),
    last_name: z.optional(z.string()),
    identification: z.optional(z.object({ type: z.string(), number: z.string() })),
  }),
});

const preferenceRequestSchema = z.object({
  items: z
    .array(z.object({ title: z.string(), quantity: z.number().check(z.positive()), unit_price: z.number(), currency_id: z.optional(z.string()) }))
    .check(z.minLength(1)),
  payer: z.optional(z.object({ email: z.optional(z.string()) })),
  external_reference: z.optional(z.string()),
  back_urls: z.optional(z.object({ success: z.optional(z.string()), failure: z.optional(z.string()), pending: z.optional(z.string()) })),
  auto_return: z.optional(z.string()),
  notification_url: z.optional(z.string()),
  expires: z.optional(z.boolean()),
  expiration_date_to: z.optional(z.string()),
  payment_methods: z.optional(
    z.object({
      excluded_payment_types: z.optional(z.array(z.object({ id: z.string() }))),
      excluded_payment_methods: z.optional(z.array(z.object({ id: z.string() }))),
    }),
  ),
});

const refundRequestSchema = z.object({ amount: z.optional(z.number()) });

/** The date format Mercado Pago accepts in date_of_expiration ("yyyy-MM-dd'T'HH:mm:ssz", milliseconds allowed). */
const MP_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?[+-]\d{2}:\d{2}$/;

/** Mercado Pago's error body: `{ message, error, status, cause: [{ code, description, data }] }`. */
function refuse(c: Context, refusal: Refusal | { status: 401; message: string }) {
  const error = { 400: 'bad_request', 401: 'unauthorized', 404: 'not_found' }[refusal.status];
  const cause = 'code' in refusal && refusal.code !== undefined ? [{ code: refusal.code, description: refusal.message, data: null }] : [];
  return c.json({ message: refusal.message, error, status: refusal.status, cause }, refusal.status as ContentfulStatusCode);
}

/** A JSON body parsed with the schema; an empty body reads as `{}` (a whole refund). */
async function bodyOf<T>(c: Context, schema: z.ZodMiniType<T>): Promise<T | null> {
  const text = await c.req.text();
  try {
    const parsed = schema.safeParse(text.trim() ? JSON.parse(text) : {});
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const idempotencyKeyOf = (c: Context) => c.req.header('x-idempotency-key')?.trim() || null;

const MISSING_IDEMPOTENCY_KEY: Refusal = { status: 400, code: 4292, message: "Header X-Idempotency-Key can't be null" };
const PAYMENT_NOT_FOUND: Refusal = { status: 404, code: 2000, message: 'Payment not found' };

export function mercadoPagoStandIn(db: D1Database, options: { shopOrigin: string }): Hono {
  return new Hono()
    .use(async (c, next) => {
      // every call carries the account's access token, as Mercado Pago requires
      const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!token) return refuse(c, { status: 401, message: 'invalid access token' });
      await next();
    })
    .post('/v1/payments', async (c) => {
      const key = idempotencyKeyOf(c);
      if (!key) return refuse(c, MISSING_IDEMPOTENCY_KEY);
      const input = await bodyOf(c, pixRequestSchema);
      if (!input) return refuse(c, { status: 400, code: 1, message: 'Params Error' });
      if (input.payment_method_id !== 'pix')
        return refuse(c, { status: 400, message: 'The stand-in takes Pix here; cards are paid on a preference (Checkout Pro)' });
      if (input.date_of_expiration !== undefined && !MP_DATE.test(input.date_of_expiration)) {
        return refuse(c, {
          status: 400,
          code: 23,
          message: "The following parameters must be valid date and format (yyyy-MM-dd'T'HH:mm:ssz) date_of_expiration",
        });
      }
      const payment = await keepOnce(db, 'payment', key, () => newPixPayment(input, options.shopOrigin, new Date()));
      return c.json(answerOf(payment), 201);
    })
    .get('/v1/payments/:id', async (c) => {
      const payment = await standInPayment(db, c.req.param('id'));
      return payment ? c.json(answerOf(payment)) : refuse(c, PAYMENT_NOT_FOUND);
    })
    .put('/v1/payments/:id', async (c) => {
      const payment = await standInPayment(db, c.req.param('id'));
      if (!payment) return refuse(c, PAYMENT_NOT_FOUND);
      const change = await bodyOf(c, z.object({ status: z.literal('cancelled') }));
      if (!change) return refuse(c, { status: 400, code: 1, message: 'Params Error' });
      // only a payment not paid yet can be cancelled (API reference "Update payment")
      if (payment.status !== 'pending')
        return refuse(c, { status: 400, code: 2063, message: 'The action requested is not valid for the current payment state' });
      const cancelled = { ...payment, status: 'cancelled' as const, status_detail: 'by_collector', date_last_updated: mercadoPagoDate(new Date()) };
      await savePayment(db, cancelled);
      return c.json(answerOf(cancelled));
    })
    .post('/v1/payments/:id/refunds', async (c) => {
      const key = idempotencyKeyOf(c);
      if (!key) return refuse(c, MISSING_IDEMPOTENCY_KEY);
      const payment = await standInPayment(db, c.req.param('id'));
      if (!payment) return refuse(c, PAYMENT_NOT_FOUND);
      // the same key answers the refund it made, and refunds nothing more
      const earlier = payment.refunds.find((refund) => refund.idempotency_key === key);
      if (earlier) return c.json(refundAnswer(earlier), 201);
      const request = await bodyOf(c, refundRequestSchema);
      if (!request) return refuse(c, { status: 400, code: 4041, message: 'amount attribute must be numeric' });
      const refunded = refundPayment(payment, request.amount === undefined ? undefined : cents(request.amount), key, new Date());
      if (!('refund' in refunded)) return refuse(c, refunded);
      await savePayment(db, refunded.payment);
      return c.json(refundAnswer(refunded.refund), 201);
    })
    .post('/checkout/preferences', async (c) => {
      const input = await bodyOf(c, preferenceRequestSchema);
      if (!input) return refuse(c, { status: 400, message: 'invalid_items' });
      const preference = await keepOnce(db, 'preference', idempotencyKeyOf(c), () => {
        // Mercado Pago's preference ids: the collector's id, a dash, a UUID
        const id = `${STAND_IN_COLLECTOR_ID}-${crypto.randomUUID()}`;
        const page = `${options.shopOrigin}/pagamento-simulado/preferencia/${id}`;
        return {
          id,
          collector_id: STAND_IN_COLLECTOR_ID,
          date_created: mercadoPagoDate(new Date()),
          items: input.items.map((item) => ({
            title: item.title,
            quantity: item.quantity,
            unit_price: item.unit_price,
            currency_id: item.currency_id ?? 'BRL',
          })),
          payer: { email: input.payer?.email ?? null },
          external_reference: input.external_reference ?? null,
          back_urls: input.back_urls ?? {},
          auto_return: input.auto_return ?? null,
          notification_url: input.notification_url ?? null,
          expires: input.expires ?? false,
          expiration_date_to: input.expiration_date_to ?? null,
          payment_methods: {
            excluded_payment_types: input.payment_methods?.excluded_payment_types ?? [],
            excluded_payment_methods: input.payment_methods?.excluded_payment_methods ?? [],
          },
          init_point: page,
          sandbox_init_point: page,
        } satisfies StandInPreference;
      });
      return c.json(preference, 201);
    })
    .get('/checkout/preferences/:id', async (c) => {
      const preference = await standInPreference(db, c.req.param('id'));
      return preference ? c.json(preference) : refuse(c, { status: 404, message: 'preference_id not found' });
    })
    .notFound((c) => refuse(c, { status: 404, message: 'resource not found' }));
}
