import { Hono } from 'hono';
import { customerIdSchema } from '../../../src/contracts/customer-link.ts';
import { favoritesChangeSchema, MAX_FAVORITES, type CustomerFavorites } from '../../../src/contracts/favorites.ts';
import type { BackendEnv } from '../env.ts';
import { readJsonBody, readParam } from '../validation/request.ts';

/**
 * A logged-in customer's favourite wines (docs/decisions.md "Accounts: favourites"; `src/contracts/favorites.ts`). Edge-only, like
 * `/api/customer` (DECISIONS 5): the edge calls them with the customer id from the session, so a
 * browser can neither read nor change another customer's list.
 */
async function listFavorites(db: D1Database, customerId: number): Promise<CustomerFavorites> {
  // Joined with the catalogue: a wine that left it is not listed (no foreign key, see 0020).
  const { results } = await db
    .prepare(
      `SELECT f.wine_id FROM customer_favorites f JOIN wines w ON w.id = f.wine_id
       WHERE f.customer_id = ? ORDER BY f.position DESC`,
    )
    .bind(customerId)
    .all<{ wine_id: number }>();
  return { customer_id: customerId, wines: results.map((row) => row.wine_id) };
}

const INVALID_CUSTOMER = 'Código de cliente inválido';

export const favoriteRoutes = new Hono<BackendEnv>()
  .get('/customer/:id/favorites', async (c) => {
    const customerId = readParam(c, 'id', customerIdSchema, INVALID_CUSTOMER);
    return c.json(await listFavorites(c.env.DB, customerId));
  })
  /**
   * One change: removals, then additions (the first id of `add` becomes the most recent; known
   * wines only; adding a favourite again moves it to the top), then the list is trimmed to the
   * MAX_FAVORITES most recent. Answers the whole list.
   */
  .post('/customer/:id/favorites', async (c) => {
    const customerId = readParam(c, 'id', customerIdSchema, INVALID_CUSTOMER);
    const { add = [], remove = [] } = await readJsonBody(c, favoritesChangeSchema, ({ path }) =>
      path.startsWith('add') || path.startsWith('remove') ? `Lista de vinhos inválida (até ${MAX_FAVORITES})` : undefined,
    );
    const db = c.env.DB;
    const statements = [
      ...remove.map((wineId) => db.prepare('DELETE FROM customer_favorites WHERE customer_id = ? AND wine_id = ?').bind(customerId, wineId)),
      // Each addition goes above everything the customer has; the first of `add` ends on top.
      ...[...add].reverse().map((wineId) =>
        db
          .prepare(
            `INSERT INTO customer_favorites (customer_id, wine_id, position)
             SELECT ?1, id, (SELECT coalesce(max(position), 0) + 1 FROM customer_favorites WHERE customer_id = ?1)
             FROM wines WHERE id = ?2
             ON CONFLICT (customer_id, wine_id) DO UPDATE SET position = excluded.position,
               created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
          )
          .bind(customerId, wineId),
      ),
      db
        .prepare(
          `DELETE FROM customer_favorites WHERE customer_id = ?1 AND wine_id NOT IN (
             SELECT wine_id FROM customer_favorites WHERE customer_id = ?1 ORDER BY position DESC LIMIT ?2)`,
        )
        .bind(customerId, MAX_FAVORITES),
    ];
    await db.batch(statements);
    return c.json(await listFavorites(db, customerId));
  });
