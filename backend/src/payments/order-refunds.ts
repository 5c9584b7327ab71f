import { ADMIN_ORDER_MESSAGES } from '../../../src/contracts/admin/orders.ts';
import { UNSHIPPED_ORDER_STATUSES } from '../../../src/core/rules/order-status.ts';
import { SOLD_STATUSES_SQL } from '../commerce/checkout-store.ts';
import { batchWithAssertions, sqlAssertion } from '../commerce/sql-assertions.ts';
import { ConflictError, ProviderFailedError } from '../errors.ts';
import { PaymentProviderError, type PaymentGateway } from './port.ts';

/**
 * Money given back on a paid order (docs/payments.md): the owner's refund of the whole order or of
 * some bottles, and a withdrawal (CDC art. 49). The refund is claimed in D1 first, with an
 * assertion that all refunds of the payment stay within what was paid, in the same batch as the
 * caller's audit row, so parallel refunds can never give back more than was paid; then the
 * provider is asked, with the claim's id as its idempotency key. A provider that fails leaves the
 * claim failed (it counts for nothing) and the order as it was.
 */
export interface PaidOrder {
  orderId: number;
  provider: string;
  providerPaymentId: string;
  paidCents: number;
  refundedCents: number;
}

export type OwnerRefundReason = 'owner' | 'withdrawal' | 'age_unconfirmed';

const TOO_LARGE = 'REFUND_TOO_LARGE';
const LINES_TAKEN = 'REFUND_LINES_TAKEN';

/** Bottles of one wine of the order given back by a refund. */
export interface RefundLine {
  product_variant_id: number;
  quantity: number;
}

/** The order's approved payment and what already went back of it, or null for an order never paid. */
export async function paidOrderOf(db: D1Database, orderId: number): Promise<PaidOrder | null> {
  const row = await db
    .prepare(
      `SELECT p.provider, p.provider_payment_id, p.amount_cents,
         (SELECT coalesce(sum(r.amount_cents), 0) FROM refunds r WHERE r.provider = p.provider AND r.provider_payment_id = p.provider_payment_id AND r.status != 'failed') AS refunded
       FROM payments p WHERE p.order_id = ? AND p.status = 'approved' AND p.provider_payment_id IS NOT NULL
       ORDER BY p.created_at DESC LIMIT 1`,
    )
    .bind(orderId)
    .first<{ provider: string; provider_payment_id: string; amount_cents: number; refunded: number }>();
  return row ? { orderId, provider: row.provider, providerPaymentId: row.provider_payment_id, paidCents: row.amount_cents, refundedCents: row.refunded } : null;
}

const UNSHIPPED_SQL = `(${UNSHIPPED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * The bottles a refund gives back that never left the shop go back to stock (`sign` 1), or come
 * out again when the provider refused that refund (-1): the lines refunded, or, for the rest of the
 * order, every bottle no other refund gave back. Nothing for an order shipped or delivered (its
 * bottles come back, if at all, by post: the owner counts them in). Run in the refund's claim, so
 * a refund that counts (made, or asked of a provider that did not answer) has restocked.
 */
function restockStatements(db: D1Database, orderId: number, lines: ReadonlyArray<RefundLine>, sign: 1 | -1): D1PreparedStatement[] {
  const unshipped = `EXISTS (SELECT 1 FROM orders WHERE id = ? AND status IN ${UNSHIPPED_SQL})`;
  if (lines.length > 0) {
    return lines.map((line) =>
      db.prepare(`UPDATE wines SET stock = stock + ? WHERE variant_id = ? AND ${unshipped}`).bind(sign * line.quantity, line.product_variant_id, orderId),
    );
  }
  const refundedBefore = `(SELECT coalesce(sum(rl.quantity), 0) FROM refund_lines rl JOIN refunds r ON r.id = rl.refund_id
     WHERE r.order_id = p.order_id AND r.status != 'failed' AND rl.product_variant_id = p.product_variant_id)`;
  return [
    db
      .prepare(
        `UPDATE wines SET stock = stock + ? * (SELECT p.quantity - ${refundedBefore} FROM order_products p WHERE p.order_id = ? AND p.product_variant_id = wines.variant_id)
         WHERE variant_id IN (SELECT product_variant_id FROM order_products WHERE order_id = ?) AND ${unshipped}`,
      )
      .bind(sign, orderId, orderId, orderId),
  ];
}

export async function refundPaidOrder(
  db: D1Database,
  gateway: PaymentGateway,
  order: PaidOrder,
  request: { amountCents: number; reason: OwnerRefundReason; lines?: ReadonlyArray<RefundLine>; alongside: D1PreparedStatement[] },
  now: Date,
): Promise<{ whole: boolean }> {
  if (gateway.provider !== order.provider) throw new ConflictError('other_provider', ADMIN_ORDER_MESSAGES.refundNotPaid);
  if (request.amountCents <= 0 || order.refundedCents + request.amountCents > order.paidCents) {
    throw new ConflictError('refund_too_large', ADMIN_ORDER_MESSAGES.refundTooLarge);
  }
  const id = crypto.randomUUID();
  const stamp = now.toISOString();
  const refunded = `(SELECT coalesce(sum(amount_cents), 0) FROM refunds WHERE provider = ? AND provider_payment_id = ? AND status != 'failed')`;
  await batchWithAssertions(
    db,
    [
      ...request.alongside,
      db
        .prepare(
          `INSERT INTO refunds (id, order_id, provider, provider_payment_id, amount_cents, reason, status, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, 'requested', ?, ?)`,
        )
        .bind(id, order.orderId, order.provider, order.providerPaymentId, request.amountCents, request.reason, stamp, stamp),
      sqlAssertion(db, `${refunded} <= ?`, [order.provider, order.providerPaymentId, order.paidCents], TOO_LARGE),
      ...(request.lines ?? []).flatMap((line) => [
        db.prepare('INSERT INTO refund_lines (refund_id, product_variant_id, quantity) VALUES (?, ?, ?)').bind(id, line.product_variant_id, line.quantity),
        sqlAssertion(
          db,
          `(SELECT coalesce(sum(rl.quantity), 0) FROM refund_lines rl JOIN refunds r ON r.id = rl.refund_id
            WHERE r.order_id = ? AND r.status != 'failed' AND rl.product_variant_id = ?)
           <= (SELECT quantity FROM order_products WHERE order_id = ? AND product_variant_id = ?)`,
          [order.orderId, line.product_variant_id, order.orderId, line.product_variant_id],
          LINES_TAKEN,
          line.product_variant_id,
        ),
      ]),
      ...restockStatements(db, order.orderId, request.lines ?? [], 1),
    ],
    (failure) =>
      failure.code === LINES_TAKEN
        ? new ConflictError('refund_lines_taken', ADMIN_ORDER_MESSAGES.refundLinesTaken)
        : new ConflictError('refund_too_large', ADMIN_ORDER_MESSAGES.refundTooLarge),
  );
  let made: boolean;
  try {
    const answer = await gateway.refund({ providerPaymentId: order.providerPaymentId, amountCents: request.amountCents, idempotencyKey: id });
    if (answer.status === 'rejected') throw new PaymentProviderError(422, 'refund rejected');
    made = answer.status === 'approved';
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(JSON.stringify({ level: 'error', event: 'refund_failed', orderId: order.orderId, status: error.status, detail: error.detail }));
    // no answer: it may have been made, so the claim stays requested and counts (a retry cannot pay twice)
    if (error.status === 0) throw new ProviderFailedError(ADMIN_ORDER_MESSAGES.providerSilent);
    // refused: the refund counts for nothing, and its bottles are sold again
    await db.batch([
      db.prepare("UPDATE refunds SET status = 'failed', updated_at = ? WHERE id = ?").bind(new Date().toISOString(), id),
      ...restockStatements(db, order.orderId, request.lines ?? [], -1),
    ]);
    throw new ProviderFailedError(ADMIN_ORDER_MESSAGES.providerDown);
  }
  const whole = order.refundedCents + request.amountCents === order.paidCents;
  await db.batch([
    // a refund the provider is still processing stays requested: only a made one is "Feito"
    db.prepare('UPDATE refunds SET status = ?, updated_at = ? WHERE id = ?').bind(made ? 'approved' : 'requested', new Date().toISOString(), id),
    ...(whole
      ? [db.prepare(`UPDATE orders SET status = 'REFUNDED' WHERE id = ? AND (status IN ${SOLD_STATUSES_SQL} OR status = 'AWAITING_AGE')`).bind(order.orderId)]
      : []),
  ]);
  return { whole };
}
