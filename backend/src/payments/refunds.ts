import { PaymentProviderError, type PaymentGateway } from './port.ts';

/**
 * Money going back through the provider (docs/payments.md). An automatic refund (a payment that
 * cannot pay its order) is claimed by a row whose unique key is the provider's payment, so
 * parallel notifications for one payment ask the provider once; the row's id is the provider's
 * idempotency key, so a retried request never refunds twice either.
 */
export type RefundReason = 'out_of_stock' | 'coupon_exhausted' | 'amount_mismatch' | 'superseded';

export interface RefundClaim {
  orderId: number;
  providerPaymentId: string;
  amountCents: number;
  reason: RefundReason;
}

/**
 * 'refunded': the provider refunded it; 'unknown': it did not answer (left requested, never asked
 * again: it may have refunded); 'failed': it refused; 'already': another run asked; 'nothing': no money left.
 */
export async function refundOnce(
  db: D1Database,
  gateway: PaymentGateway,
  claim: RefundClaim,
  now: Date,
): Promise<'refunded' | 'unknown' | 'failed' | 'already' | 'nothing'> {
  if (claim.amountCents <= 0) return 'nothing';
  const id = crypto.randomUUID();
  const stamp = now.toISOString();
  const inserted = await db
    .prepare(
      `INSERT INTO refunds (id, order_id, provider, provider_payment_id, amount_cents, reason, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'requested', ?, ?)
       ON CONFLICT DO NOTHING`,
    )
    .bind(id, claim.orderId, gateway.provider, claim.providerPaymentId, claim.amountCents, claim.reason, stamp, stamp)
    .run();
  if (inserted.meta.changes !== 1) return 'already';
  try {
    const refund = await gateway.refund({ providerPaymentId: claim.providerPaymentId, idempotencyKey: id });
    // a refund the provider is still processing stays requested: only a made one is "Feito"
    const status = refund.status === 'rejected' ? 'failed' : refund.status === 'approved' ? 'approved' : 'requested';
    await db
      .prepare('UPDATE refunds SET status = ?, provider_refund_id = ?, updated_at = ? WHERE id = ?')
      .bind(status, refund.providerRefundId, new Date().toISOString(), id)
      .run();
    return status === 'failed' ? 'failed' : 'refunded';
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(JSON.stringify({ level: 'error', event: 'refund_failed', orderId: claim.orderId, status: error.status, detail: error.detail }));
    // no answer: the provider may have refunded, so it stays requested (and is never asked again);
    // a refusal is kept as failed, with the log line, for the owner to settle in the provider's panel
    if (error.status === 0) return 'unknown';
    await db.prepare("UPDATE refunds SET status = 'failed', updated_at = ? WHERE id = ?").bind(new Date().toISOString(), id).run();
    return 'failed';
  }
}
