import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ADMIN_API_PREFIX } from '../../../src/contracts/admin/api.ts';
import { AGE_VENDOR_STAND_IN_PATH } from '../../../src/contracts/age-paths.ts';
import { PAYMENT_STAND_IN_PATH, WITHDRAWAL_PATH } from '../../../src/contracts/payment-paths.ts';
import { OWN_BACKEND_ACCESS_HEADER } from '../../../src/contracts/own-backend-api.ts';
import { STOREFRONT_ACCESS_HEADER } from '../../../src/contracts/graphql/operation.ts';
import { readCommerceConfig } from '../commerce/config.ts';
import { constantTimeEqualText } from '../commerce/crypto.ts';
import type { BackendEnv } from '../env.ts';

/**
 * The backend opens to nobody but the storefront (ARCHITECTURE "Security posture"): every route
 * needs its contract's access token, compared in constant time, except the generated images, the
 * hosted-checkout stand-in's pages (a shopper's browser opens those; they check the customer's
 * own legacy token), the age vendor's and payment provider's stand-in pages (answered only while
 * their stand-in runs; a session's random reference is its key) and the withdrawal page (it asks
 * for the order's number and e-mail, or its signed link). The REST API takes `API_ACCESS_TOKEN` in X-Access-Token (spec §7
 * "a fixed key"), GraphQL `STOREFRONT_ACCESS_TOKEN` in TCS-Access-Token, so a hosted storefront
 * API and this backend can hold different keys. The admin API (ARCHITECTURE "Production shape")
 * takes its own, `ADMIN_API_TOKEN`, as `Authorization: Bearer …`: each key opens its own routes
 * only, so the shop's keys never open the admin API nor the admin key the shop's routes. A
 * missing secret fails closed, except with ENVIRONMENT=development.
 */
export type Caller = 'storefront' | 'anyone';

declare module 'hono' {
  interface ContextVariableMap {
    /** Whether the storefront (holding the access token) sent this request. */
    caller: Caller;
  }
}

function isPublicPath(c: Context<BackendEnv>): boolean {
  const { checkoutPath, accountPath } = readCommerceConfig(c.env);
  const path = c.req.path;
  return (
    path.startsWith('/media/') ||
    path === accountPath ||
    path.startsWith(`${checkoutPath}/`) ||
    path.startsWith(`${AGE_VENDOR_STAND_IN_PATH}/`) ||
    path.startsWith(`${PAYMENT_STAND_IN_PATH}/`) ||
    path === WITHDRAWAL_PATH
  );
}

/** The key a route needs: the header that carries it, whether as a Bearer credential, and the secret. */
interface DoorKey {
  header: string;
  bearer: boolean;
  secret: string | undefined;
  /** Set when the secret is configured but must not be used (why, for the log): the door stays shut. */
  unusable?: string;
}

/** A secret as configured, or none when unset or blank. */
export const secretOf = (value: string | undefined) => value?.trim() || undefined;

function isAdminApiPath(path: string): boolean {
  return path === ADMIN_API_PREFIX || path.startsWith(`${ADMIN_API_PREFIX}/`);
}

/** The admin key, which must differ from both shop keys: were it equal, a shop key would open the admin API. */
function adminKey(env: Env): DoorKey {
  const secret = secretOf(env.ADMIN_API_TOKEN);
  const reused = secret !== undefined && (secret === secretOf(env.API_ACCESS_TOKEN) || secret === secretOf(env.STOREFRONT_ACCESS_TOKEN));
  return { header: 'Authorization', bearer: true, secret, ...(reused ? { unusable: 'ADMIN_API_TOKEN equals a shop key' } : {}) };
}

function requiredKey(c: Context<BackendEnv>): DoorKey {
  if (isAdminApiPath(c.req.path)) return adminKey(c.env);
  return c.req.path === '/graphql'
    ? { header: STOREFRONT_ACCESS_HEADER, bearer: false, secret: secretOf(c.env.STOREFRONT_ACCESS_TOKEN) }
    : { header: OWN_BACKEND_ACCESS_HEADER, bearer: false, secret: secretOf(c.env.API_ACCESS_TOKEN) };
}

/** What the caller sent for the key: the header's value, or the credential of `Bearer <credential>`. */
function sentKey(c: Context<BackendEnv>, key: DoorKey): string {
  const value = c.req.header(key.header) ?? '';
  return key.bearer ? (/^Bearer +(\S+) *$/i.exec(value)?.[1] ?? '') : value;
}

/** Development: the only environment where what a missing secret guards stays open. */
export function isDevelopment(env: { ENVIRONMENT?: string }): boolean {
  return env.ENVIRONMENT?.trim().toLowerCase() === 'development';
}

export const frontDoor = createMiddleware<BackendEnv>(async (c, next) => {
  const key = requiredKey(c);
  const { header, secret } = key;
  const sent = sentKey(c, key);
  const allowed = key.unusable ? false : secret ? constantTimeEqualText(sent, secret) : isDevelopment(c.env);
  if (isPublicPath(c)) {
    // open to anyone; what only the storefront may say (the shopper's identity) counts only from it
    c.set('caller', allowed && sent !== '' ? 'storefront' : 'anyone');
    return next();
  }
  if (!allowed) {
    if (!secret) console.error(JSON.stringify({ level: 'error', event: 'backend_secret_missing', header }));
    if (key.unusable) console.error(JSON.stringify({ level: 'error', event: 'backend_secret_unusable', header, reason: key.unusable }));
    c.header('Cache-Control', 'no-store');
    return c.json({ error: 'unauthorized', message: 'Acesso não autorizado.' }, 401);
  }
  c.set('caller', 'storefront');
  return next();
});

/**
 * The shopper's IP for rate limits: the edge's X-Forwarded-For only when the storefront sent the
 * request (anyone else could rotate it to escape a limit), else the peer Cloudflare saw.
 */
export function shopperIp(headers: Headers, caller: Caller): string {
  const peer = headers.get('cf-connecting-ip')?.trim();
  if (caller !== 'storefront') return peer || 'unknown';
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || peer || 'unknown';
}
