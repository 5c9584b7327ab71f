import { MAX_FAVORITES, storedFavoritesSchema } from '../contracts/favorites.ts';
import { STORAGE_KEYS } from '../constants.ts';

/**
 * Favourite wines as lists of product ids, most recent first (issue 8). Pure, but for the two
 * functions that read and write an anonymous shopper's list in the storage they are given.
 */
export function isFavorite(ids: readonly number[], id: number): boolean {
  return ids.includes(id);
}

/** The heart: a wine not yet favourite goes first; a favourite leaves. At most MAX_FAVORITES. */
export function toggledFavorites(ids: readonly number[], id: number): number[] {
  return isFavorite(ids, id) ? ids.filter((other) => other !== id) : [id, ...ids].slice(0, MAX_FAVORITES);
}

export function readStoredFavorites(storage: Storage): number[] {
  try {
    const parsed = storedFavoritesSchema.safeParse(JSON.parse(storage.getItem(STORAGE_KEYS.favorites) ?? '[]'));
    return parsed.success ? [...new Set(parsed.data)].slice(0, MAX_FAVORITES) : [];
  } catch {
    return [];
  }
}

export function writeStoredFavorites(storage: Storage, ids: readonly number[]): void {
  if (ids.length === 0) storage.removeItem(STORAGE_KEYS.favorites);
  else storage.setItem(STORAGE_KEYS.favorites, JSON.stringify(ids.slice(0, MAX_FAVORITES)));
}
