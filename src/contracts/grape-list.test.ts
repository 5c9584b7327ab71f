import { describe, expect, it } from 'vitest';
import { parseGrapeList } from './grape-list.ts';

describe('a typed grape list', () => {
  it('reads the main grape first, with shares where given', () => {
    expect(parseGrapeList(' Touriga Nacional 60%, Jaen 25 %,Alfrocheiro ')).toEqual([
      { name: 'Touriga Nacional', share: 60 },
      { name: 'Jaen', share: 25 },
      { name: 'Alfrocheiro', share: null },
    ]);
    expect(parseGrapeList('')).toEqual([]);
  });

  it.each(['Merlot, ', 'Merlot 0%', 'Merlot 101%', 'Merlot 60%, Syrah 50%', 'Merlot 50% e Syrah', `${'x'.repeat(61)}`, Array(21).fill('Merlot').join(',')])(
    'refuses %j',
    (text) => {
      expect(parseGrapeList(text)).toBeNull();
    },
  );
});
