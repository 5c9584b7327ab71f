import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import { Hono, type Context } from 'hono';
import { REDIRECT_URL_PARAM, ROUTES, withRedirectUrl } from '../../src/core/routes.ts';
import { checkoutAccountUrl, checkoutBase } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { parseRedirectTarget } from '../session/redirect-target.ts';
import { redirectOnSite, sameSitePath } from '../http/site-redirect.ts';
import { liveSession, type LiveSession } from '../session/live-session.ts';
import { ageStatusOf, customerIdentity } from '../age/age-standing.ts';
import { markCheckoutHandoff, readCartIdCookie } from '../session/session-cookies.ts';
import { recordHandoff } from '../session/session-registry.ts';
import { COOKIES } from '../../src/core/constants.ts';

/** spec §7: the checkout site reads the customer from `?token={legacy token}`. */
const TOKEN_PARAM = 'token';

/** Whether the signed-in customer's age is verified now (docs/age-verification.md). */
async function ageVerified(c: Context<AppEnv>, live: LiveSession): Promise<boolean> {
  const identity = await customerIdentity(c, live);
  return identity !== null && (await ageStatusOf(c, identity)).verified;
}

/**
 * Sends the browser to a checkout-site URL with the legacy token added, when logged in; else
 * to /login with that URL as redirectUrl (spec §5 "Checkout requires login; otherwise redirect
 * to /login"). The token is added here, in a redirect: page scripts never hold it (DECISIONS 1),
 * and the answer is neither stored nor sent on as a referrer. The embedded stand-in, on this
 * origin, gets no token in its URL: the edge names the shopper to it in a header
 * (embedded-checkout.ts), so no URL a log records carries one.
 */
async function handOff(c: Context<AppEnv>, target: URL, options: { ageChecked: boolean }): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  // This site's URLs as paths, the checkout site's as absolute URLs.
  const written = (url: URL) => (url.origin === c.get('caller').origin ? sameSitePath(`${url.pathname}${url.search}`) : url.href);
  const live = await liveSession(c, { renew: true });
  const legacyToken = live?.tokens.legacyToken;
  if (!live || !legacyToken) return redirectOnSite(c, withRedirectUrl(ROUTES.login, written(target)), 302);
  // ECA Digital: no cart goes to a checkout, ours or a hosted one, before the customer's age is verified
  if (options.ageChecked && !(await ageVerified(c, live))) {
    const here = new URL(c.req.url);
    return redirectOnSite(c, withRedirectUrl(ROUTES.ageVerification, `${here.pathname}${here.search}`), 302);
  }
  if (target.origin === c.get('caller').origin) return redirectOnSite(c, written(target), 302);
  const withToken = new URL(target);
  withToken.searchParams.set(TOKEN_PARAM, legacyToken);
  // the server-side state a token coming back must meet (worker/middleware/return-token.ts)
  markCheckoutHandoff(c, await recordHandoff(c.env.SESSIONS_KV, { startedAt: live.record.startedAt }, COOKIES.checkoutHandoff.maxAge));
  return c.redirect(written(withToken), 302);
}

const handOffToCheckout = async (c: Context<AppEnv>) => {
  const origin = c.get('caller').origin;
  const redirectUrl = c.req.query(REDIRECT_URL_PARAM);
  if (redirectUrl !== undefined) {
    const target = parseRedirectTarget(redirectUrl, c.env, origin);
    return target?.kind === 'checkout' ? handOff(c, target.url, { ageChecked: true }) : c.redirect(ROUTES.homeAlias, 302);
  }
  // The shopper's own cart only: a query parameter could be set by another site's link.
  const cartId = readCartIdCookie(c);
  // spec §5: "Finalizar Compra" is disabled with an empty cart; without one there is nothing to pay.
  if (!cartId) return c.redirect(ROUTES.homeAlias, 302);
  const base = checkoutBase(c.env, origin);
  return handOff(c, new URL(`${base.pathname.replace(/\/+$/, '')}/${encodeURIComponent(cartId)}`, base), { ageChecked: true });
};

const handOffToAccount = (c: Context<AppEnv>) => handOff(c, checkoutAccountUrl(c.env, c.get('caller').origin), { ageChecked: false });

/**
 * The checkout hand-off (spec §7 "Checkout hand-off": `{CHECKOUT_URL}/{cart-id}?token={legacy
 * token}`), built at the edge: `GET /auth/checkout` for the shopper's cart (the `cart-id` cookie), or `?redirectUrl=` for a checkout-site URL a login was asked to return to;
 * `GET /auth/conta` for "Minha conta" (spec §2), the checkout site's account area.
 */
export const checkoutHandoffRoutes = new Hono<AppEnv>()
  .get(AUTH_PATHS.checkout, handOffToCheckout)
  // the account area shows orders and data: no age needed to see them
  .get(AUTH_PATHS.account, handOffToAccount);
