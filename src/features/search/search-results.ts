import type { SearchWine } from '../../contracts/search.ts';
import type { WineCard } from '../../contracts/wine.ts';
import { slugify } from '../../core/routes.ts';

/** spec §3 IMAGES may hold several addresses (comma or space separated); the first is the bottle. */
function firstImage(images: string): string {
  return images.split(/[,\s]+/).find(Boolean) ?? '';
}

/**
 * Reshapes a raw search result (spec §3 "Search result wine (raw)") into the card the pages show.
 * Null when the result lacks what the cart needs (variant id, SKU): a hosted search service may
 * not send them, and the page then reads those wines from the catalogue.
 */
export function searchWineToCard(raw: SearchWine): WineCard | null {
  if (raw.PRODUCTVARIANTID === undefined || raw.SKU === undefined) return null;
  const grapes = raw.CATENOMEUVA.split(',')
    .map((grape) => grape.trim())
    .filter(Boolean);
  return {
    id: raw.PRODUCTID,
    wake_product_id: raw.PRODUCTID,
    wake_wine_id: raw.PRODUCTVARIANTID,
    sku: raw.SKU,
    name: raw.PRODUCTNAME,
    slug: slugify(raw.PRODUCTNAME),
    price: raw.PRECOVENDA,
    list_price: raw.PRECODESCONTO,
    stock: raw.ESTOQUE,
    url_media: firstImage(raw.IMAGES),
    type: raw.CATEGORYNAME_TIPO,
    type_slug: raw.URL_TIPO,
    country: raw.CATEGORIADESC,
    country_slug: raw.URL_PAIS,
    grape: grapes[0] ?? raw.CATENOMEUVA,
    grape_slug: raw.URL_UVA,
    blend: raw.CATENOMEUVA,
    rating: raw.NOTA,
    ...(raw.DOCURA && { sweetness: raw.DOCURA }),
  };
}

/** spec §4 Search: results are sorted in-stock first (stable: relevance order kept within each group). */
export function inStockFirst<T extends { stock: number }>(wines: readonly T[]): T[] {
  return [...wines.filter((wine) => wine.stock > 0), ...wines.filter((wine) => wine.stock <= 0)];
}
