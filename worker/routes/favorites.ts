import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import { Hono, type Context } from 'hono';
import { customerFavoritesSchema, favoritesChangeSchema, type FavoritesAnswer } from '../../src/contracts/favorites.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import type { AppEnv } from '../env.ts';
import { UnauthorizedError } from '../errors.ts';
import { readJson } from '../http/read-json.ts';
import { currentCustomer } from '../session/session.ts';
import { UpstreamHttpError } from '../upstream/errors.ts';

const KEPT_LOCALLY: FavoritesAnswer = { scope: 'local', wines: [] };

/** DECISIONS "Hosted mode": a backend without favourites answers 404; the browser keeps them. */
async function orKeptLocally(load: () => Promise<{ wines: number[] }>): Promise<FavoritesAnswer> {
  try {
    return { scope: 'account', wines: (await load()).wines };
  } catch (error) {
    if (error instanceof UpstreamHttpError && error.status === 404) return KEPT_LOCALLY;
    throw error;
  }
}

function favoritesPath(customerId: number): string {
  return `/api/customer/${customerId}/favorites`;
}

function noStore(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'no-store');
}

const readFavorites = async (c: Context<AppEnv>) => {
  noStore(c);
  const current = await currentCustomer(c);
  if (!current) return c.json(KEPT_LOCALLY);
  const customerId = current.customer.customerId;
  return c.json(await orKeptLocally(() => c.get('backend').get(favoritesPath(customerId), customerFavoritesSchema)));
};

const saveFavorites = async (c: Context<AppEnv>) => {
  noStore(c);
  const change = await readJson(c, favoritesChangeSchema);
  const current = await currentCustomer(c);
  if (!current) throw new UnauthorizedError(MESSAGES.loginRequired);
  const customerId = current.customer.customerId;
  return c.json(await orKeptLocally(() => c.get('backend').post(favoritesPath(customerId), change, customerFavoritesSchema)));
};

/**
 * The logged-in customer's favourite wines (docs/decisions.md "Accounts: favourites"), a BFF over the own backend's edge-only
 * `/api/customer/:id/favorites` with the customer id taken from the session (as `/auth/cart`,
 * DECISIONS 5): a browser reaches only its own customer's list. Anonymous shoppers, and a hosted
 * backend without favourites, get `scope: "local"` (the browser keeps them in local storage),
 * answered 200 so a page without a session logs no failed request.
 */
export const favoritesRoutes = new Hono<AppEnv>().get(AUTH_PATHS.favorites, readFavorites).post(AUTH_PATHS.favorites, saveFavorites);
