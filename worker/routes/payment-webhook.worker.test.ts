import { describe, expect, it } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { signNotification } from '../../backend/src/payments/mercadopago/signature.ts';
import { standInNotificationSecret } from '../../backend/src/payments/payment-config.ts';
import { PAYMENT_WEBHOOK_PATH } from '../../src/contracts/payment-paths.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/**
 * The payment provider's webhook at the edge (docs/payments.md): public, and forwarded to the
 * backend as it came, so the signature over the query's data.id and the x-request-id header still
 * holds there, and anything altered on the way fails it.
 */
async function signedHeaders(paymentId: string, requestId = crypto.randomUUID()): Promise<Record<string, string>> {
  const secret = await standInNotificationSecret({ DB: testEnv.DB, API_ACCESS_TOKEN: testEnv.API_ACCESS_TOKEN });
  return {
    'x-request-id': requestId,
    'x-signature': await signNotification(secret, paymentId, requestId, Math.floor(Date.now() / 1000)),
    'content-type': 'application/json',
  };
}

const body = (paymentId: string) => JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: paymentId } });

describe('the payment webhook at the edge', () => {
  it('forwards the query, the signature headers and the body: a genuine notification is read back (here: a payment we never made)', async () => {
    const response = await shopperBrowser().send(`${PAYMENT_WEBHOOK_PATH}?data.id=12345678901&type=payment`, {
      method: 'POST',
      body: body('12345678901'),
      headers: await signedHeaders('12345678901'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ applied: false });
  });

  it('refuses with 401 a notification whose payment id was changed on the way, or that carries no signature', async () => {
    const tampered = await shopperBrowser().send(`${PAYMENT_WEBHOOK_PATH}?data.id=12345678902&type=payment`, {
      method: 'POST',
      body: body('12345678902'),
      headers: await signedHeaders('12345678901'),
    });
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toMatchObject({ error: 'unauthorized' });
    const unsigned = await shopperBrowser().send(`${PAYMENT_WEBHOOK_PATH}?data.id=1&type=payment`, { method: 'POST', body: body('1') });
    expect(unsigned.status).toBe(401);
    await unsigned.body?.cancel();
  });
});
