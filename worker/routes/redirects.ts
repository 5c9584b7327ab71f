import { Hono } from 'hono';
import { ROUTES } from '../../src/routes.ts';
import type { AppEnv } from '../env.ts';

/** Redirects to `path`, keeping the query string (spec §2: /home?preco=... lands on /momentos?preco=...). */
function redirectKeepingQuery(url: string, path: string): string {
  const { search } = new URL(url);
  return `${path}${search}`;
}

/** spec §2 Redirects: / and /home go to /momentos. */
export const redirectRoutes = new Hono<AppEnv>()
  .get(ROUTES.home, (c) => c.redirect(redirectKeepingQuery(c.req.url, ROUTES.occasions), 302))
  .get(ROUTES.homeAlias, (c) => c.redirect(redirectKeepingQuery(c.req.url, ROUTES.occasions), 302));
