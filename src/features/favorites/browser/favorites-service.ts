import type { favoritesApi } from './favorites-api.ts';
import type { FavoritesAnswer } from '../../../contracts/favorites.ts';
import { readStoredFavorites, toggledFavorites, writeStoredFavorites } from '../favorites.ts';
import { CHROME_MESSAGES } from '../../../core/messages/pt-BR-chrome.ts';
import { showSnack } from '../../../core/stores/snack-store.ts';
import type { Stores } from '../../../stores/stores.ts';

/**
 * Favourite wines: one list per page, loaded when the first heart hydrates. A
 * logged-in customer's list lives in the account (GET/POST /auth/favorites, the own backend);
 * otherwise in this browser's local storage (anonymous shoppers, and a hosted backend without
 * favourites: DECISIONS "Hosted mode"). Changes show at once; a failed save is undone and told.
 */
export interface FavoritesEnv {
  storage: Storage;
  api: typeof favoritesApi;
}

/**
 * The account API loads with its first call: hearts hydrate with every listing, and an anonymous
 * shopper (whose list is local) never needs it.
 */
const lazyFavoritesApi: typeof favoritesApi = {
  read: () => import('./favorites-api.ts').then(({ favoritesApi: api }) => api.read()),
  change: (change) => import('./favorites-api.ts').then(({ favoritesApi: api }) => api.change(change)),
};

function browserFavoritesEnv(): FavoritesEnv {
  return { storage: window.localStorage, api: lazyFavoritesApi };
}

/** The load in flight, per set of stores (browser only; no state shared between shoppers on the server). */
const loading = new WeakMap<Stores, Promise<void>>();

function apply(stores: Stores, answer: FavoritesAnswer, storage: Storage): void {
  stores.favorites.scope = answer.scope;
  stores.favorites.ids = answer.scope === 'account' ? answer.wines : readStoredFavorites(storage);
}

/** Loads the list once per page, however many hearts ask. */
export function loadFavorites(stores: Stores, env: FavoritesEnv = browserFavoritesEnv()): Promise<void> {
  const { favorites } = stores;
  if (favorites.status === 'ready') return Promise.resolve();
  const inFlight = loading.get(stores);
  if (inFlight !== undefined) return inFlight;
  if (stores.auth.status === 'anonymous') {
    // Nobody is logged in (the page said so): the list is this browser's, no call needed.
    apply(stores, { scope: 'local', wines: [] }, env.storage);
    favorites.status = 'ready';
    return Promise.resolve();
  }
  favorites.status = 'loading';
  const load = env.api
    .read()
    .then((answer) => apply(stores, answer, env.storage))
    .catch((error: unknown) => {
      // The hearts still work on this page, from local storage; nothing personal is lost.
      console.warn('favorites: the account list could not be read', error);
      apply(stores, { scope: 'local', wines: [] }, env.storage);
    })
    .finally(() => {
      favorites.status = 'ready';
      loading.delete(stores);
    });
  loading.set(stores, load);
  return load;
}

/** The heart was clicked: the change shows at once, then is saved where the list lives. */
export async function toggleFavorite(stores: Stores, id: number, env: FavoritesEnv = browserFavoritesEnv()): Promise<void> {
  await loadFavorites(stores, env);
  const { favorites } = stores;
  const before = favorites.ids;
  const adding = !before.includes(id);
  favorites.ids = toggledFavorites(before, id);
  if (favorites.scope === 'local') {
    writeStoredFavorites(env.storage, favorites.ids);
    return;
  }
  try {
    const answer = await env.api.change(adding ? { add: [id] } : { remove: [id] });
    if (answer.scope === 'account') favorites.ids = answer.wines;
    else {
      // The backend keeps no favourites after all (hosted mode): this browser keeps them.
      favorites.scope = 'local';
      writeStoredFavorites(env.storage, favorites.ids);
    }
  } catch (error) {
    console.warn('favorites: the change could not be saved', error);
    favorites.ids = before;
    showSnack(stores.snack, { text: CHROME_MESSAGES.favoriteFailed, style: 'error' });
  }
}

/**
 * After login: the favourites this browser kept while anonymous join
 * the account's, and leave local storage (they are the customer's now; a logout must not leave
 * them behind). Kept locally when the backend keeps no favourites or the call fails.
 */
export async function mergeLocalFavorites(env: FavoritesEnv = browserFavoritesEnv()): Promise<boolean> {
  const local = readStoredFavorites(env.storage);
  if (local.length === 0) return false;
  try {
    const answer = await env.api.change({ add: local });
    if (answer.scope !== 'account') return false;
    writeStoredFavorites(env.storage, []);
    return true;
  } catch (error) {
    console.warn('favorites: the local favourites could not join the account', error);
    return false;
  }
}
