import type { IncomingNotification, NotificationCheck } from '../port.ts';
import { verifySignature } from './signature.ts';

/**
 * A Mercado Pago webhook (developers' guide "Notifications > Webhooks"): POSTed to our URL with
 * `?data.id=<resource id>&type=<topic>`, headers `x-signature` and `x-request-id`, and a JSON body
 * `{ "action": "payment.updated", "type": "payment", "data": { "id": "…" }, … }`. Only the query's
 * data.id is signed (signature.ts), so it alone names the payment to read back; the body is read
 * for its topic only. A notification with the old IPN shape (`?id=…&topic=…`) carries no
 * signature and is refused.
 */

/** How far a signature's time may be from ours, either way (a replay, or a clock apart). */
const NOTIFICATION_WINDOW_MS = 5 * 60 * 1000;

/** The topic in the query (`type=payment`), else the body's `type`, else its `action` ("payment.created"). */
function topicOf(notification: IncomingNotification): string | null {
  const fromQuery = notification.query.get('type') ?? notification.query.get('topic');
  if (fromQuery) return fromQuery;
  try {
    const body = JSON.parse(notification.body) as unknown;
    if (typeof body !== 'object' || body === null) return null;
    const { type, action } = body as { type?: unknown; action?: unknown };
    if (typeof type === 'string') return type;
    return typeof action === 'string' ? (action.split('.')[0] ?? null) : null;
  } catch {
    return null;
  }
}

export async function checkMercadoPagoNotification(secret: string, notification: IncomingNotification, now: Date): Promise<NotificationCheck> {
  const dataId = notification.query.get('data.id') ?? '';
  const requestId = notification.headers.get('x-request-id') ?? '';
  const signed = await verifySignature(secret, notification.headers.get('x-signature'), dataId, requestId);
  if (!signed) return { ok: false, reason: 'signature' };
  if (!(Math.abs(now.getTime() - signed.signedAtMs) <= NOTIFICATION_WINDOW_MS)) return { ok: false, reason: 'stale' };
  // a payment's id is a number (GET /v1/payments/{id}); merchant_order, order, topic_… name other resources
  if (topicOf(notification) !== 'payment' || !/^\d+$/.test(dataId)) return { ok: false, reason: 'not_a_payment' };
  return { ok: true, providerPaymentId: dataId, deliveryId: requestId };
}
