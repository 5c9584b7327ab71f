import { describe, expect, it } from 'vitest';
import type { SearchWine } from '../../contracts/search.ts';
import { inStockFirst, searchWineToCard } from './search-results.ts';

const raw: SearchWine = {
  PRODUCTID: 12,
  PRODUCTNAME: 'Malbec Reserva',
  PRECOVENDA: 89.9,
  PRECODESCONTO: 99.9,
  ESTOQUE: 3,
  IMAGES: '/media/wines/12.svg, /media/wines/12-b.svg',
  CATENOMEUVA: 'Malbec, Cabernet Franc',
  CATEGORIADESC: 'Argentina',
  CATEGORYNAME_TIPO: 'Tinto',
  NOTA: 4.4,
  URL_TIPO: 'tinto',
  URL_PAIS: 'argentina',
  URL_UVA: 'malbec',
  PRODUCTVARIANTID: 100012,
  SKU: 'VIN-12',
};

describe('searchWineToCard', () => {
  it('maps the raw search fields onto the card', () => {
    expect(searchWineToCard(raw)).toMatchObject({
      id: 12,
      wake_product_id: 12,
      wake_wine_id: 100012,
      sku: 'VIN-12',
      slug: 'malbec-reserva',
      price: 89.9,
      list_price: 99.9,
      stock: 3,
      url_media: '/media/wines/12.svg',
      type: 'Tinto',
      country_slug: 'argentina',
      grape: 'Malbec',
      blend: 'Malbec, Cabernet Franc',
      rating: 4.4,
    });
  });

  it('is null without the variant id or SKU (hosted search)', () => {
    const { PRODUCTVARIANTID: _variant, ...hosted } = raw;
    expect(searchWineToCard(hosted)).toBeNull();
  });
});

describe('inStockFirst (spec §4)', () => {
  it('puts wines in stock first and keeps the order within each group', () => {
    const wines = [
      { id: 1, stock: 0 },
      { id: 2, stock: 5 },
      { id: 3, stock: -1 },
      { id: 4, stock: 1 },
    ];
    expect(inStockFirst(wines).map((wine) => wine.id)).toEqual([2, 4, 1, 3]);
  });
});
