import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ForbiddenError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses writes (POST and the like) another site's page makes the browser send: with session
 * cookies on this origin, a cross-site form could otherwise log a shopper out or post on their
 * behalf. SameSite=Lax cookies already stop most of it; this checks what the browser says about
 * the request (Sec-Fetch-Site, else Origin). Requests without either (curl, servers) pass: they
 * carry no shopper's cookies.
 *
 * @example app.use(sameOriginWrites())
 */
export function sameOriginWrites() {
  return createMiddleware<AppEnv>(async function sameOriginWrites(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin') throw new ForbiddenError(`cross-site ${c.req.method} (${site})`);
    const origin = c.req.header('origin');
    if (site === undefined && origin !== undefined && origin !== new URL(c.req.url).origin) {
      throw new ForbiddenError(`cross-origin ${c.req.method} from ${origin}`);
    }
    return next();
  });
}
