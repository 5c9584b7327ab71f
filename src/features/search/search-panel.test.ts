import { describe, expect, it } from 'vitest';
import { searchWine } from '../../test-support/wines.ts';
import { appendPage, canLoadMore, searchableTerm, visibleResults } from './search-panel.ts';

const result = (id: number, stock = 5) => searchWine(id, { ESTOQUE: stock });

describe('search panel rules', () => {
  it('searches only a trimmed term longer than 2 characters (spec §5)', () => {
    expect(searchableTerm('')).toBeNull();
    expect(searchableTerm('   ')).toBeNull();
    expect(searchableTerm(' ma ')).toBeNull();
    expect(searchableTerm(' mal ')).toBe('mal');
    expect(searchableTerm('vinho   tinto')).toBe('vinho tinto');
    // characters as the backend counts them: two emoji are two, three are searched
    expect(searchableTerm('🍷🍷')).toBeNull();
    expect(searchableTerm('🍷🍷🍷')).toBe('🍷🍷🍷');
    // longer than the backend takes: refused, not sent
    expect(searchableTerm('a'.repeat(100))).toBe('a'.repeat(100));
    expect(searchableTerm('a'.repeat(101))).toBeNull();
  });

  it('keeps results in stock first as pages arrive, without repeats', () => {
    const first = [result(1), result(2, 0)];
    expect(appendPage(first, [result(2, 0), result(3)]).map((wine) => wine.PRODUCTID)).toEqual([1, 3, 2]);
    expect(appendPage([], [result(4, 0), result(5)])[0]).toEqual(result(5));
  });

  it('shows at most 4 results on mobile and loads more pages only on larger screens', () => {
    const six = [1, 2, 3, 4, 5, 6];
    expect(visibleResults(six, true)).toEqual([1, 2, 3, 4]);
    expect(visibleResults(six, false)).toHaveLength(6);
    expect(canLoadMore(12, 30, false)).toBe(true);
    expect(canLoadMore(30, 30, false)).toBe(false);
    expect(canLoadMore(4, 30, true)).toBe(false);
  });
});
