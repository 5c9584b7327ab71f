import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { OWN_BACKEND_ACCESS_HEADER } from '../../../src/contracts/own-backend-api.ts';
import { STOREFRONT_ACCESS_HEADER } from '../../../src/contracts/graphql/operation.ts';
import { readCommerceConfig } from '../commerce/config.ts';
import { constantTimeEqualText } from '../commerce/crypto.ts';
import type { BackendEnv } from '../env.ts';

/**
 * The backend opens to nobody but the storefront (ARCHITECTURE "Security posture"): every route
 * needs its contract's access token, compared in constant time, except the generated images and
 * the hosted-checkout stand-in's pages (a shopper's browser opens those; they check the
 * customer's own legacy token). The REST API takes `API_ACCESS_TOKEN` in X-Access-Token (spec §7
 * "a fixed key"), GraphQL `STOREFRONT_ACCESS_TOKEN` in TCS-Access-Token, so a hosted storefront
 * API and this backend can hold different keys. A missing secret fails closed, except with
 * ENVIRONMENT=development.
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
  return path.startsWith('/media/') || path === accountPath || path.startsWith(`${checkoutPath}/`);
}

function requiredToken(c: Context<BackendEnv>): { header: string; secret: string | undefined } {
  return c.req.path === '/graphql'
    ? { header: STOREFRONT_ACCESS_HEADER, secret: c.env.STOREFRONT_ACCESS_TOKEN?.trim() || undefined }
    : { header: OWN_BACKEND_ACCESS_HEADER, secret: c.env.API_ACCESS_TOKEN?.trim() || undefined };
}

function isDevelopment(c: Context<BackendEnv>): boolean {
  return c.env.ENVIRONMENT?.trim().toLowerCase() === 'development';
}

export const frontDoor = createMiddleware<BackendEnv>(async (c, next) => {
  const { header, secret } = requiredToken(c);
  const sent = c.req.header(header) ?? '';
  const allowed = secret ? constantTimeEqualText(sent, secret) : isDevelopment(c);
  if (isPublicPath(c)) {
    // open to anyone; what only the storefront may say (the shopper's identity) counts only from it
    c.set('caller', allowed && sent !== '' ? 'storefront' : 'anyone');
    return next();
  }
  if (!allowed) {
    if (!secret) console.error(JSON.stringify({ level: 'error', event: 'backend_secret_missing', header }));
    // Read the body before refusing, so a pooled connection is left clean for the next request.
    await c.req.raw.body?.cancel();
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
