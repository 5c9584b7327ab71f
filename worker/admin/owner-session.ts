import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { randomUrlToken } from '../security/random-token.ts';
import { tokenKey } from '../session/session-registry.ts';
import { ADMIN_PATHS } from './admin-paths.ts';

/**
 * The back office's own sessions in a local run (docs/operating-the-shop.md): after the owner's
 * e-mail and password pass the admin API's login, the edge keeps `{email}` in SESSIONS_KV under the
 * SHA-256 of a random token and gives the browser the token in an httpOnly, SameSite=Strict cookie
 * that only /admin receives. A deployment never uses them: Cloudflare Access signs owners in there
 * (worker/admin/owner-gate.ts).
 */
const COOKIE = 'adega-admin';
const KEY_PREFIX = 'admin-session';
/** A working day: an owner who steps away logs in again. */
const LIFETIME_SECONDS = 8 * 60 * 60;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

interface OwnerSessionRecord {
  email: string;
}

export async function startOwnerSession(c: Context<AppEnv>, email: string): Promise<void> {
  const token = randomUrlToken(32);
  const record: OwnerSessionRecord = { email };
  await c.env.SESSIONS_KV.put(await tokenKey(KEY_PREFIX, token), JSON.stringify(record), { expirationTtl: LIFETIME_SECONDS });
  setCookie(c, COOKIE, token, { path: ADMIN_PATHS.root, httpOnly: true, secure: true, sameSite: 'Strict', maxAge: LIFETIME_SECONDS });
}

/** The e-mail of the owner whose session cookie this request carries, or null. */
export async function ownerOfSession(c: Context<AppEnv>): Promise<string | null> {
  const token = getCookie(c, COOKIE);
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const stored = await c.env.SESSIONS_KV.get<Partial<OwnerSessionRecord>>(await tokenKey(KEY_PREFIX, token), 'json');
  return typeof stored?.email === 'string' ? stored.email : null;
}

export async function endOwnerSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, COOKIE);
  if (token && TOKEN_SHAPE.test(token)) await c.env.SESSIONS_KV.delete(await tokenKey(KEY_PREFIX, token));
  deleteCookie(c, COOKIE, { path: ADMIN_PATHS.root, secure: true });
}
