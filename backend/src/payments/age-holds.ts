import type { SendMail } from '../mail/send-mail.ts';
import { sqlAssertion } from '../commerce/sql-assertions.ts';
import { ConflictError, ProviderFailedError } from '../errors.ts';
import { noticeRefund } from './order-notices.ts';
import { paidOrderOf, refundPaidOrder } from './order-refunds.ts';
import { paymentGateway, type PaymentBindings } from './payment-config.ts';

/**
 * Orders held for the buyer's age (docs/payments.md "Age and payment": paid from another CPF while
 * the age stood on the CPF alone) that nobody confirmed within 48 hours: refunded through the
 * provider, their wines back in stock (as every refund of bottles that never left the shop,
 * order-refunds.ts), the buyer told. Run by the backend's cron (hourly). Each order is claimed in
 * the refund's own batch, so a run never refunds twice; a refund the provider refuses leaves the
 * order for the owner (the back office's "Estornar").
 */
const AGE_HOLD_HOURS = 48;

export async function refundExpiredAgeHolds(env: PaymentBindings, now: Date, send: SendMail): Promise<number> {
  const cutoff = new Date(now.getTime() - AGE_HOLD_HOURS * 60 * 60 * 1000).toISOString();
  const { results } = await env.DB.prepare(
    "SELECT id FROM orders WHERE status = 'AWAITING_AGE' AND status_reason IS NULL AND paid_at < ? ORDER BY paid_at LIMIT 50",
  )
    .bind(cutoff)
    .all<{ id: number }>();
  const gateway = results.length > 0 ? await paymentGateway(env) : null;
  let refunded = 0;
  for (const { id } of results) {
    const paid = await paidOrderOf(env.DB, id);
    if (!paid || !gateway) continue;
    const db = env.DB;
    const claim = [
      db.prepare("UPDATE orders SET status_reason = 'age_unconfirmed' WHERE id = ? AND status = 'AWAITING_AGE' AND status_reason IS NULL").bind(id),
      sqlAssertion(db, 'changes() = 1', [], 'AGE_HOLD_CLAIMED'),
    ];
    const amountCents = paid.paidCents - paid.refundedCents;
    try {
      await refundPaidOrder(db, gateway, paid, { amountCents, reason: 'age_unconfirmed', alongside: claim }, now);
      await noticeRefund(env, id, amountCents, send);
      refunded += 1;
    } catch (error) {
      if (!(error instanceof ConflictError || error instanceof ProviderFailedError)) throw error;
      console.error(JSON.stringify({ level: 'error', event: 'age_hold_refund_failed', orderId: id, error: error.message }));
    }
  }
  return refunded;
}
