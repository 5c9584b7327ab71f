import { describe, expect, it } from 'vitest';
import { nameLines, shareCardSvg } from './share-card.ts';

describe('link-preview card', () => {
  it('wraps a name on whole words, at most three lines, and ends a longer one in "…"', () => {
    expect(nameLines('Malbec Reserva')).toEqual(['Malbec Reserva']);
    expect(nameLines('Viña Los Cóndores Ícone Cabernet Sauvignon 2018')).toEqual(['Viña Los Cóndores Ícone', 'Cabernet Sauvignon 2018']);
    const long = nameLines('Um nome de vinho muito comprido que não cabe de jeito nenhum em três linhas do cartão');
    expect(long).toHaveLength(3);
    expect(long[2]).toMatch(/…$/);
  });

  it('escapes the catalogue text it draws', () => {
    const svg = shareCardSvg(
      { name: '<script>x</script>', producer: 'P & F', type_slug: 'tinto', vintage: null, volume_ml: 750, region: 'A"b', country_name: '' },
      'Adega',
    );
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('P &#38; F');
  });
});
