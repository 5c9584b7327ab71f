import { Hono } from 'hono';
import { CompactSign } from 'jose';
import { AGE_VENDOR_STAND_IN_PATH } from '../../../../src/contracts/age-paths.ts';
import type { VendorResult } from './vendor.ts';

/**
 * A stand-in for the hosted age vendor, for development, tests and demos: its API answers the
 * shapes of vendor.ts (`POST /sessions` → `{ id, url }`), and its page (the vendor's own, at
 * AGE_VENDOR_STAND_IN_PATH on this shop's origin) offers "Simular: maior de idade / menor de idade /
 * desistiu / erro", each sending a notification signed as the vendor signs it (a compact JWS) to
 * the shop's webhook handler, then the shopper back to the shop.
 */
export const STAND_IN_CHOICES: ReadonlyArray<readonly [VendorResult, string]> = [
  ['over_18', 'Simular: maior de idade'],
  ['under_18', 'Simular: menor de idade'],
  ['abandoned', 'Simular: desistiu'],
  ['error', 'Simular: erro'],
];

/** The vendor's API, as the stand-in plays it: a session's page is on the shop's own origin. */
export function vendorStandInApi(shopOrigin: string): Hono {
  return new Hono().post('/sessions', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { reference?: unknown } | null;
    if (typeof body?.reference !== 'string') return c.json({ error: 'invalid_request' }, 400);
    return c.json({ id: `simulada-${body.reference}`, url: `${shopOrigin}${AGE_VENDOR_STAND_IN_PATH}/${encodeURIComponent(body.reference)}` });
  });
}

/** The notification the vendor would send for this session: a compact JWS over its result. */
export async function standInNotice(secret: Uint8Array, reference: string, result: VendorResult, now: Date): Promise<string> {
  const payload = { reference, session: `simulada-${reference}`, result, iat: Math.floor(now.getTime() / 1000) };
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
}
