import { expect } from 'vitest';
import { PROVIDER_REQUEST_ID_HEADER } from '../../../src/contracts/payment-paths.ts';
import { signNotification } from '../../src/payments/mercadopago/signature.ts';
import { standInNotificationSecret } from '../../src/payments/payment-config.ts';
import { postJson } from '../http.ts';
import { testEnv } from '../test-env.ts';
import { getPage, payForm, readyCart, selectDelivery, simulationLinkOf } from './stand-in.ts';

// The payment suites' steps and reads (backend/src/payments/payments*.worker.test.ts), on the Mercado Pago stand-in.

/** A provider notification for `paymentId`, signed as the provider signs it unless told otherwise. */
export async function notification(paymentId: string, options: { requestId?: string; ts?: number; secret?: string; body?: unknown } = {}) {
  const requestId = options.requestId ?? crypto.randomUUID();
  const secret = options.secret ?? (await standInNotificationSecret(testEnv));
  const signature = await signNotification(secret, paymentId, requestId, options.ts ?? Math.floor(Date.now() / 1000));
  const body = options.body ?? { action: 'payment.updated', type: 'payment', data: { id: paymentId } };
  return postJson(`/api/payments/webhook?data.id=${paymentId}&type=payment`, body, { 'x-signature': signature, [PROVIDER_REQUEST_ID_HEADER]: requestId });
}

export async function orderOf(checkoutId: string) {
  return testEnv.DB.prepare('SELECT id, status, status_reason, total FROM orders WHERE checkout_id = ?')
    .bind(checkoutId)
    .first<{ id: number; status: string; status_reason: string | null; total: number }>();
}

export function refundsOf(orderId: number) {
  return testEnv.DB.prepare('SELECT reason, status, amount_cents FROM refunds WHERE order_id = ? ORDER BY created_at').bind(orderId).all();
}

/** Starts a Pix for a ready cart and answers the stand-in's payment id (not yet paid). */
export async function startedPix(options: Parameters<typeof readyCart>[0] = {}) {
  const cart = await readyCart(options);
  await selectDelivery(cart.checkoutId, cart.customer.token, 'Retirada');
  const started = await payForm(cart.checkoutId, { token: cart.customer.legacyToken, paymentMethodId: 'pix' });
  expect(started.status).toBe(303);
  await started.body?.cancel();
  const pixPage = await (await getPage(`/checkout/${cart.checkoutId}/pix`, cart.customer.legacyToken)).text();
  const paymentId = simulationLinkOf(pixPage).split('/').at(-1) ?? '';
  expect(paymentId).toMatch(/^\d+$/);
  return { ...cart, pixPage, paymentId };
}

export async function situation(checkoutId: string, legacyToken: string): Promise<string> {
  const answer = await getPage(`/checkout/${checkoutId}/situacao`, legacyToken);
  return ((await answer.json()) as { status: string }).status;
}
