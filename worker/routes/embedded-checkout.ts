import { createMiddleware } from 'hono/factory';
import { EDGE } from '../../src/core/constants.ts';
import { embeddedCheckoutPaths } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { MethodNotAllowedError } from '../errors.ts';
import { proxiedResponse } from '../http/proxied-response.ts';
import { readLimitedBody } from '../http/read-body.ts';
import { forwardableRequestHeaders, sameOriginLocation } from '../upstream/headers.ts';
import { upstreamFetch, upstreamUrl } from '../upstream/upstream-fetch.ts';
import { STAND_IN_CUSTOMER_HEADER } from '../../src/contracts/own-backend-api.ts';
import { ACCOUNT_DETAILS_SUFFIX } from '../../src/contracts/payment-paths.ts';
import { refuseOverLimit, withinLimit } from '../middleware/rate-limits.ts';
import { liveSession } from '../session/live-session.ts';

/**
 * The embedded backend's hosted-checkout stand-in, reachable through this origin while
 * CHECKOUT_URL and CHECKOUT_ACCOUNT_URL are paths (the default): `/checkout/{cartId}`, its form
 * posts, and the account page `/conta`; the shopper's legacy token goes in a header from the
 * session cookie. So `npm start` completes an order at
 * http://localhost:8787 with nothing else running. With a hosted checkout configured (absolute
 * URLs) these paths are not forwarded.
 *
 * @example app.use(embeddedCheckout())
 */
export function embeddedCheckout() {
  return createMiddleware<AppEnv>(async function embeddedCheckout(c, next) {
    const url = new URL(c.req.url);
    const served = embeddedCheckoutPaths(c.env).some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`));
    if (!served) return next();
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (method !== 'GET' && method !== 'POST') throw new MethodNotAllowedError(['GET', 'POST']);
    // "Meus dados" can name any CPF: counted as logins are, so no one tries CPFs to learn which have an account
    if (method === 'POST' && url.pathname.endsWith(ACCOUNT_DETAILS_SUFFIX) && !(await withinLimit(c, 'AUTH_LIMITER'))) {
      await c.req.raw.body?.cancel();
      return refuseOverLimit(c);
    }
    const body = method === 'POST' ? await readLimitedBody(c.req.raw, EDGE.maxRequestBodyBytes) : null;
    const caller = c.get('caller');
    const pathAndQuery = `${url.pathname}${url.search}`;
    const headers = forwardableRequestHeaders(c.req.raw.headers);
    // Who the shopper is travels in a header only the edge sets, never in a URL a log records.
    const legacyToken = (await liveSession(c))?.tokens.legacyToken;
    if (legacyToken) headers.set(STAND_IN_CUSTOMER_HEADER, legacyToken);
    const response = await upstreamFetch(c.env, 'embedded', pathAndQuery, { method, headers, body }, caller);
    const answer = proxiedResponse(c, { status: response.status, headers: response.headers, body: response.body, cache: false });
    const location = sameOriginLocation(response.headers.get('location'), upstreamUrl(c.env, 'embedded', pathAndQuery, caller));
    if (location) answer.headers.set('location', location);
    // A checkout page is nobody else's business: never sent on as a referrer.
    answer.headers.set('Referrer-Policy', 'no-referrer');
    // Its pages bring their own policy (no script at all, inline styles): kept, not widened.
    const policy = response.headers.get('content-security-policy');
    if (policy) answer.headers.set('Content-Security-Policy', policy);
    return answer;
  });
}
