import { describe, expect, it } from 'vitest';
import type { IncomingNotification } from '../port.ts';
import { mercadoPagoGateway } from './mercadopago.ts';
import { signatureManifest, signNotification } from './signature.ts';

/**
 * Mercado Pago's webhook signature (developers' guide "Notifications > Webhooks"): HMAC-SHA256 of
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the application's secret, in
 * `x-signature: ts=…,v1=…`. A notification passes only when that holds, within 5 minutes, for a payment.
 */
const SECRET = 'segredo-de-teste';
const PAYMENT_ID = '123456789';
const REQUEST_ID = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const NOW = new Date('2025-03-20T21:20:38.683Z');
const TS_MS = NOW.getTime();

const adapter = (webhookSecret = SECRET) =>
  mercadoPagoGateway({
    provider: 'mercadopago',
    apiUrl: 'https://api.mercadopago.com',
    accessToken: 'token',
    webhookSecret,
    timeoutMs: 1_000,
    fetch: () => Promise.reject(new Error('no call expected')),
  });

function notification(options: { signature?: string | null; dataId?: string; requestId?: string; type?: string; body?: unknown }): IncomingNotification {
  const dataId = options.dataId ?? PAYMENT_ID;
  const type = options.type ?? 'payment';
  const headers = new Headers({ 'content-type': 'application/json', 'x-request-id': options.requestId ?? REQUEST_ID });
  if (options.signature) headers.set('x-signature', options.signature);
  const body = options.body ?? {
    action: `${type}.updated`,
    api_version: 'v1',
    data: { id: dataId },
    date_created: '2025-03-20T18:20:38Z',
    id: 118_436_277_781,
    live_mode: true,
    type,
    user_id: '1987654321',
  };
  return { query: new URLSearchParams({ 'data.id': dataId, type }), headers, body: JSON.stringify(body) };
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('Mercado Pago notification signature', () => {
  it('signs the documented manifest, trailing semicolon included: a vector computed apart (openssl/node createHmac)', async () => {
    // printf 'id:123456789;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1742505638683;' | openssl dgst -sha256 -hmac segredo-de-teste
    const known = '5277b7bde2263d8f8958f9a7d81785be91a6e3409189c4728fc872a4f73bd8ee';
    expect(signatureManifest(PAYMENT_ID, REQUEST_ID, String(TS_MS))).toBe(`id:${PAYMENT_ID};request-id:${REQUEST_ID};ts:${TS_MS};`);
    expect(await hmacHex(SECRET, `id:${PAYMENT_ID};request-id:${REQUEST_ID};ts:${TS_MS};`)).toBe(known);
    expect(await signNotification(SECRET, PAYMENT_ID, REQUEST_ID, TS_MS)).toBe(`ts=${TS_MS},v1=${known}`);
  });

  it('signs an alphanumeric data.id in lower case', () => {
    expect(signatureManifest('ORD01JQ4S4KY8HWQ6NA5PXB65B3D3', REQUEST_ID, '1')).toBe(`id:ord01jq4s4ky8hwq6na5pxb65b3d3;request-id:${REQUEST_ID};ts:1;`);
  });

  it('accepts a valid signature: the payment to read back and the delivery id', async () => {
    const signature = await signNotification(SECRET, PAYMENT_ID, REQUEST_ID, TS_MS);
    expect(await adapter().checkNotification(notification({ signature }), NOW)).toEqual({ ok: true, providerPaymentId: PAYMENT_ID, deliveryId: REQUEST_ID });
  });

  it('accepts ts in seconds as well as milliseconds, and v1 in upper-case hex', async () => {
    const seconds = Math.floor(TS_MS / 1000);
    const signature = await signNotification(SECRET, PAYMENT_ID, REQUEST_ID, seconds);
    expect(await adapter().checkNotification(notification({ signature }), NOW)).toMatchObject({ ok: true });
    const upper = `ts=${TS_MS},v1=${(await hmacHex(SECRET, signatureManifest(PAYMENT_ID, REQUEST_ID, String(TS_MS)))).toUpperCase()}`;
    expect(await adapter().checkNotification(notification({ signature: upper }), NOW)).toMatchObject({ ok: true });
  });

  it('refuses a signature made with another secret', async () => {
    const signature = await signNotification('outro-segredo', PAYMENT_ID, REQUEST_ID, TS_MS);
    expect(await adapter().checkNotification(notification({ signature }), NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a data.id or a request id other than the signed ones', async () => {
    const signature = await signNotification(SECRET, PAYMENT_ID, REQUEST_ID, TS_MS);
    expect(await adapter().checkNotification(notification({ signature, dataId: '123456780' }), NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(await adapter().checkNotification(notification({ signature, requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08f' }), NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a missing or malformed header, and any signature when the secret is not set', async () => {
    const signature = await signNotification(SECRET, PAYMENT_ID, REQUEST_ID, TS_MS);
    const refused = { ok: false, reason: 'signature' };
    expect(await adapter().checkNotification(notification({ signature: null }), NOW)).toEqual(refused);
    expect(await adapter().checkNotification(notification({ signature: signature.split(',')[1] ?? '' }), NOW)).toEqual(refused);
    expect(await adapter().checkNotification(notification({ signature: `ts=abc,${signature.split(',')[1]}` }), NOW)).toEqual(refused);
    expect(await adapter('').checkNotification(notification({ signature }), NOW)).toEqual(refused);
  });

  it('refuses a signature made 6 minutes before or after now as stale, and takes one 4 minutes away', async () => {
    const at = async (offsetMs: number) =>
      adapter().checkNotification(notification({ signature: await signNotification(SECRET, PAYMENT_ID, REQUEST_ID, TS_MS + offsetMs) }), NOW);
    expect(await at(-6 * 60_000)).toEqual({ ok: false, reason: 'stale' });
    expect(await at(6 * 60_000)).toEqual({ ok: false, reason: 'stale' });
    expect(await at(-4 * 60_000)).toMatchObject({ ok: true });
    expect(await at(4 * 60_000)).toMatchObject({ ok: true });
  });

  it('answers not_a_payment for a signed notification about another resource (merchant_order)', async () => {
    const signature = await signNotification(SECRET, '27318745213', REQUEST_ID, TS_MS);
    expect(await adapter().checkNotification(notification({ signature, dataId: '27318745213', type: 'merchant_order' }), NOW)).toEqual({
      ok: false,
      reason: 'not_a_payment',
    });
  });

  it('checks the signature before the topic: an unsigned merchant_order is a bad signature', async () => {
    expect(await adapter().checkNotification(notification({ signature: null, type: 'merchant_order' }), NOW)).toEqual({ ok: false, reason: 'signature' });
  });
});
