import { describe, expect, it } from 'vitest';
import { matchExpression, searchTokens, tokenExpression } from './terms.ts';
import { corrections, editDistance } from './typos.ts';

describe('search terms', () => {
  it('folds accents and case, splits on anything but letters and digits, drops stopwords', () => {
    expect(searchTokens('Vinho do Porto TAWNY')).toEqual(['porto', 'tawny']);
    expect(searchTokens('Rosé Português')).toEqual(['rose', 'portugues']);
    expect(searchTokens('"tinto" OR *branco*')).toEqual(['tinto', 'or', 'branco']);
    // Only stopwords: keep them rather than search for nothing.
    expect(searchTokens('vinho')).toEqual(['vinho']);
    expect(searchTokens('%%%')).toEqual([]);
  });

  it('builds prefix matches, from the singular of a plural, with any typo fixes', () => {
    expect(tokenExpression('malbec')).toBe('"malbec"*');
    expect(tokenExpression('tintos')).toBe('"tinto"*');
    expect(tokenExpression('cabernt', ['cabernet'])).toBe('("cabernt"* OR "cabernet")');
    expect(matchExpression(['tinto', 'chile'])).toBe('"tinto"* AND "chile"*');
  });
});

describe('typo tolerance', () => {
  it('measures edits, a swap of neighbours counting as one', () => {
    expect(editDistance('malbec', 'malbec', 1)).toBe(0);
    expect(editDistance('malbek', 'malbec', 1)).toBe(1);
    expect(editDistance('mlabec', 'malbec', 1)).toBe(1);
    expect(editDistance('cabernt', 'cabernet', 1)).toBe(1);
    expect(editDistance('syrah', 'merlot', 1)).toBe(2);
  });

  it('proposes the closest, most common known words, and none for short words', () => {
    const vocabulary = [
      { term: 'malbec', doc: 20 },
      { term: 'malbex', doc: 1 },
      { term: 'merlot', doc: 30 },
    ];
    expect(corrections('malbek', vocabulary)).toEqual(['malbec', 'malbex']);
    expect(corrections('xyz', vocabulary)).toEqual([]);
  });
});
