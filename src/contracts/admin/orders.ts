import { z } from 'zod/mini';
import { deliveryAddressSchema } from '../delivery-address.ts';

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
  status: 'Escolha a nova situação do pedido.',
  transition: 'O pedido não pode ir para essa situação agora: a página mostra as possíveis.',
  tracking: 'Código de rastreio inválido: use o dos Correios, como AA123456785BR.',
  refundNothing: 'Escolha o que estornar: o pedido todo ou as quantidades de cada vinho.',
  refundLines: 'Cada quantidade a estornar vai de 1 até o que foi comprado e ainda não estornado.',
  refundLinesTaken: 'Parte destas garrafas acabou de ser estornada: confira o que ainda pode ser estornado.',
  refundNotPaid: 'Este pedido não tem pagamento a estornar.',
  refundTooLarge: 'O estorno passa do valor que ainda pode ser devolvido.',
  providerDown: 'O provedor de pagamento não respondeu: nada foi estornado. Tente de novo em instantes.',
  providerSilent: 'O provedor de pagamento não respondeu a tempo: confira no painel dele se o estorno foi feito antes de tentar de novo.',
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

const moneyEventSchema = z.object({ status: z.string(), amount: z.number(), created_at: z.string() });

export const adminOrderSchema = z.extend(orderSummarySchema, {
  /** The moves the owner may make now (core/rules/order-status.ts). */
  next_statuses: z.array(z.string()),
  tracking_code: z.nullable(z.string()),
  paid_at: z.nullable(z.string()),
  withdrawal_protocol: z.nullable(z.string()),
  /** What was paid and what went back, in reais. */
  paid: z.number(),
  refunded: z.number(),
  payments: z.array(z.extend(moneyEventSchema, { kind: z.string() })),
  refunds: z.array(z.extend(moneyEventSchema, { reason: z.string() })),
  subtotal: z.number(),
  coupon_code: z.nullable(z.string()),
  coupon_discount: z.number(),
  pix_discount: z.number(),
  payment_method: z.nullable(z.string()),
  shipping_name: z.string(),
  shipping_fee: z.number(),
  shipping_deadline: z.number(),
  cep: z.nullable(z.string()),
  /** Where a delivery goes; null for a pickup and for orders placed before the address was asked. */
  delivery_address: z.nullable(deliveryAddressSchema),
  lines: z.array(
    z.object({
      product_variant_id: z.number(),
      product_id: z.number(),
      sku: z.string(),
      name: z.string(),
      quantity: z.number().check(z.int(), z.positive()),
      unit_price: z.number(),
      /** Bottles of this wine already given back by the owner's refunds (none failed). */
      refunded_quantity: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
});

export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** `POST /admin-api/orders/:id/status`: the next situation, and the tracking code when shipping. */
export const orderStatusChangeSchema = z.strictObject({
  status: z.string({ error: ADMIN_ORDER_MESSAGES.status }).check(z.minLength(1, { error: ADMIN_ORDER_MESSAGES.status }), z.maxLength(40)),
  tracking_code: z.optional(z.string().check(z.maxLength(40, { error: ADMIN_ORDER_MESSAGES.tracking }))),
});

/** `POST /admin-api/orders/:id/refund`: the wines (and how many of each) to refund; none listed: all that is left. */
export const orderRefundSchema = z.strictObject({
  lines: z.optional(
    z
      .array(
        z.strictObject({
          product_variant_id: z.number().check(z.int(), z.positive()),
          quantity: z
            .number({ error: ADMIN_ORDER_MESSAGES.refundLines })
            .check(z.int({ error: ADMIN_ORDER_MESSAGES.refundLines }), z.positive({ error: ADMIN_ORDER_MESSAGES.refundLines })),
        }),
      )
      .check(z.maxLength(50)),
  ),
});

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
