import { Hono } from 'hono';
import { PROVIDER_REQUEST_ID_HEADER } from '../../../src/contracts/payment-paths.ts';
import type { BackendEnv } from '../env.ts';
import { readRawBody } from '../validation/request.ts';
import { paymentGateway, type PaymentBindings } from './payment-config.ts';
import { PaymentProviderError, type IncomingNotification } from './port.ts';
import { settleAndNotify } from './settle-and-notify.ts';
import type { SendMail } from '../mail/send-mail.ts';
import { mailerOf } from '../mail/send-mail.ts';

/**
 * The payment provider's notifications (docs/payments.md), forwarded by the edge from
 * PAYMENT_WEBHOOK_PATH as they came. A notification only names a payment: its signature must hold
 * (adapter's checkNotification: HMAC over the manifest, constant-time, a 5-minute window), a
 * delivery already seen changes nothing, and the payment itself is read back from the provider's
 * API before anything is applied (settle-payment.ts). Forged, stale or replayed: 401 or 200, no effect, logged.
 */
const BODY_LIMIT = 16 * 1024;

function log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  console[level === 'info' ? 'log' : level](JSON.stringify({ level, event, ...fields }));
}

export async function receivePaymentNotification(
  env: PaymentBindings,
  notification: IncomingNotification,
  now: Date,
  send: SendMail,
): Promise<{ status: 200 | 401 | 502 | 503; body: Record<string, unknown> }> {
  const gateway = await paymentGateway(env);
  if (!gateway) return { status: 503, body: { error: 'payments_off', message: 'Pagamentos desligados' } };
  const check = await gateway.checkNotification(notification, now);
  if (!check.ok) {
    if (check.reason === 'not_a_payment') return { status: 200, body: { applied: false } };
    log('warn', 'payment_notification_refused', { reason: check.reason });
    return { status: 401, body: { error: 'unauthorized', message: 'Notificação recusada' } };
  }
  const db = env.DB;
  const recorded = await db
    .prepare('INSERT INTO payment_notifications (provider, delivery_id, provider_payment_id, received_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(gateway.provider, check.deliveryId, check.providerPaymentId, now.toISOString())
    .run();
  if (recorded.meta.changes !== 1) {
    log('warn', 'payment_notification_replayed', { providerPaymentId: check.providerPaymentId });
    return { status: 200, body: { applied: false } };
  }
  const forget = () => db.prepare('DELETE FROM payment_notifications WHERE provider = ? AND delivery_id = ?').bind(gateway.provider, check.deliveryId).run();
  try {
    const payment = await gateway.readPayment(check.providerPaymentId);
    const settlement = await settleAndNotify(env, gateway, payment, now, send);
    return { status: 200, body: { applied: settlement === 'paid', settlement: typeof settlement === 'string' ? settlement : 'refunded' } };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.status === 404) {
      log('warn', 'payment_notification_unknown_payment', { providerPaymentId: check.providerPaymentId });
      return { status: 200, body: { applied: false } };
    }
    // not applied: forget the delivery, so the provider's retry is read again
    await forget();
    if (!(error instanceof PaymentProviderError)) throw error;
    log('error', 'payment_read_back_failed', { status: error.status, detail: error.detail });
    return { status: 502, body: { error: 'provider_unavailable', message: 'Provedor indisponível' } };
  }
}

export const paymentWebhookRoutes = new Hono<BackendEnv>().post('/payments/webhook', async function receiveWebhook(c) {
  const bytes = await readRawBody(c.req.raw, BODY_LIMIT);
  // the provider's x-request-id comes under the edge's name for it (the edge's own x-request-id is its trace)
  const headers = new Headers({ 'x-signature': c.req.header('x-signature') ?? '', 'x-request-id': c.req.header(PROVIDER_REQUEST_ID_HEADER) ?? '' });
  const notification: IncomingNotification = {
    query: new URL(c.req.url).searchParams,
    headers,
    body: new TextDecoder().decode(bytes ?? new Uint8Array()),
  };
  const send = mailerOf(c);
  const { status, body } = await receivePaymentNotification(c.env, notification, new Date(), send);
  return c.json(body, status);
});
