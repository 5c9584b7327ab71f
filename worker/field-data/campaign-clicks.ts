import { createMiddleware } from 'hono/factory';
import { campaignOf } from '../../src/core/rules/campaign-params.ts';
import type { AppEnv } from '../env.ts';
import { fieldDataStore } from './field-data-store.ts';

/**
 * Counts a campaign's clicks (src/core/rules/campaign-params.ts): every page request a link of a
 * campaign brings, served from the edge cache or not, is one Analytics Engine data point with the
 * campaign's source, medium and name and the page's path. Nothing of the shopper: no address, no
 * click id. "Desempenho" shows the clicks by source.
 */
export function campaignClicks() {
  return createMiddleware<AppEnv>(async function campaignClicks(c, next) {
    if (c.req.method === 'GET') {
      const url = new URL(c.req.url);
      const campaign = campaignOf(url.searchParams);
      if (campaign) fieldDataStore(c.env).recordClick({ ...campaign, route: url.pathname.slice(0, 80) });
    }
    return next();
  });
}
