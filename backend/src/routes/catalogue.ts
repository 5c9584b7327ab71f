import { Hono } from 'hono';
import { groupedWinesQuerySchema, SITEMAP_PAGE_SIZE, sitemapQuerySchema, winesQuerySchema, type SitemapResponse } from '../../../src/contracts/catalogue.ts';
import { groupedWines, listWines } from '../db/wine-list.ts';
import type { BackendEnv } from '../env.ts';
import { readQuery } from '../validation/request.ts';
import { readsOf } from '../db/replica-reads.ts';

/** The listings the pages need (ours, beyond spec §7: DECISIONS "Hosted mode"): one filtered list, grouped, sitemap. */
export const catalogueRoutes = new Hono<BackendEnv>()
  .get('/wines', async (c) => {
    const { page, pageSize, sort, ...filter } = readQuery(c, winesQuerySchema);
    return c.json(await listWines(readsOf(c), filter, sort, { page, pageSize }));
  })
  .get('/wines/grouped', async (c) => {
    const { pageSize } = readQuery(c, groupedWinesQuerySchema);
    return c.json(await groupedWines(readsOf(c), pageSize));
  })
  .get('/wines/sitemap', async (c) => {
    const { page } = readQuery(c, sitemapQuerySchema);
    const db = readsOf(c);
    const [rows, count] = await db.batch([
      db.prepare('SELECT id, name, slug FROM wines WHERE active = 1 ORDER BY id LIMIT ? OFFSET ?').bind(SITEMAP_PAGE_SIZE, (page - 1) * SITEMAP_PAGE_SIZE),
      db.prepare('SELECT count(*) AS total FROM wines WHERE active = 1'),
    ]);
    const body: SitemapResponse = {
      wines: rows?.results as SitemapResponse['wines'],
      total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
      page,
      pageSize: SITEMAP_PAGE_SIZE,
    };
    return c.json(body);
  });
