import { PaymentProviderError, type PaymentGateway, type ProviderPayment } from './port.ts';
import type { SendMail } from '../mail/send-mail.ts';
import type { PaymentBindings } from './payment-config.ts';
import { settleAndNotify } from './settle-and-notify.ts';

/**
 * A shopper back from the provider's page carries the payment's id in the URL: only its id is
 * taken, the payment itself is read back from the provider's API and settled like a notification
 * (settle-payment.ts), so the order page is right even before the notification arrives. Answers
 * the payment as read (the page says when a card was declined), or nothing when none could be.
 */
export async function settleReturn(
  env: PaymentBindings,
  gateway: PaymentGateway,
  providerPaymentId: string | undefined,
  now: Date,
  send: SendMail,
): Promise<ProviderPayment | undefined> {
  if (!providerPaymentId || !/^\d{1,20}$/.test(providerPaymentId)) return undefined;
  try {
    const payment = await gateway.readPayment(providerPaymentId);
    await settleAndNotify(env, gateway, payment, now, send);
    return payment;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.warn(JSON.stringify({ level: 'warn', event: 'payment_return_read_failed', status: error.status }));
    return undefined;
  }
}
