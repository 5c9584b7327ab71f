import { type Context, Hono, type Next } from 'hono';
import { matchFixedRoute, PARTNER_SHORTCUTS, partnerPath, productPathWithoutExtraSlashes, ROUTE_PREFIXES, ROUTES } from '../../src/core/routes.ts';
import type { AppEnv } from '../env.ts';
import { redirectOnSite } from '../http/site-redirect.ts';

/** Redirects to `path`, keeping the query string (spec §2: /home?preco=... lands on /momentos?preco=...). */
function redirectKeepingQuery(url: string, path: string): string {
  const { search } = new URL(url);
  return `${path}${search}`;
}

/**
 * spec §2 Redirects, the fixed ones, first in DECISIONS "Routing order":
 * - / and /home go to /momentos;
 * - a fixed route spelled in another case (/Login, /Favorite) or with a trailing slash goes to
 *   its canonical path (the route table matches case-insensitively);
 * - the fixed partner shortcuts (/123vinho, /123.vinho, /vivalavidavinhos) go to their partner;
 * - a product path with 3 or more slashes gets its last slash replaced by a dash.
 * Partners read from KV come later (routes/partner-redirects.ts), after the fixed routes.
 */
/** / and /home: the occasions page, with the query. */
const redirectToOccasions = (c: Context<AppEnv>) => redirectOnSite(c, redirectKeepingQuery(c.req.url, ROUTES.occasions), 302);

/** A product path with extra slashes: the one with its last slash a dash. */
const fixProductSlashes = async (c: Context<AppEnv>, next: Next) => {
  const fixed = productPathWithoutExtraSlashes(new URL(c.req.url).pathname);
  if (!fixed) return next();
  return redirectOnSite(c, redirectKeepingQuery(c.req.url, fixed), 301);
};

/** A fixed route spelled otherwise, or a fixed partner shortcut. */
const redirectToCanonical = async (c: Context<AppEnv>, next: Next) => {
  const path = new URL(c.req.url).pathname;
  const canonical = matchFixedRoute(path);
  if (canonical !== undefined && canonical !== path) return redirectOnSite(c, redirectKeepingQuery(c.req.url, canonical), 301);
  const shortcut = PARTNER_SHORTCUTS[path.slice(1).toLowerCase()];
  if (canonical === undefined && shortcut !== undefined) {
    return redirectOnSite(c, redirectKeepingQuery(c.req.url, partnerPath(shortcut)), 302);
  }
  return next();
};

export const redirectRoutes = new Hono<AppEnv>()
  .get(ROUTES.home, redirectToOccasions)
  .get(ROUTES.homeAlias, redirectToOccasions)
  .get(`${ROUTE_PREFIXES.product}/*`, fixProductSlashes)
  .get('*', redirectToCanonical);
