import { setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { COOKIES, EDGE } from '../../src/core/constants.ts';
import type { AppEnv } from '../env.ts';
import { takeCheckoutHandoff, TOKEN_SHAPE } from '../session/session-cookies.ts';
import { isRevoked, recordReturnedToken, takeHandoff } from '../session/session-registry.ts';
import { redirectOnSite } from '../http/site-redirect.ts';

/**
 * spec §3 `fbits-login` ("holds a token taken from the URL"): a shopper coming back from the
 * checkout site with `?token=` (or `?fbits-login=`) gets it moved into an httpOnly cookie and is
 * redirected to the same URL without it, so the token is neither logged, kept in history, nor
 * shared with the link. It is kept only against the server-side record of this browser's hand-off
 * (worker/session/session-registry.ts; the `checkout-handoff` cookie holds only its random key),
 * and only when not revoked by a logout; the record then vouches for the token once, with the
 * start of the session that left, so a cookie set by hand is no session and a returning token
 * never restarts the 30 days. The session code uses it only once the commerce service confirms
 * it, and never in place of an existing session. Runs on page GETs only (the checkout stand-in,
 * forwarded earlier, needs its `?token=`).
 *
 * @example app.use(returnToken())
 */
export function returnToken() {
  return createMiddleware<AppEnv>(async function returnToken(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const names = EDGE.returnTokenParams.filter((name) => url.searchParams.has(name));
    if (names.length === 0) return next();
    const token = url.searchParams.get(names[0] ?? '') ?? '';
    for (const name of names) url.searchParams.delete(name);
    const handoffId = takeCheckoutHandoff(c);
    const handoff = handoffId ? await takeHandoff(c.env.SESSIONS_KV, handoffId) : null;
    const refusal = !handoff ? 'no_handoff' : !TOKEN_SHAPE.test(token) ? 'shape' : (await isRevoked(c.env.SESSIONS_KV, token)) ? 'revoked' : null;
    if (handoff && refusal === null) {
      await recordReturnedToken(c.env.SESSIONS_KV, token, handoff, COOKIES.fbitsLogin.maxAge);
      setCookie(c, COOKIES.fbitsLogin.name, token, {
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        maxAge: COOKIES.fbitsLogin.maxAge,
      });
    } else {
      c.get('log').info('return_token_ignored', { reason: refusal ?? 'no_handoff' });
    }
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return redirectOnSite(c, `${url.pathname}${url.search}`, 302);
  });
}
