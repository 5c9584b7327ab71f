import { createMiddleware } from 'hono/factory';
import { EDGE } from '../../src/constants.ts';
import { embeddedCheckoutPaths } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { MethodNotAllowedError } from '../errors.ts';
import { proxiedResponse } from '../http/proxied-response.ts';
import { readLimitedBody } from '../http/read-body.ts';
import { forwardableRequestHeaders, sameOriginLocation } from '../upstream/headers.ts';
import { upstreamFetch, upstreamUrl } from '../upstream/upstream-fetch.ts';

/**
 * The embedded backend's hosted-checkout stand-in (issue 4), reachable through this origin while
 * CHECKOUT_URL and CHECKOUT_ACCOUNT_URL are paths (the default): `/checkout/{cartId}`, its form
 * posts, and the account page `/conta`. So `npm start` completes an order at
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
    const body = method === 'POST' ? await readLimitedBody(c.req.raw, EDGE.maxRequestBodyBytes) : null;
    const caller = c.get('caller');
    const pathAndQuery = `${url.pathname}${url.search}`;
    const response = await upstreamFetch(
      c.env,
      'embedded',
      pathAndQuery,
      { method, headers: forwardableRequestHeaders(c.req.raw.headers), body },
      caller,
    );
    const answer = proxiedResponse(c, { status: response.status, headers: response.headers, body: response.body, cacheable: false });
    const location = sameOriginLocation(response.headers.get('location'), upstreamUrl(c.env, 'embedded', pathAndQuery, caller));
    if (location) answer.headers.set('location', location);
    // The stand-in's URLs carry the legacy token (spec §7 hand-off): never send them as a referrer.
    answer.headers.set('Referrer-Policy', 'no-referrer');
    // Its pages bring their own policy (no script at all, inline styles): kept, not widened.
    const policy = response.headers.get('content-security-policy');
    if (policy) answer.headers.set('Content-Security-Policy', policy);
    return answer;
  });
}
