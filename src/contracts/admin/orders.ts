import { z } from 'zod/mini';

/**
 * The back office's orders and newsletter through the admin API (`src/contracts/admin.ts`):
 * `GET /admin-api/orders` (newest first, 50 a page), `GET /admin-api/orders/:id` (its items and
 * amounts, as frozen at payment), the newsletter's subscribers (`GET /admin-api/newsletter`, a CSV
 * at `/admin-api/newsletter.csv`) and an unsubscription by the owner.
 */
const MAX_PAGE = 1000;
const pageSchema = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE)), 1);

export const ADMIN_ORDER_MESSAGES = {
  invalidId: 'Número de pedido inválido.',
  notFound: 'Pedido não encontrado.',
  email: 'Informe o e-mail de um inscrito.',
  notSubscribed: 'Este e-mail não está inscrito.',
} as const;

export const adminOrdersQuerySchema = z.object({ page: pageSchema });

const orderSummarySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  created_at: z.string(),
  status: z.string(),
  /** Null once the customer's personal data was erased on request (LGPD). */
  customer_email: z.nullable(z.string()),
  customer_name: z.nullable(z.string()),
  total: z.number(),
  items: z.number().check(z.int(), z.nonnegative()),
});

export const adminOrderPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});

export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

export const adminOrderSchema = z.extend(orderSummarySchema, {
  subtotal: z.number(),
  coupon_code: z.nullable(z.string()),
  coupon_discount: z.number(),
  pix_discount: z.number(),
  payment_method: z.nullable(z.string()),
  shipping_name: z.string(),
  shipping_fee: z.number(),
  shipping_deadline: z.number(),
  cep: z.nullable(z.string()),
  lines: z.array(
    z.object({
      product_id: z.number(),
      sku: z.string(),
      name: z.string(),
      quantity: z.number().check(z.int(), z.positive()),
      unit_price: z.number(),
    }),
  ),
});

export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** `:id` of an order. */
export const orderIdSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  z.transform((value) => Number(value)),
);

export const adminNewsletterQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  page: pageSchema,
});

export const adminNewsletterPageSchema = z.object({
  subscribers: z.array(z.object({ email: z.string(), name: z.string(), created_at: z.string() })),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});

export type AdminNewsletterPage = z.infer<typeof adminNewsletterPageSchema>;

/** `POST /admin-api/newsletter/unsubscribe`: the subscriber's e-mail, as listed. */
export const newsletterUnsubscribeSchema = z.strictObject({
  email: z
    .string({ error: ADMIN_ORDER_MESSAGES.email })
    .check(z.trim(), z.minLength(3, { error: ADMIN_ORDER_MESSAGES.email }), z.maxLength(254, { error: ADMIN_ORDER_MESSAGES.email })),
});

/** `POST /admin-api/newsletter/unsubscribe`'s answer: the address, now off the list. */
export const newsletterUnsubscribedSchema = z.object({ email: z.string(), subscribed: z.literal(false) });
