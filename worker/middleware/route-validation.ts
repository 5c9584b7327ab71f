import { createMiddleware } from 'hono/factory';
import { isSearchTermValid, productIdFromSlug, ROUTE_PREFIXES } from '../../src/core/routes.ts';
import type { AppEnv } from '../env.ts';
import { InvalidRouteError } from '../errors.ts';

/** The full path with its query, as spec §8's "Page Not Found: {fullPath}" shows it. */
export function fullPathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/**
 * DECISIONS "Routing order": a route that matched but whose parameters do not validate answers
 * the 404 page with "Page Not Found: {fullPath}". Checked here, before the pages, for the
 * parameters the path alone decides: a product path must end in its numeric id, a search term
 * must have at least 3 characters. (Unknown category slugs need the catalogue: the category
 * page throws the same InvalidRouteError.)
 *
 * @example app.use(routeValidation())
 */
export function routeValidation() {
  return createMiddleware<AppEnv>(async function routeValidation(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const [, first = '', rest] = /^(\/[^/]*)(?:\/(.*))?$/.exec(new URL(c.req.url).pathname) ?? [];
    const prefix = first.toLowerCase();
    if (prefix === ROUTE_PREFIXES.product && productIdFromSlug(rest ?? '') === undefined) {
      throw new InvalidRouteError(fullPathOf(c.req.url));
    }
    if (prefix === ROUTE_PREFIXES.results && !isSearchTermValid(rest ?? '')) {
      throw new InvalidRouteError(fullPathOf(c.req.url));
    }
    return next();
  });
}
