// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_FAVORITES } from '../../contracts/favorites.ts';
import { readStoredFavorites, toggledFavorites, writeStoredFavorites } from './favorites.ts';

describe('favourites', () => {
  beforeEach(() => window.localStorage.clear());

  it('toggles: a new favourite goes first, a second click takes it out', () => {
    expect(toggledFavorites([2, 3], 1)).toEqual([1, 2, 3]);
    expect(toggledFavorites([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it(`keeps at most ${MAX_FAVORITES}, dropping the oldest`, () => {
    const full = Array.from({ length: MAX_FAVORITES }, (_, index) => index + 1);
    const next = toggledFavorites(full, 999);
    expect(next).toHaveLength(MAX_FAVORITES);
    expect(next[0]).toBe(999);
    expect(next).not.toContain(MAX_FAVORITES);
  });

  it('reads back what it stored, and ignores what it cannot read', () => {
    writeStoredFavorites(window.localStorage, [5, 4]);
    expect(readStoredFavorites(window.localStorage)).toEqual([5, 4]);
    window.localStorage.setItem('favorites', '{"x":1}');
    expect(readStoredFavorites(window.localStorage)).toEqual([]);
    window.localStorage.setItem('favorites', 'não é json');
    expect(readStoredFavorites(window.localStorage)).toEqual([]);
    writeStoredFavorites(window.localStorage, []);
    expect(window.localStorage.getItem('favorites')).toBeNull();
  });
});
