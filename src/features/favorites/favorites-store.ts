import { proxy } from 'valtio/vanilla';

/**
 * Favourite wines, shared by every heart on the page and the /favorite list. `idle`
 * until the first heart asks; `account` when the logged-in customer's list is kept by the own
 * backend, `local` when this browser keeps it (anonymous, or a hosted backend without favourites).
 */
export interface FavoritesState {
  status: 'idle' | 'loading' | 'ready';
  scope: 'account' | 'local';
  /** Product ids, most recent first. */
  ids: number[];
}

export function createFavoritesStore(): FavoritesState {
  return proxy<FavoritesState>({ status: 'idle', scope: 'local', ids: [] });
}
