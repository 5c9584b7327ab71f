import { z } from 'zod/mini';
import { MAX_FAVORITES } from './favorites-limit.ts';
import { productIdSchema } from './wine.ts';

/**
 * Favourite wines (spec §2 /Favorite shows the route, not the behaviour; docs/decisions.md
 * "Accounts: favourites"): a heart on wine
 * cards and the product page. Anonymous shoppers keep them in local storage; a logged-in
 * customer's are kept by the own backend, per customer, and merged with the local ones on login.
 * Ids are product ids (`wake_product_id`, the search's PRODUCTID: DECISIONS "Product ids").
 */

export { MAX_FAVORITES } from './favorites-limit.ts';

const wineIds = z.array(productIdSchema).check(z.maxLength(MAX_FAVORITES));

/**
 * Own backend `GET /api/customer/:id/favorites` and the answer of its POST (edge-only routes:
 * the customer id comes from the session, DECISIONS 5). Most recent first.
 */
export const customerFavoritesSchema = z.object({
  customer_id: z.number().check(z.int(), z.positive()),
  wines: z.array(z.number().check(z.int(), z.positive())),
});

export type CustomerFavorites = z.infer<typeof customerFavoritesSchema>;

/**
 * Own backend `POST /api/customer/:id/favorites`: wines to add and to remove, in one change
 * (adding what is already there and removing what is not are no-ops). Answers the whole list.
 * Adding past MAX_FAVORITES drops the oldest.
 */
export const favoritesChangeSchema = z.object({
  add: z.optional(wineIds),
  remove: z.optional(wineIds),
});

export type FavoritesChange = z.input<typeof favoritesChangeSchema>;

/**
 * The edge's `GET/POST /auth/favorites` answer. `account`: the list is the logged-in customer's,
 * kept by the own backend. `local`: nobody is logged in, or the backend keeps no favourites
 * (a hosted backend without the endpoint answers 404: DECISIONS "Hosted mode"), so the browser
 * keeps them itself; `wines` is then empty.
 */
export const favoritesAnswerSchema = z.object({
  scope: z.enum(['account', 'local']),
  wines: z.array(z.number().check(z.int(), z.positive())),
});

export type FavoritesAnswer = z.infer<typeof favoritesAnswerSchema>;
