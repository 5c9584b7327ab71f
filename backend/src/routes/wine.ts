import { Hono } from 'hono';
import { z } from 'zod/mini';
import { productIdSchema, productsCartRequestSchema, type ProductsCartResponse, type RelatedWinesResponse } from '../../../src/contracts/wine.ts';
import { findRelatedWines, findWineDetail, findWinesByIds } from '../db/wine-detail.ts';
import type { BackendEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { mostWantedWines, recordSignals } from '../signals/wine-signals.ts';
import { readJsonBody, readParam, readQuery } from '../validation/request.ts';
import { recordInBackground } from './background.ts';
import { readsOf } from '../db/replica-reads.ts';

const WINE_NOT_FOUND = 'Vinho não encontrado';
const relatedQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(24)), 8),
});

/** spec §7 wine calls: detail, productsCart and most wanted; plus related wines for the product page. */
export const wineRoutes = new Hono<BackendEnv>()
  .get('/wine/:id', async (c) => {
    const id = readParam(c, 'id', productIdSchema, 'Código de vinho inválido');
    const wine = await findWineDetail(readsOf(c), id);
    if (!wine) throw new NotFoundError(WINE_NOT_FOUND);
    return c.json(wine);
  })
  .get('/wine/:id/related', async (c) => {
    const id = readParam(c, 'id', productIdSchema, 'Código de vinho inválido');
    const { limit } = readQuery(c, relatedQuerySchema);
    const wines = await findRelatedWines(readsOf(c), id, limit);
    if (!wines) throw new NotFoundError(WINE_NOT_FOUND);
    return c.json({ wines } satisfies RelatedWinesResponse);
  })
  // The storefront sends the wines of a stored cart to get their current records; each one is a
  // wine in a cart, a most-wanted signal (counted after the answer is sent).
  .post('/productsCart', async (c) => {
    const { wines: ids } = await readJsonBody(c, productsCartRequestSchema);
    const wines: ProductsCartResponse = await findWinesByIds(c.env.DB, ids);
    recordInBackground(c, () =>
      recordSignals(
        c.env.DB,
        wines.map((wine) => wine.id),
        'cart_adds',
      ),
    );
    return c.json(wines);
  })
  .get('/mostWantedWine', async (c) => c.json(await mostWantedWines(readsOf(c))));
