import { createMiddleware } from 'hono/factory';
import { matchFixedRoute, partnerPath } from '../../src/core/routes.ts';
import type { AppEnv } from '../env.ts';
import { describeError } from '../log.ts';
import { waitUntilOf } from '../middleware/request-context.ts';
import { fetchPartnerNames, readPartnerNames, writePartnerNames } from '../partners/partner-list.ts';
import { redirectOnSite } from '../http/site-redirect.ts';
import { isOwnAddress } from '../partners/own-addresses.ts';

/** One path segment that could be a partner name (the partners contract allows these characters). */
const CANDIDATE = /^\/([A-Za-z0-9][A-Za-z0-9.-]*)$/;

/**
 * spec §2 dynamic partner redirects, third in DECISIONS "Routing order" (after the fixed routes
 * and the fixed shortcuts, before categories): GET /{name} whose lowercase name is a partner
 * goes to /parceiros/{name}, keeping the query (campaign links carry tracking parameters).
 * When KV holds no list yet (a fresh deployment before the first cron run), the backend is asked
 * once and the answer written to KV. Any failure is logged and the request goes on (to the
 * category page or the 404): a partner lookup never breaks a page.
 *
 * @example app.use(partnerRedirects())
 */
export function partnerRedirects() {
  return createMiddleware<AppEnv>(async function partnerRedirects(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const candidate = CANDIDATE.exec(url.pathname)?.[1]?.toLowerCase();
    if (!candidate || matchFixedRoute(url.pathname) !== undefined || isOwnAddress(candidate)) return next();
    const log = c.get('log');
    let names = await readPartnerNames(c.env.PARTNERS_KV, log);
    if (names === null) {
      try {
        const fetched = await fetchPartnerNames(c.get('backend'));
        waitUntilOf(c)(
          writePartnerNames(c.env.PARTNERS_KV, fetched).catch((error: unknown) => {
            log.warn('partners_kv_write_failed', { error: describeError(error) });
          }),
        );
        names = new Set(fetched);
      } catch (error) {
        log.warn('partners_fetch_failed', { error: describeError(error) });
      }
    }
    if (!names?.has(candidate)) return next();
    return redirectOnSite(c, `${partnerPath(candidate)}${url.search}`, 302);
  });
}
