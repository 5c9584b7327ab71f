import { createMiddleware } from 'hono/factory';
import { EDGE } from '../../src/core/constants.ts';
import { externalCheckoutOrigin } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { contentSecurityPolicy } from '../security/content-security-policy.ts';

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
    const csp = contentSecurityPolicy({
      nonce: c.get('nonce'),
      dev: import.meta.env.DEV,
      googleClientId: c.env.GOOGLE_CLIENT_ID,
      checkoutOrigin: externalCheckoutOrigin(c.env),
    });
    const headers = {
      // Only the checkout stand-in answers with a policy of its own (script-free pages).
      'Content-Security-Policy': c.res.headers.get('Content-Security-Policy') ?? csp,
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
