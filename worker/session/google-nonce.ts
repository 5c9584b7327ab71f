import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COOKIES } from '../../src/core/constants.ts';
import type { AppEnv } from '../env.ts';
import { randomUrlToken } from '../security/random-token.ts';

/**
 * The nonce of Google's ID-token flow (DECISIONS 6), bound to this browser: the edge keeps a random
 * secret in an httpOnly cookie and hands the page its SHA-256 as the nonce; Google signs the nonce
 * into the ID token, and POST /auth/google takes a credential only when its `nonce` claim is the
 * hash of this browser's secret (then spent). An ID token captured elsewhere carries only the hash,
 * from which nobody can make the secret, so neither it nor a replay signs anyone in here. The
 * commerce service verifies the signature, so reading the claim unverified is enough for this
 * comparison.
 */
export async function issueGoogleNonce(c: Context<AppEnv>): Promise<string> {
  const secret = randomUrlToken(32);
  setCookie(c, COOKIES.googleNonce.name, secret, { path: '/auth', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: COOKIES.googleNonce.maxAge });
  return nonceOf(secret);
}

/** The nonce a secret stands for: its SHA-256, base64url. */
async function nonceOf(secret: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)));
  return btoa(String.fromCharCode(...digest))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
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

/** Whether the credential carries the nonce of this browser's secret; the secret is spent either way. */
export async function takeMatchingNonce(c: Context<AppEnv>, credential: string): Promise<boolean> {
  const secret = getCookie(c, COOKIES.googleNonce.name);
  deleteCookie(c, COOKIES.googleNonce.name, { path: '/auth', secure: true });
  const claimed = nonceClaim(credential);
  return secret !== undefined && claimed !== undefined && sameText(await nonceOf(secret), claimed);
}
