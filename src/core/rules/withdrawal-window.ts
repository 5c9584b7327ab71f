import { SOLD_ORDER_STATUSES, type OrderStatus } from './order-status.ts';
import { endOfSaoPauloDayAfter } from './sao-paulo-time.ts';

/**
 * The right to withdraw (CDC art. 49; Decreto 7.962/2013 art. 5): a purchase made at a distance
 * may be given up within 7 days of receiving it. An order paid and not yet delivered may be
 * given up too (nothing has arrived, the window has not started); once delivered, until the end of
 * the 7th day after the delivery's, on São Paulo's clock: days are counted as the Código Civil
 * (art. 132) counts a period, leaving out the day it starts and including the day it ends, so a
 * wine delivered on the 22nd may be given up all through the 29th. One place for the rule: the
 * withdrawal page and "Meus pedidos" read it.
 */
export const WITHDRAWAL_DAYS = 7;

export type WithdrawalStanding = { open: true; until: Date | null } | { open: false; why: 'not_paid' | 'ended' | 'closed' | 'withdrawn'; until?: Date };

export function withdrawalStanding(order: { status: string; delivered_at: string | null; withdrawn_at: string | null }, now: Date): WithdrawalStanding {
  if (order.withdrawn_at) return { open: false, why: 'withdrawn' };
  if (order.status === 'AWAITING_PAYMENT') return { open: false, why: 'not_paid' };
  // paid and held for the buyer's age: paid, not delivered
  if (order.status === 'AWAITING_AGE') return { open: true, until: null };
  if (!SOLD_ORDER_STATUSES.includes(order.status as OrderStatus)) return { open: false, why: 'closed' };
  if (order.status !== 'DELIVERED' || !order.delivered_at) return { open: true, until: null };
  const until = endOfSaoPauloDayAfter(new Date(order.delivered_at), WITHDRAWAL_DAYS);
  return until.getTime() >= now.getTime() ? { open: true, until } : { open: false, why: 'ended', until };
}
