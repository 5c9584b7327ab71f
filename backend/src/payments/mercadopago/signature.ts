import { constantTimeEqualText, hmacSha256Hex } from '../../commerce/crypto.ts';

/**
 * Mercado Pago's webhook signature (developers' guide "Notifications > Webhooks", "Validate the
 * notification's origin"): the `x-signature` header is `ts=<timestamp>,v1=<hex>`, where v1 is
 * HMAC-SHA256, keyed with the application's secret signature, over the manifest
 * `id:<data.id of the query string>;request-id:<x-request-id header>;ts:<ts>;` (trailing
 * semicolon included). An alphanumeric data.id is signed in lower case. Only these three values
 * are signed: the body is not, so nothing in it is believed.
 */
export function signatureManifest(dataId: string, requestId: string, ts: string): string {
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `id:${id};request-id:${requestId};ts:${ts};`;
}

/** The `x-signature` header Mercado Pago would send: the stand-in's simulator and the tests sign with it. */
export async function signNotification(secret: string, dataId: string, requestId: string, ts: string | number): Promise<string> {
  return `ts=${ts},v1=${await hmacSha256Hex(secret, signatureManifest(dataId, requestId, String(ts)))}`;
}

/** The header's parts, `ts=…,v1=…` in any order, or null when one is missing. */
function signatureParts(header: string): { ts: string; v1: string } | null {
  const parts = new Map(
    header.split(',').map((part) => {
      const [name = '', ...value] = part.split('=');
      return [name.trim(), value.join('=').trim()] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 && /^\d+$/.test(ts) ? { ts, v1 } : null;
}

/**
 * When the header signs this data.id and request id with the secret: the signature's time, in
 * milliseconds (Mercado Pago has sent ts in seconds and in milliseconds: a value past 1e12 is
 * milliseconds). Null otherwise, and always for an empty secret (anyone could sign with it).
 */
export async function verifySignature(secret: string, header: string | null, dataId: string, requestId: string): Promise<{ signedAtMs: number } | null> {
  if (!secret || !header || !dataId || !requestId) return null;
  const parts = signatureParts(header);
  if (!parts) return null;
  const expected = await hmacSha256Hex(secret, signatureManifest(dataId, requestId, parts.ts));
  if (!constantTimeEqualText(expected, parts.v1.toLowerCase())) return null;
  const ts = Number(parts.ts);
  return { signedAtMs: ts > 1e12 ? ts : ts * 1000 };
}
