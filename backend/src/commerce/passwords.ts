import { base64, constantTimeEqual, fromBase64, randomBytes } from './crypto.ts';

/**
 * Password hashing: PBKDF2-SHA-256 through WebCrypto with a per-user 16-byte salt. 100 000
 * iterations is the most the Workers runtime allows. Stored as
 * `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>` so the cost can be raised later and
 * old hashes still verify.
 */
const ALGORITHM = 'pbkdf2-sha256';
const ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const encoder = new TextEncoder();

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password.normalize('NFKC')), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, ITERATIONS);
  return [ALGORITHM, String(ITERATIONS), base64(salt), base64(hash)].join('$');
}

/** Constant-time check; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationsText);
  if (algorithm !== ALGORITHM || !Number.isInteger(iterations) || iterations < 1 || iterations > ITERATIONS || !saltText || !hashText) {
    return false;
  }
  const expected = fromBase64(hashText);
  const actual = await derive(password, fromBase64(saltText), iterations);
  return constantTimeEqual(actual, expected);
}

/**
 * Spends the same work as a real check, for logins of unknown e-mails: the answer time does not
 * tell whether an account exists.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await derive(password, randomBytes(SALT_BYTES), ITERATIONS);
}
