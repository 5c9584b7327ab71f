import { MAX_FAVORITES } from '../../contracts/favorites-limit.ts';
import { STORAGE_KEYS } from '../../core/constants.ts';

/**
 * Favourite wines as lists of product ids, most recent first (docs/decisions.md
 * "Accounts: favourites"). Pure, but for the two
 * functions that read and write an anonymous shopper's list in the storage they are given.
 */
function isFavorite(ids: readonly number[], id: number): boolean {
  return ids.includes(id);
}

/** The heart: a wine not yet favourite goes first; a favourite leaves. At most MAX_FAVORITES. */
export function toggledFavorites(ids: readonly number[], id: number): number[] {
  return isFavorite(ids, id) ? ids.filter((other) => other !== id) : [id, ...ids].slice(0, MAX_FAVORITES);
}

function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * An anonymous shopper's list (key STORAGE_KEYS.favorites: product ids, most recent first), read
 * defensively with a plain check: hearts hydrate with every listing, where schema code would
 * cost every shopper bytes.
 */
export function readStoredFavorites(storage: Storage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.favorites) ?? '[]');
    return Array.isArray(value) && value.every(isProductId) ? [...new Set(value)].slice(0, MAX_FAVORITES) : [];
  } catch {
    return [];
  }
}

export function writeStoredFavorites(storage: Storage, ids: readonly number[]): void {
  if (ids.length === 0) storage.removeItem(STORAGE_KEYS.favorites);
  else storage.setItem(STORAGE_KEYS.favorites, JSON.stringify(ids.slice(0, MAX_FAVORITES)));
}
