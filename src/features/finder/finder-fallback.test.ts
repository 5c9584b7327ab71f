import { describe, expect, it } from 'vitest';
import type { CategoriesResponse, FilterDataResponse } from '../../contracts/categories.ts';
import { FINDER_PRICE_BANDS } from '../../contracts/finder.ts';
import type { SearchResponse } from '../../contracts/search.ts';
import { argentineMalbecHit } from '../../test-support/wines.ts';
import { knownAnswers, narrowSearchResults, optionsFromCatalogue, searchTermFor, winesQueryFor } from './finder-fallback.ts';

const button = (type: 'occasion' | 'main_course', slug: string, name: string, order: number) => ({
  main_name: '',
  main_id: 1,
  main_order: 1,
  main_icon: '',
  main_promotion: 0 as const,
  name,
  id: order,
  icon: '',
  order,
  type,
  promotion: 0 as const,
  black_friday: 0 as const,
  class_name: '',
  slug,
  description: `${name}!`,
  category_slug: null,
});
const filters: FilterDataResponse = {
  buttons: [button('occasion', 'verao', 'Verão', 2), button('occasion', 'churrasco', 'Churrasco', 1), button('main_course', 'pizza', 'Pizza', 1)],
  promotion: null,
};
const category = (slug: string, kind: 'tipo' | 'uva' | 'pais', name: string) => ({ slug, kind, name, plural_name: name, description: '', wine_count: 3 });
const categories: CategoriesResponse = {
  categories: [category('tinto', 'tipo', 'Tinto'), category('malbec', 'uva', 'Malbec'), category('argentina', 'pais', 'Argentina')],
};
const label = (band: (typeof FINDER_PRICE_BANDS)[number]) => band.slug;

describe('hosted mode: the finder through the wine list and the search (DECISIONS "Hosted mode")', () => {
  it('offers every option of the catalogue, in order, without counts', () => {
    const facets = optionsFromCatalogue(filters, categories, label);
    expect(facets.map((facet) => facet.question)).toEqual(['occasion', 'dish', 'price', 'type', 'sweetness', 'grape', 'country']);
    expect(facets[4]!.options.map((option) => option.label)).toEqual(['Seco', 'Meio-seco', 'Suave', 'Doce']);
    expect(facets[0]!.options.map((option) => option.value)).toEqual(['churrasco', 'verao']);
    expect(facets[0]!.options[0]).toEqual({ value: 'churrasco', label: 'Churrasco', description: 'Churrasco!', count: null });
    expect(facets[2]!.options.map((option) => option.value)).toEqual(FINDER_PRICE_BANDS.map((band) => band.slug));
    expect(optionsFromCatalogue(null, null, label)[5]!.options).toEqual([]);
  });

  it('leaves out answers that name no option', () => {
    const facets = optionsFromCatalogue(filters, categories, label);
    expect(knownAnswers({ occasion: 'natal', type: 'tinto' }, facets)).toEqual({ answers: { type: 'tinto' }, ignored: ['occasion'] });
  });

  it('asks the wine list with every answer as its filter, the band as preco', () => {
    expect(winesQueryFor({ occasion: 'churrasco', price: 'ate-50', sweetness: 'suave', grape: 'malbec' }, 2, 12)).toEqual({
      occasion: 'churrasco',
      dish: undefined,
      type: undefined,
      sweetness: 'suave',
      grape: 'malbec',
      country: undefined,
      preco: '0-49.99',
      page: 2,
      pageSize: 12,
    });
    expect(winesQueryFor({ price: 'acima-de-400' }, 1, 12).preco).toBe('400-99999.99');
    expect(winesQueryFor({ price: '50-a-100' }, 1, 12).preco).toBe('50-99.99');
  });

  it('searches the answers by name, or for wine in general', () => {
    const facets = optionsFromCatalogue(filters, categories, label);
    expect(searchTermFor({ occasion: 'churrasco', price: 'ate-50', type: 'tinto', sweetness: 'seco', country: 'chile' }, facets)).toBe('Churrasco Tinto chile');
    expect(searchTermFor({ dish: 'carnes-vermelhas' }, [])).toBe('carnes vermelhas');
    expect(searchTermFor({}, facets)).toBe('vinho');
  });

  it('narrows a page of search results to the answered type, sweetness, grape, country and band, in stock first', () => {
    const wine = (id: number, type: string, price: number, stock: number, variant = true) => argentineMalbecHit(id, { type, price, stock, variant });
    const response: SearchResponse = {
      similar_wines: [wine(1, 'tinto', 40, 0), wine(2, 'tinto', 45, 3), wine(3, 'branco', 30, 3), wine(4, 'tinto', 80, 3), wine(5, 'tinto', 20, 3, false)],
      total: 5,
    };
    expect(narrowSearchResults(response, { type: 'tinto', price: 'ate-50', country: 'argentina' }).map((card) => card.id)).toEqual([2, 1]);
    // A result that does not say its sweetness is kept; one that says another is not.
    const sweet = { ...response, similar_wines: response.similar_wines.map((hit) => (hit.PRODUCTID === 2 ? { ...hit, DOCURA: 'doce' as const } : hit)) };
    expect(narrowSearchResults(sweet, { type: 'tinto', price: 'ate-50', sweetness: 'seco' }).map((card) => card.id)).toEqual([1]);
  });
});
