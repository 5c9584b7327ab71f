import type { CartItem, CartWine } from '../contracts/cart-item.ts';
import type { SearchWine } from '../contracts/search.ts';
import type { WineCard } from '../contracts/wine.ts';

/**
 * The wines tests use, one builder per shape (checked against the contracts with `satisfies`):
 * "Vinho {id}", variant 1000 + id, R$ 50,00, 10 in stock, unless a test says otherwise.
 */
export const cartWine = (id: number, over: Partial<CartWine> = {}): CartWine => ({
  ...({
    id,
    name: `Vinho ${id}`,
    wake_product_id: id,
    wake_wine_id: 1000 + id,
    sku: `SKU-${id}`,
    price: 50,
    stock: 10,
    url_media: `/media/wines/${id}.svg`,
  } satisfies CartWine),
  ...over,
});

export const cartItem = (id: number, quantity = 1, over: Partial<CartItem> = {}): CartItem => ({ ...cartWine(id), quantity, ...over });

export const wineCard = (id: number, over: Partial<WineCard> = {}): WineCard => ({
  ...cartWine(id),
  ...({
    slug: `vinho-${id}`,
    list_price: 60,
    type: 'Tinto',
    type_slug: 'tinto',
    country: 'Chile',
    country_slug: 'chile',
    grape: 'Merlot',
    grape_slug: 'merlot',
    blend: 'Merlot',
    rating: 4,
  } satisfies Omit<WineCard, keyof CartWine>),
  ...over,
});

/** The same wine as `wineCard(id)` in the search's upper-case shape (spec §7). */
export const searchWine = (id: number, over: Partial<SearchWine> = {}): SearchWine => {
  const wine = wineCard(id);
  return {
    PRODUCTID: wine.id,
    PRODUCTNAME: wine.name,
    PRECOVENDA: wine.price,
    PRECODESCONTO: wine.list_price,
    ESTOQUE: wine.stock,
    IMAGES: wine.url_media,
    CATENOMEUVA: wine.blend,
    CATEGORIADESC: wine.country,
    CATEGORYNAME_TIPO: wine.type,
    NOTA: wine.rating,
    URL_TIPO: wine.type_slug,
    URL_PAIS: wine.country_slug,
    URL_UVA: wine.grape_slug,
    PRODUCTVARIANTID: wine.wake_wine_id,
    SKU: wine.sku,
    ...over,
  };
};
