import { toCents } from '../../../src/core/rules/money.ts';
import { saoPauloDate } from '../../../src/core/rules/sao-paulo-time.ts';
import { withdrawalStanding, type WithdrawalStanding } from '../../../src/core/rules/withdrawal-window.ts';
import { batchWithAssertions, sqlAssertion } from '../commerce/sql-assertions.ts';
import { ConflictError, ProviderFailedError } from '../errors.ts';
import type { MailOrder } from '../mail/order-mails.ts';
import { paidOrderOf, refundPaidOrder } from '../payments/order-refunds.ts';
import { paymentGateway, type PaymentBindings } from '../payments/payment-config.ts';

/**
 * A withdrawal (CDC art. 49; Decreto 7.962/2013 art. 5: by the same means used to buy, confirmed at
 * once): the order is found by its number and the buyer's e-mail, or by its signed link; within the
 * window (core/rules/withdrawal-window.ts) it gets a protocol number, once (a second try shows the
 * first protocol), and what was paid goes back through the provider. A refund the provider does not
 * make now is left for the owner, who is told; the withdrawal stands either way.
 */
export interface WithdrawalOrder extends MailOrder {
  status: string;
  deliveredAt: string | null;
  withdrawnAt: string | null;
  protocol: string | null;
}

export interface Withdrawn {
  protocol: string;
  /** What went back now, in centavos (0: the owner refunds by hand). */
  refundedCents: number;
}

/** The order named by its number, for the buyer whose e-mail it is (null: no such order for that e-mail). */
export async function withdrawalOrderOf(db: D1Database, orderId: number, email: string | null): Promise<WithdrawalOrder | null> {
  const row = await db
    .prepare(
      `SELECT o.id, o.total, o.status, o.delivered_at, o.withdrawn_at, o.withdrawal_protocol, c.full_name, c.email
       FROM orders o JOIN customers c ON c.id = o.customer_id
       WHERE o.id = ? AND c.erased_at IS NULL AND (? IS NULL OR lower(c.email) = lower(?))`,
    )
    .bind(orderId, email, email)
    .first<{
      id: number;
      total: number;
      status: string;
      delivered_at: string | null;
      withdrawn_at: string | null;
      withdrawal_protocol: string | null;
      full_name: string;
      email: string;
    }>();
  if (!row) return null;
  return {
    id: row.id,
    totalCents: toCents(row.total),
    customerName: row.full_name,
    customerEmail: row.email,
    status: row.status,
    deliveredAt: row.delivered_at,
    withdrawnAt: row.withdrawn_at,
    protocol: row.withdrawal_protocol,
  };
}

export function standingOf(order: WithdrawalOrder, now: Date): WithdrawalStanding {
  return withdrawalStanding({ status: order.status, delivered_at: order.deliveredAt, withdrawn_at: order.withdrawnAt }, now);
}

/** "ARR-20261126-7KQ4ZD": the day in São Paulo and six characters no one confuses when read aloud. */
function newProtocol(now: Date): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...crypto.getRandomValues(new Uint8Array(6))].map((byte) => letters[byte % letters.length]).join('');
  return `ARR-${saoPauloDate(now).replaceAll('-', '')}-${random}`;
}

const ALREADY = 'WITHDRAWN_ALREADY';

export async function registerWithdrawal(env: PaymentBindings, order: WithdrawalOrder, now: Date): Promise<Withdrawn> {
  const protocol = newProtocol(now);
  const db = env.DB;
  await batchWithAssertions(
    db,
    [
      db
        .prepare('UPDATE orders SET withdrawn_at = ?, withdrawal_protocol = ? WHERE id = ? AND withdrawn_at IS NULL')
        .bind(now.toISOString(), protocol, order.id),
      sqlAssertion(db, 'changes() = 1', [], ALREADY),
    ],
    () => new ConflictError('already_withdrawn', 'A desistência deste pedido já foi registrada.'),
  );
  const [paid, gateway] = await Promise.all([paidOrderOf(db, order.id), paymentGateway(env)]);
  if (!paid || !gateway) return { protocol, refundedCents: 0 };
  const amountCents = paid.paidCents - paid.refundedCents;
  try {
    await refundPaidOrder(db, gateway, paid, { amountCents, reason: 'withdrawal', alongside: [] }, now);
    return { protocol, refundedCents: amountCents };
  } catch (error) {
    if (!(error instanceof ConflictError || error instanceof ProviderFailedError)) throw error;
    console.error(JSON.stringify({ level: 'error', event: 'withdrawal_refund_failed', orderId: order.id, error: error.message }));
    return { protocol, refundedCents: 0 };
  }
}
