/**
 * Google sign-in for the end-to-end tests. Offline, Google's script and keys cannot be
 * reached: the e2e server trusts a key made for the run (the commerce service's GOOGLE_JWKS) and
 * the tests sign their own ID tokens with it, while Playwright serves a stand-in for Google's
 * script. The real Google integration is not exercised here.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const GOOGLE_TEST_CLIENT_ID = 'e2e-adega.apps.googleusercontent.com';
const GOOGLE_TEST_KEY_ID = 'e2e-google-key';
/** The run's private key (JWK), for the tests to sign with; removed with the e2e state. */
const GOOGLE_TEST_KEY_FILE = resolve('.wrangler/e2e-state/google-test-key.json');

/** Makes the run's RSA key and answers the JWKS the commerce service should trust. */
export async function createGoogleTestKey(file = GOOGLE_TEST_KEY_FILE): Promise<string> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  );
  const publicJwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ ...privateJwk, kid: GOOGLE_TEST_KEY_ID, alg: 'RS256' }));
  return JSON.stringify({ keys: [{ ...publicJwk, kid: GOOGLE_TEST_KEY_ID, alg: 'RS256', use: 'sig' }] });
}

function base64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/** An ID token as Google would issue it for this run's client, signed with the run's key. */
export async function signGoogleIdToken(
  claims: { email: string; name: string; sub: string; email_verified?: boolean; nonce?: string },
  file = GOOGLE_TEST_KEY_FILE,
): Promise<string> {
  const jwk: JsonWebKey = JSON.parse(readFileSync(file, 'utf8'));
  const key = await crypto.subtle.importKey('jwk', jwk, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => base64Url(new TextEncoder().encode(JSON.stringify(value)));
  const header = encode({ alg: 'RS256', kid: GOOGLE_TEST_KEY_ID, typ: 'JWT' });
  const payload = encode({
    iss: 'https://accounts.google.com',
    aud: GOOGLE_TEST_CLIENT_ID,
    iat: now,
    exp: now + 3600,
    email_verified: true,
    ...claims,
  });
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(`${header}.${payload}`));
  return `${header}.${payload}.${base64Url(new Uint8Array(signature))}`;
}
