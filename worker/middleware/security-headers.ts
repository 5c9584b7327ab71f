import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { EDGE } from '../../src/core/constants.ts';
import { externalCheckoutOrigin } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { contentSecurityPolicy } from '../security/content-security-policy.ts';

/** What the policy takes from the deployment: the same for every page of it. */
export function cspSettings(c: Context<AppEnv>) {
  return { dev: import.meta.env.DEV, googleClientId: c.env.GOOGLE_CLIENT_ID, checkoutOrigin: externalCheckoutOrigin(c.env) };
}

/**
 * Security headers on every response the worker answers: pages, JSON, redirects, proxied
 * answers and errors (ARCHITECTURE "Security posture"). Static assets never reach the worker;
 * `public/_headers` gives them the same set (a fixed CSP, since they carry no inline script).
 *
 * @example app.use(securityHeaders())
 */
export function securityHeaders() {
  return createMiddleware<AppEnv>(async function securityHeaders(c, next) {
    await next();
    const headers = {
      // The checkout stand-in (script-free pages) and pages from the edge cache (hashes instead of
      // this request's nonce) answer with a policy of their own.
      'Content-Security-Policy':
        c.res.headers.get('Content-Security-Policy') ?? contentSecurityPolicy({ inline: { nonce: c.get('nonce') }, ...cspSettings(c) }),
      'Strict-Transport-Security': `max-age=${EDGE.hstsMaxAgeSeconds}; includeSubDomains`,
      'X-Content-Type-Options': 'nosniff',
      // A route may ask for less (the checkout stand-in: no-referrer), never for more.
      'Referrer-Policy': c.res.headers.get('Referrer-Policy') ?? 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      'X-Frame-Options': 'DENY',
      // Google's sign-in popup must be able to talk back to the page (DECISIONS 6).
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    };
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    } catch {
      // A response with immutable headers (straight from fetch): copy it once, then set.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    }
  });
}
