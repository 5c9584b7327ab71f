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

/** A fuller card with real-looking names, for pages whose text a test reads ("Malbec Lento", Argentina). */
export const malbecLento = (over: Partial<WineCard> = {}): WineCard =>
  wineCard(7, {
    wake_wine_id: 100007,
    sku: 'VIN-7',
    name: 'Malbec Lento',
    slug: 'malbec-lento',
    price: 59.9,
    list_price: 59.9,
    stock: 3,
    country: 'Argentina',
    country_slug: 'argentina',
    grape: 'Malbec',
    grape_slug: 'malbec',
    blend: 'Malbec',
    rating: 4.2,
    ...over,
  });

/**
 * A search hit for the finder's fallback: "Vinho {id}", an Argentine Malbec of the given type
 * slug, price and stock; `variant: false` is a hit without its variant id and SKU (spec §7 allows it).
 */
export function argentineMalbecHit(
  id: number,
  { type, price = 45, stock = 2, variant = true }: { type: string; price?: number; stock?: number; variant?: boolean },
): SearchWine {
  return {
    PRODUCTID: id,
    PRODUCTNAME: `Vinho ${id}`,
    PRECOVENDA: price,
    PRECODESCONTO: price,
    ESTOQUE: stock,
    IMAGES: '',
    CATENOMEUVA: 'Malbec',
    CATEGORIADESC: 'Argentina',
    CATEGORYNAME_TIPO: type,
    NOTA: 4,
    URL_TIPO: type,
    URL_PAIS: 'argentina',
    URL_UVA: 'malbec',
    ...(variant ? { PRODUCTVARIANTID: id + 100000, SKU: `S${id}` } : {}),
  };
}
