import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { COUPON_USES_SQL, SOLD_STATUSES_SQL } from '../commerce/checkout-store.ts';
import { batchWithAssertions, sqlAssertion, type FailedAssertion } from '../commerce/sql-assertions.ts';
import { newestAttempt, type PaymentRow } from './payment-attempts.ts';
import type { PaymentGateway, ProviderPayment } from './port.ts';
import { refundOnce, type RefundReason } from './refunds.ts';

/**
 * Applying a payment read back from the provider's API (never a notification's body): the only
 * way an order becomes PAID (docs/payments.md). Idempotent: every change is claimed by a
 * conditional update checked inside the same D1 batch, so parallel or repeated notifications
 * change an order once. An order is paid only by its newest attempt, for exactly the amount that
 * attempt asked, in reais; its wines leave stock in that batch, so two payments can never sell
 * the last bottle twice. Money that cannot pay an order (a wine sold out meanwhile, an older
 * attempt, another amount) goes back through the adapter, once. 'held': paid from another CPF
 * than the account's, whose age was confirmed by CPF only (AWAITING_AGE).
 */
export type Settlement = 'paid' | 'held' | 'already_applied' | 'not_ours' | 'not_paid' | { refunded: RefundReason };

const CLAIMED = 'PAYMENT_CLAIMED';
const NOT_AWAITING = 'ORDER_NOT_AWAITING';
const AMOUNT_CHANGED = 'ORDER_AMOUNT_CHANGED';
const FIRST_PURCHASE_TAKEN = 'COUPON_FIRST_PURCHASE_TAKEN';

function log(event: string, fields: Record<string, unknown>): void {
  console.log(JSON.stringify({ level: 'info', event, ...fields }));
}

async function attemptOf(db: D1Database, gateway: PaymentGateway, payment: ProviderPayment): Promise<PaymentRow | null> {
  if (!payment.reference) return null;
  return db.prepare('SELECT * FROM payments WHERE id = ? AND provider = ?').bind(payment.reference, gateway.provider).first<PaymentRow>();
}

/**
 * A payment that did not go through: the attempt says so (the order stays awaiting another). One
 * that paid an order and was refunded or charged back at the provider (by the owner in its panel,
 * or a dispute) leaves the order refunded.
 */
async function recordNotPaid(db: D1Database, attempt: PaymentRow, payment: ProviderPayment, now: Date): Promise<Settlement> {
  const paidTheOrder = attempt.status === 'approved' && attempt.provider_payment_id === payment.providerPaymentId;
  if ((payment.status === 'refunded' || payment.status === 'charged_back') && paidTheOrder) {
    await db.batch([
      db.prepare("UPDATE payments SET status = 'refunded', updated_at = ? WHERE id = ? AND status = 'approved'").bind(now.toISOString(), attempt.id),
      db.prepare(`UPDATE orders SET status = 'REFUNDED' WHERE id = ? AND (status IN ${SOLD_STATUSES_SQL} OR status = 'AWAITING_AGE')`).bind(attempt.order_id),
    ]);
    log('payment_refunded_at_provider', { orderId: attempt.order_id, providerPaymentId: payment.providerPaymentId });
    return 'not_paid';
  }
  // a hosted checkout stays payable after a declined card (the shopper tries another): only a Pix ends
  if (attempt.kind === 'pix' && (payment.status === 'rejected' || payment.status === 'cancelled')) {
    await db
      .prepare("UPDATE payments SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'")
      .bind(payment.status, now.toISOString(), attempt.id)
      .run();
  }
  return 'not_paid';
}

/** The newest attempt of the order, still awaiting payment, for the amount paid in reais. */
function canPay(attempt: PaymentRow, newestId: string | null, payment: ProviderPayment): RefundReason | null {
  if (payment.currency !== 'BRL' || payment.amountCents !== attempt.amount_cents) return 'amount_mismatch';
  if (attempt.id !== newestId || (attempt.status !== 'pending' && attempt.status !== 'approved')) return 'superseded';
  return null;
}

/**
 * ECA Digital with an age confirmed by CPF only (level B): the CPF is the proof, so the money must
 * come from it. A Pix the provider reports from another CPF (or from none it names) holds the order.
 */
function heldForAge(attempt: PaymentRow, payment: ProviderPayment): boolean {
  return attempt.kind === 'pix' && attempt.age_level === 'B' && payment.payerCpf !== attempt.payer_cpf;
}

/** The batch that makes the order PAID (or held for age): claim, stock, coupon, cart, all or nothing. */
function payStatements(db: D1Database, attempt: PaymentRow, payment: ProviderPayment, couponCode: string | null, checkoutId: string, now: Date) {
  const stamp = now.toISOString();
  const status = heldForAge(attempt, payment) ? 'AWAITING_AGE' : 'PAID';
  const lines = 'SELECT product_variant_id FROM order_products WHERE order_id = ?';
  return [
    db
      .prepare("UPDATE payments SET status = 'approved', provider_payment_id = ?, updated_at = ? WHERE id = ? AND status = 'pending'")
      .bind(payment.providerPaymentId, stamp, attempt.id),
    sqlAssertion(db, 'changes() = 1', [], CLAIMED),
    db
      .prepare("UPDATE orders SET status = ?, paid_at = ?, status_reason = NULL WHERE id = ? AND status = 'AWAITING_PAYMENT'")
      .bind(status, stamp, attempt.order_id),
    sqlAssertion(db, 'changes() = 1', [], NOT_AWAITING),
    // the order as it stands inside this batch: the amount this attempt asked, and every line in stock
    sqlAssertion(db, '(SELECT CAST(round(total * 100) AS INTEGER) FROM orders WHERE id = ?) = ?', [attempt.order_id, attempt.amount_cents], AMOUNT_CHANGED),
    sqlAssertion(
      db,
      'NOT EXISTS (SELECT 1 FROM order_products p LEFT JOIN wines w ON w.variant_id = p.product_variant_id WHERE p.order_id = ? AND coalesce(w.stock, 0) < p.quantity)',
      [attempt.order_id],
      ERROR_CODES.insufficientStock,
    ),
    db
      .prepare(
        `UPDATE wines SET stock = stock - (SELECT p.quantity FROM order_products p WHERE p.order_id = ? AND p.product_variant_id = wines.variant_id)
         WHERE variant_id IN (${lines})`,
      )
      .bind(attempt.order_id, attempt.order_id),
    // a limited coupon's last use goes to one order only, counted with this one in it
    ...(couponCode
      ? [
          sqlAssertion(
            db,
            `(SELECT c.usage_limit IS NULL OR ${COUPON_USES_SQL} <= c.usage_limit FROM coupons c WHERE c.code = ?)`,
            [couponCode],
            ERROR_CODES.couponInvalid,
          ),
          // a first-purchase coupon pays the customer's first order only: of two carts priced
          // before either was paid, the second to be paid goes back (one held for age counts:
          // paid, as the coupon's uses count it)
          sqlAssertion(
            db,
            `NOT EXISTS (SELECT 1 FROM coupons WHERE code = ? AND first_purchase_only = 1)
             OR NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = (SELECT customer_id FROM orders WHERE id = ?) AND o.id != ?
               AND (o.status IN ${SOLD_STATUSES_SQL} OR o.status = 'AWAITING_AGE'))`,
            [couponCode, attempt.order_id, attempt.order_id],
            FIRST_PURCHASE_TAKEN,
          ),
        ]
      : []),
    db.prepare('UPDATE checkouts SET completed = 1, updated_at = ? WHERE id = ?').bind(stamp, checkoutId),
  ];
}

/**
 * Why a coupon stopped applying, on the order (the checkout page says it) and on its refund (one
 * automatic reason for both: migration 0052's list).
 */
const STOPPED_APPLYING: Record<string, { order: string; refund: RefundReason }> = {
  [ERROR_CODES.couponInvalid]: { order: 'coupon_exhausted', refund: 'coupon_exhausted' },
  [FIRST_PURCHASE_TAKEN]: { order: 'coupon_first_purchase', refund: 'coupon_exhausted' },
};

export async function settlePayment(db: D1Database, gateway: PaymentGateway, payment: ProviderPayment, now: Date): Promise<Settlement> {
  const attempt = await attemptOf(db, gateway, payment);
  if (!attempt) {
    log('payment_not_ours', { provider: gateway.provider, providerPaymentId: payment.providerPaymentId });
    return 'not_ours';
  }
  if (payment.status !== 'approved') return recordNotPaid(db, attempt, payment, now);
  if (attempt.status === 'approved' && attempt.provider_payment_id === payment.providerPaymentId) return 'already_applied';
  const [newest, order] = await Promise.all([
    newestAttempt(db, attempt.order_id),
    db
      .prepare('SELECT checkout_id, coupon_code, status FROM orders WHERE id = ?')
      .bind(attempt.order_id)
      .first<{ checkout_id: string; coupon_code: string | null; status: string }>(),
  ]);
  const newestId = newest?.id ?? null;
  const orderRow = order ?? undefined;
  const refused = orderRow ? canPay(attempt, newestId, payment) : 'superseded';
  if (refused || !orderRow) return refundFor(db, gateway, attempt, payment, refused ?? 'superseded', now);
  let failure: FailedAssertion | undefined;
  await batchWithAssertions(db, payStatements(db, attempt, payment, orderRow.coupon_code, orderRow.checkout_id, now), (failed) => {
    failure = failed;
    return new Error(failed.code);
  }).catch((error: unknown) => {
    if (!failure) throw error;
  });
  if (!failure) {
    const held = heldForAge(attempt, payment);
    log(held ? 'payment_held_for_age' : 'payment_applied', { orderId: attempt.order_id, providerPaymentId: payment.providerPaymentId });
    return held ? 'held' : 'paid';
  }
  if (failure.code === CLAIMED) {
    // claimed meanwhile: by this very payment (a parallel notification), or by another (a second
    // payment of the same checkout, a new attempt): only the first is already applied, the rest goes back
    const current = await attemptOf(db, gateway, payment);
    if (current?.status === 'approved' && current.provider_payment_id === payment.providerPaymentId) return 'already_applied';
    return refundFor(db, gateway, attempt, payment, 'superseded', now);
  }
  if (failure.code === NOT_AWAITING || failure.code === AMOUNT_CHANGED) return refundFor(db, gateway, attempt, payment, 'superseded', now);
  // a wine sold out, or the coupon stopped applying (its last use went, or another order was the
  // first purchase), while the shopper paid: the money goes back and the order stays awaiting, with
  // the reason, so the shopper can adjust the cart and pay again
  const why = STOPPED_APPLYING[failure.code] ?? { order: 'out_of_stock', refund: 'out_of_stock' };
  await db.prepare("UPDATE orders SET status_reason = ? WHERE id = ? AND status = 'AWAITING_PAYMENT'").bind(why.order, attempt.order_id).run();
  return refundFor(db, gateway, attempt, payment, why.refund, now);
}

async function refundFor(
  db: D1Database,
  gateway: PaymentGateway,
  attempt: PaymentRow,
  payment: ProviderPayment,
  reason: RefundReason,
  now: Date,
): Promise<Settlement> {
  log('payment_refused', { orderId: attempt.order_id, providerPaymentId: payment.providerPaymentId, reason, amountCents: payment.amountCents });
  await db
    .prepare(
      "UPDATE payments SET status = 'refunded', provider_payment_id = coalesce(provider_payment_id, ?), updated_at = ? WHERE id = ? AND status IN ('pending', 'superseded', 'cancelled', 'rejected')",
    )
    .bind(payment.providerPaymentId, now.toISOString(), attempt.id)
    .run();
  const outcome = await refundOnce(
    db,
    gateway,
    { orderId: attempt.order_id, providerPaymentId: payment.providerPaymentId, amountCents: payment.amountCents - payment.refundedCents, reason },
    now,
  );
  // the buyer is told of money that went back, once: not of a refund already asked, nor of one the provider did not make
  return outcome === 'refunded' ? { refunded: reason } : 'not_paid';
}
