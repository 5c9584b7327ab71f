import { SOLD_ORDER_STATUSES, type OrderStatus } from '../../../src/core/rules/order-status.ts';
import { newestAttempt, type PaymentRow } from './payment-attempts.ts';

/**
 * Where a checkout's payment stands, for the Pix page's polling and the checkout page: its order
 * (once the shopper started paying) and the order's newest attempt.
 */
export type PaymentState = 'none' | 'pending' | 'paid' | 'held' | 'expired' | 'failed';

export interface OrderPayment {
  order: { id: number; status: string; status_reason: string | null; pix_discount_percent: number } | null;
  attempt: PaymentRow | null;
}

export async function orderPaymentOf(db: D1Database, checkoutId: string): Promise<OrderPayment> {
  const order = await db
    .prepare('SELECT id, status, status_reason, pix_discount_percent FROM orders WHERE checkout_id = ?')
    .bind(checkoutId)
    .first<NonNullable<OrderPayment['order']>>();
  return { order, attempt: order ? await newestAttempt(db, order.id) : null };
}

export function paymentState({ order, attempt }: OrderPayment, now: Date): PaymentState {
  if (!order || !attempt) return 'none';
  if (SOLD_ORDER_STATUSES.includes(order.status as OrderStatus)) return 'paid';
  if (order.status === 'AWAITING_AGE') return 'held';
  if (attempt.status !== 'pending') return 'failed';
  return Date.parse(attempt.expires_at) > now.getTime() ? 'pending' : 'expired';
}
