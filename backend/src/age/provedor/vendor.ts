import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';

/**
 * The "provedor" method's adapter: one hosted age and identity vendor (a document and a liveness
 * check on the vendor's own pages), behind one shape (docs/age-verification.md):
 * - a session is created with our reference and the address to come back to; the shopper goes to
 *   the vendor's `url`;
 * - the vendor notifies the result with a webhook whose body is a compact JWS: verified with jose
 *   against the vendor's published keys (the local stand-in signs with a key of our own), issued
 *   within the last 5 minutes, for a session we created, used once (age-routes.ts);
 * - we keep only the result and the vendor's reference, never a document, a photo or a score.
 */
export interface VendorSettings {
  /** The vendor's API base, e.g. https://api.vendor.example/v1. */
  apiUrl: string;
  apiKey: string;
  /** How the webhook's signature is checked: the vendor's public keys, or the stand-in's shared key. */
  verificationKey: { jwks: JSONWebKeySet } | { secret: Uint8Array };
  fetch: (request: Request) => Promise<Response>;
}

export type VendorResult = 'over_18' | 'under_18' | 'abandoned' | 'failed' | 'error';

export interface VendorNotice {
  reference: string;
  vendorSession: string;
  result: VendorResult;
}

/** A notification that proves nothing: its signature, its age or its shape is wrong. */
export class VendorNoticeRefused extends Error {
  override name = 'VendorNoticeRefused';
}

/** How old a notification may be: the vendor signs it when it sends it. */
const NOTICE_WINDOW_SECONDS = 5 * 60;

const RESULTS: readonly VendorResult[] = ['over_18', 'under_18', 'abandoned', 'failed', 'error'];

/** Creates the vendor's session for one attempt; answers where to send the shopper and the vendor's id. */
export async function startVendorSession(settings: VendorSettings, attempt: { reference: string; returnUrl: string }): Promise<{ url: string; id: string }> {
  const response = await settings.fetch(
    new Request(`${settings.apiUrl}/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json' },
      // only what the check needs: no name, no CPF, no birth date leaves the shop
      body: JSON.stringify({ reference: attempt.reference, return_url: attempt.returnUrl, checks: ['document', 'liveness'], purpose: 'age_over_18' }),
    }),
  );
  const answer = (await response.json().catch(() => ({}))) as { id?: unknown; url?: unknown };
  if (!response.ok || typeof answer.id !== 'string' || typeof answer.url !== 'string') throw new Error(`vendor session refused (${response.status})`);
  return { id: answer.id, url: answer.url };
}

/**
 * A signed payload's claims. One that is not a JSON object is refused as of another shape: a
 * JSON.parse error would quote the payload's first characters into the log, and a payload is
 * where a vendor could put a person's data or photo.
 */
function claimsOf(payload: Uint8Array): { reference?: unknown; session?: unknown; result?: unknown; iat?: unknown } {
  try {
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    if (typeof claims === 'object' && claims !== null) return claims;
  } catch {
    // refused below, without the payload
  }
  throw new VendorNoticeRefused('shape');
}

/** The webhook's verified content, or VendorNoticeRefused. */
export async function readVendorNotice(settings: Pick<VendorSettings, 'verificationKey'>, body: string, now: Date): Promise<VendorNotice> {
  let payload: Uint8Array;
  try {
    const key = 'jwks' in settings.verificationKey ? createLocalJWKSet(settings.verificationKey.jwks) : settings.verificationKey.secret;
    payload = (await compactVerify(body.trim(), key as Parameters<typeof compactVerify>[1])).payload;
  } catch {
    throw new VendorNoticeRefused('signature');
  }
  const claims = claimsOf(payload);
  const issuedAt = typeof claims.iat === 'number' ? claims.iat : Number.NaN;
  if (!(Math.abs(now.getTime() / 1000 - issuedAt) <= NOTICE_WINDOW_SECONDS)) throw new VendorNoticeRefused('stale');
  if (typeof claims.reference !== 'string' || typeof claims.session !== 'string' || !RESULTS.includes(claims.result as VendorResult)) {
    throw new VendorNoticeRefused('shape');
  }
  return { reference: claims.reference, vendorSession: claims.session, result: claims.result as VendorResult };
}
