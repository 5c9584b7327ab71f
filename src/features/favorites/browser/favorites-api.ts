import { AUTH_PATHS } from '../../../contracts/auth-paths.ts';
import { favoritesAnswerSchema, type FavoritesAnswer, type FavoritesChange } from '../../../contracts/favorites.ts';
import { readJson, RequestError, send } from '../../../core/browser/request.ts';

/**
 * The edge's favourites routes (worker/routes/favorites.ts): the logged-in customer's
 * list, or `scope: "local"` when this browser keeps it. Apart from the other account calls: the
 * hearts load on listing pages, where every first-load byte counts.
 */
const FAVORITES_PATH = AUTH_PATHS.favorites;

async function answer(response: Response): Promise<FavoritesAnswer> {
  const parsed = favoritesAnswerSchema.safeParse(await readJson(response, FAVORITES_PATH));
  if (!response.ok || !parsed.success) throw new RequestError('http', `${FAVORITES_PATH} answered ${response.status}`, response.status);
  return parsed.data;
}

export const favoritesApi = {
  read: (): Promise<FavoritesAnswer> => send(FAVORITES_PATH, {}, answer),
  change: (change: FavoritesChange): Promise<FavoritesAnswer> => send(FAVORITES_PATH, { method: 'POST', body: change }, answer),
};
