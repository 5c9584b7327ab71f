import { PaymentProviderError, type PaymentGateway } from './port.ts';
import { settlePayment } from './settle-payment.ts';

/**
 * A shopper back from the provider's page carries the payment's id in the URL: only its id is
 * taken, the payment itself is read back from the provider's API and settled like a notification
 * (settle-payment.ts), so the order page is right even before the notification arrives.
 */
export async function settleReturn(db: D1Database, gateway: PaymentGateway, providerPaymentId: string | undefined, now: Date): Promise<void> {
  if (!providerPaymentId || !/^\d{1,20}$/.test(providerPaymentId)) return;
  try {
    await settlePayment(db, gateway, await gateway.readPayment(providerPaymentId), now);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.warn(JSON.stringify({ level: 'warn', event: 'payment_return_read_failed', status: error.status }));
  }
}
