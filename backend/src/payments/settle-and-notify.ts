import type { SendMail } from '../mail/send-mail.ts';
import { noticeHeldForAge, noticePaid, noticeRefund } from './order-notices.ts';
import type { PaymentBindings } from './payment-config.ts';
import type { PaymentGateway, ProviderPayment } from './port.ts';
import { type Settlement, settlePayment } from './settle-payment.ts';

/**
 * Settles a payment read back from the provider (settle-payment.ts), then tells whom it concerns:
 * a paid order its buyer and the owner; one held for the buyer's age, the buyer; money sent back its buyer.
 */
export async function settleAndNotify(env: PaymentBindings, gateway: PaymentGateway, payment: ProviderPayment, now: Date, send: SendMail): Promise<Settlement> {
  const settlement = await settlePayment(env.DB, gateway, payment, now);
  if (settlement !== 'paid' && settlement !== 'held' && typeof settlement === 'string') return settlement;
  const attempt = payment.reference
    ? await env.DB.prepare('SELECT order_id FROM payments WHERE id = ?').bind(payment.reference).first<{ order_id: number }>()
    : null;
  if (!attempt) return settlement;
  if (settlement === 'paid') await noticePaid(env, attempt.order_id, send);
  else if (settlement === 'held') await noticeHeldForAge(env, attempt.order_id, send);
  else await noticeRefund(env, attempt.order_id, payment.amountCents - payment.refundedCents, send);
  return settlement;
}
