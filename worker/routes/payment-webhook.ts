import { Hono } from 'hono';
import { PAYMENT_WEBHOOK_PATH, PROVIDER_REQUEST_ID_HEADER } from '../../src/contracts/payment-paths.ts';
import type { AppEnv } from '../env.ts';
import { readLimitedBody } from '../http/read-body.ts';
import { upstreamFetch } from '../upstream/upstream-fetch.ts';

/**
 * The payment provider's notifications (docs/payments.md): public, since the provider calls it,
 * and forwarded to the backend as they came: the query (its `data.id` is what the signature
 * covers), the signature headers and the body. Only the signature counts, and then only the
 * payment the backend reads back from the provider's API.
 */
const NOTIFICATION_LIMIT = 16 * 1024;

export const paymentWebhookRoutes = new Hono<AppEnv>().post(PAYMENT_WEBHOOK_PATH, async function forwardPaymentNotification(c) {
  const body = await readLimitedBody(c.req.raw, NOTIFICATION_LIMIT);
  const headers = new Headers({ 'content-type': 'application/json' });
  const signature = c.req.header('x-signature');
  const requestId = c.req.header('x-request-id');
  if (signature !== undefined) headers.set('x-signature', signature);
  if (requestId !== undefined) headers.set(PROVIDER_REQUEST_ID_HEADER, requestId);
  const { search } = new URL(c.req.url);
  const response = await upstreamFetch(c.env, 'api', `/api/payments/webhook${search}`, { method: 'POST', headers, body }, c.get('caller'));
  return new Response(response.body, { status: response.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
});
