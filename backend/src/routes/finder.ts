import { Hono } from 'hono';
import { finderQuerySchema } from '../../../src/contracts/finder.ts';
import type { BackendEnv } from '../env.ts';
import { findWines } from '../finder/find-wines.ts';
import { readQuery } from '../validation/request.ts';

/**
 * `GET /api/finder` (the virtual sommelier): the count, a page of wines and every
 * question's options with their counts, in one call. Malformed answers are 400; an answer that
 * names no option is ignored and reported (a shared link may outlive an occasion).
 */
export const finderRoutes = new Hono<BackendEnv>().get('/finder', async (c) => {
  const { page, pageSize, ...answers } = readQuery(c, finderQuerySchema);
  return c.json(await findWines(c.env.DB, answers, page, pageSize));
});
