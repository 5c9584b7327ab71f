import { Hono, type Context } from 'hono';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrder,
  type AdminOrderPage,
  adminOrdersQuerySchema,
  orderIdSchema,
  orderRefundSchema,
  orderStatusChangeSchema,
} from '../../../src/contracts/admin/orders.ts';
import { ADMIN_PAGE_SIZE } from '../../../src/contracts/admin/api.ts';
import { toCents, toReais } from '../../../src/core/rules/money.ts';
import { correiosTrackingCode, nextOrderStatuses } from '../../../src/core/rules/order-status.ts';
import { isPickupType } from '../commerce/shipping-rates.ts';
import { batchWithAssertions, sqlAssertion } from '../commerce/sql-assertions.ts';
import type { BackendEnv } from '../env.ts';
import { ConflictError, InvalidFieldsError, NotFoundError, respondToError } from '../errors.ts';
import { paidOrderOf, refundPaidOrder } from '../payments/order-refunds.ts';
import { noticeRefund, noticeShipped } from '../payments/order-notices.ts';
import { mailerOf } from '../mail/send-mail.ts';
import { paymentGateway } from '../payments/payment-config.ts';
import { readJsonBody, readParam } from '../validation/request.ts';
import { readQuery } from '../validation/request.ts';
import { actorOf } from './admin-actor.ts';
import { auditStatement } from './audit-log.ts';
import { storedDeliveryAddress } from '../../../src/contracts/delivery-address.ts';

/**
 * The back office's orders (contract `src/contracts/admin/orders.ts`): newest first, each with its
 * amounts frozen at payment, its payments and refunds; the owner moves a paid order along its life
 * (core/rules/order-status.ts: em separação, enviado with the Correios tracking code, entregue)
 * and refunds the whole order or some bottles through the payment provider, each with its audit
 * row. The customer's name and e-mail come from the account (none once erased on request, LGPD).
 */
// an erased customer (LGPD) has neither name nor e-mail any more
const SUMMARY = `o.id, o.created_at, o.status, o.total, CASE WHEN c.erased_at IS NULL THEN c.email END AS customer_email,
  CASE WHEN c.erased_at IS NULL THEN c.full_name END AS customer_name,
  (SELECT coalesce(sum(quantity), 0) FROM order_products p WHERE p.order_id = o.id) AS items`;

async function listOrders(db: D1Database, page: number): Promise<AdminOrderPage> {
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${SUMMARY} FROM orders o LEFT JOIN customers c ON c.id = o.customer_id ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`)
      .bind(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE),
    db.prepare('SELECT count(*) AS total FROM orders'),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { orders: (rows?.results ?? []) as AdminOrderPage['orders'], total, page, pageSize: ADMIN_PAGE_SIZE };
}

type StoredOrder = Omit<AdminOrder, 'lines' | 'next_statuses' | 'paid' | 'refunded' | 'payments' | 'refunds'>;
type MoneyRow = { status: string; amount_cents: number; created_at: string };

async function findOrder(db: D1Database, id: number): Promise<AdminOrder | null> {
  const [orderRows, lineRows, paymentRows, refundRows] = await db.batch([
    db
      .prepare(
        `SELECT ${SUMMARY}, o.subtotal, o.coupon_code, o.coupon_discount, o.pix_discount, o.payment_method, o.shipping_name,
           o.shipping_fee, o.shipping_deadline, o.shipping_type, o.cep, o.tracking_code, o.paid_at, o.withdrawal_protocol, o.delivery_address
         FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE o.id = ?`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT op.product_variant_id, op.product_id, op.sku, op.name, op.quantity, op.unit_price,
           (SELECT coalesce(sum(rl.quantity), 0) FROM refund_lines rl JOIN refunds r ON r.id = rl.refund_id
            WHERE r.order_id = op.order_id AND r.status != 'failed' AND rl.product_variant_id = op.product_variant_id) AS refunded_quantity
         FROM order_products op WHERE op.order_id = ? ORDER BY op.name`,
      )
      .bind(id),
    db.prepare('SELECT kind, status, amount_cents, created_at FROM payments WHERE order_id = ? ORDER BY created_at').bind(id),
    db.prepare('SELECT reason, status, amount_cents, created_at FROM refunds WHERE order_id = ? ORDER BY created_at').bind(id),
  ]);
  const row = orderRows?.results[0] as (Omit<StoredOrder, 'delivery_address'> & { shipping_type: string | null; delivery_address: string | null }) | undefined;
  if (!row) return null;
  const { shipping_type, delivery_address, ...order } = row;
  const payments = (paymentRows?.results ?? []) as Array<MoneyRow & { kind: string }>;
  const refunds = (refundRows?.results ?? []) as Array<MoneyRow & { reason: string }>;
  const paidCents = payments.filter((payment) => payment.status === 'approved').reduce((sum, payment) => sum + payment.amount_cents, 0);
  const refundedCents = refunds.filter((refund) => refund.status === 'approved').reduce((sum, refund) => sum + refund.amount_cents, 0);
  const money = ({ amount_cents, ...rest }: MoneyRow) => ({ ...rest, amount: toReais(amount_cents) });
  return {
    ...order,
    delivery_address: storedDeliveryAddress(delivery_address),
    // a withdrawn order is not shipped, whatever became of its refund
    next_statuses: order.withdrawal_protocol ? [] : [...nextOrderStatuses(order.status, isPickupType(shipping_type))],
    paid: toReais(paidCents),
    refunded: toReais(refundedCents),
    payments: payments.map((payment) => ({ ...money(payment), kind: payment.kind })),
    refunds: refunds.map((refund) => ({ ...money(refund), reason: refund.reason })),
    lines: (lineRows?.results ?? []) as AdminOrder['lines'],
  };
}

async function orderOf(c: Context<BackendEnv>): Promise<AdminOrder> {
  const order = await findOrder(c.env.DB, readParam(c, 'id', orderIdSchema, ADMIN_ORDER_MESSAGES.invalidId));
  if (!order) throw new NotFoundError(ADMIN_ORDER_MESSAGES.notFound);
  return order;
}

const STATUS_COLUMNS = `json_object('status', status, 'tracking_code', tracking_code)`;

/** Moves the order to the status asked, if its life allows it now; shipping needs a valid tracking code. */
async function changeStatus(c: Context<BackendEnv>) {
  const order = await orderOf(c);
  const change = await readJsonBody(c, orderStatusChangeSchema);
  if (!order.next_statuses.includes(change.status)) throw new ConflictError('invalid_transition', ADMIN_ORDER_MESSAGES.transition);
  const tracking = change.status === 'SHIPPED' ? correiosTrackingCode(change.tracking_code ?? '') : null;
  if (change.status === 'SHIPPED' && !tracking) throw new InvalidFieldsError(ADMIN_ORDER_MESSAGES.tracking, { tracking_code: ADMIN_ORDER_MESSAGES.tracking });
  const now = new Date();
  const db = c.env.DB;
  const stamp = now.toISOString();
  await batchWithAssertions(
    db,
    [
      auditStatement(db, {
        at: now,
        actor: actorOf(c),
        action: 'status',
        entity: 'order',
        entityId: String(order.id),
        before: { sql: `SELECT ${STATUS_COLUMNS} FROM orders WHERE id = ?`, params: [order.id] },
        after: { status: change.status, tracking_code: tracking ?? order.tracking_code },
      }),
      // claimed on the status read: an owner in another tab moving it first wins, this one is told
      db
        .prepare(
          `UPDATE orders SET status = ?, tracking_code = coalesce(?, tracking_code),
             shipped_at = CASE WHEN ? = 'SHIPPED' THEN ? ELSE shipped_at END,
             delivered_at = CASE WHEN ? = 'DELIVERED' THEN ? ELSE delivered_at END
           WHERE id = ? AND status = ?`,
        )
        .bind(change.status, tracking, change.status, stamp, change.status, stamp, order.id, order.status),
      sqlAssertion(db, 'changes() = 1', [], 'ORDER_MOVED'),
    ],
    () => new ConflictError('invalid_transition', ADMIN_ORDER_MESSAGES.transition),
  );
  if (change.status === 'SHIPPED' && tracking) await noticeShipped(c.env, order.id, tracking, mailerOf(c));
  return c.json(await orderOf(c));
}

/**
 * What the lines asked for are worth after the order's discounts (shipping is refunded only with
 * the whole order), each at most the bottles bought and not refunded yet. A wine's bottles are
 * priced as a running share (what all refunded so far are worth, less what the earlier ones were),
 * so refunding them one by one adds up to what they were worth together; rounded to the cent per
 * wine, the wines' shares may still pass what was paid by a cent each: the last bottles then get
 * what is left.
 */
function linesRefundCents(order: AdminOrder, lines: ReadonlyArray<{ product_variant_id: number; quantity: number }>, leftCents: number): number {
  const discounted = toCents(order.total) - toCents(order.shipping_fee);
  const subtotal = toCents(order.subtotal);
  if (new Set(lines.map((asked) => asked.product_variant_id)).size !== lines.length) {
    throw new InvalidFieldsError(ADMIN_ORDER_MESSAGES.refundLines, { lines: ADMIN_ORDER_MESSAGES.refundLines });
  }
  let cents = 0;
  for (const asked of lines) {
    const line = order.lines.find((item) => item.product_variant_id === asked.product_variant_id);
    if (!line || asked.quantity > line.quantity - line.refunded_quantity) {
      throw new InvalidFieldsError(ADMIN_ORDER_MESSAGES.refundLines, { lines: ADMIN_ORDER_MESSAGES.refundLines });
    }
    const worth = (bottles: number) => Math.round((toCents(line.unit_price) * bottles * discounted) / subtotal);
    cents += worth(line.refunded_quantity + asked.quantity) - worth(line.refunded_quantity);
  }
  return cents > leftCents && cents - leftCents <= order.lines.length ? leftCents : cents;
}

const lineName = (order: AdminOrder, variant: number) => order.lines.find((line) => line.product_variant_id === variant)?.name ?? String(variant);

/** Refunds what is left of the order, or the bottles listed, through the provider that took the payment. */
async function refundOrder(c: Context<BackendEnv>) {
  const order = await orderOf(c);
  const { lines = [] } = await readJsonBody(c, orderRefundSchema);
  const paid = await paidOrderOf(c.env.DB, order.id);
  const gateway = await paymentGateway(c.env);
  if (!paid || !gateway) throw new ConflictError('not_paid', ADMIN_ORDER_MESSAGES.refundNotPaid);
  const leftCents = paid.paidCents - paid.refundedCents;
  const amountCents = lines.length > 0 ? linesRefundCents(order, lines, leftCents) : leftCents;
  if (amountCents <= 0) throw new ConflictError('refund_too_large', ADMIN_ORDER_MESSAGES.refundTooLarge);
  const now = new Date();
  const audit = auditStatement(c.env.DB, {
    at: now,
    actor: actorOf(c),
    action: 'refund',
    entity: 'order',
    entityId: String(order.id),
    before: null,
    // the wines by name, as the owner reads them in the history ("Malbec Reserva × 1")
    after: {
      amount: toReais(amountCents),
      lines: lines.length > 0 ? lines.map((asked) => `${lineName(order, asked.product_variant_id)} × ${asked.quantity}`) : 'all',
    },
  });
  await refundPaidOrder(c.env.DB, gateway, paid, { amountCents, reason: 'owner', lines, alongside: [audit] }, now);
  await noticeRefund(c.env, order.id, amountCents, mailerOf(c));
  return c.json(await orderOf(c));
}

export const adminOrderRoutes = new Hono<BackendEnv>()
  .get('/', async function listOrderPage(c) {
    return c.json(await listOrders(c.env.DB, readQuery(c, adminOrdersQuerySchema).page));
  })
  .get('/:id', async function showOrder(c) {
    return c.json(await orderOf(c));
  })
  .post('/:id/status', changeStatus)
  .post('/:id/refund', refundOrder)
  .onError(respondToError);
