import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COOKIES } from '../../src/core/constants.ts';
import type { AppEnv } from '../env.ts';
import { randomUrlToken } from '../security/random-token.ts';

/**
 * The nonce of Google's ID-token flow (DECISIONS 6): the edge hands a random nonce to the page and
 * keeps its twin in an httpOnly cookie; Google signs it into the ID token, and POST /auth/google
 * takes a credential only when its `nonce` claim matches the cookie (then spent). A credential
 * captured elsewhere, or replayed, does not sign anyone in here. The commerce service verifies
 * the signature, so reading the claim unverified is enough for this comparison.
 */
export function issueGoogleNonce(c: Context<AppEnv>): string {
  const nonce = randomUrlToken(24);
  setCookie(c, COOKIES.googleNonce.name, nonce, { path: '/auth', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: COOKIES.googleNonce.maxAge });
  return nonce;
}

function nonceClaim(credential: string): string | undefined {
  const payload = credential.split('.')[1];
  if (!payload) return undefined;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const nonce = (json as { nonce?: unknown } | null)?.nonce;
    return typeof nonce === 'string' ? nonce : undefined;
  } catch {
    return undefined;
  }
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** Whether the credential carries this browser's nonce; the nonce is spent either way. */
export function takeMatchingNonce(c: Context<AppEnv>, credential: string): boolean {
  const expected = getCookie(c, COOKIES.googleNonce.name);
  deleteCookie(c, COOKIES.googleNonce.name, { path: '/auth', secure: true });
  const claimed = nonceClaim(credential);
  return expected !== undefined && claimed !== undefined && sameText(expected, claimed);
}
