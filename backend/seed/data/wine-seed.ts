import type { CountrySlug, GrapeSlug, WineTypeSlug } from './categories.ts';

/**
 * One authored wine, compact: the product name is `{producer} {label} {vintage}`.
 *
 *   [id, producer, label, type, country, region, grape (URL_UVA), other grapes of the blend,
 *    vintage (null: non-vintage), alcohol % vol, price, list price, stock, rating 0–5, extras]
 *
 * `price` below `listPrice` means on promotion. The wine's variant id, SKU, slug, image,
 * description, pairing, serving temperature, occasions and dishes are derived (seed/catalogue.ts).
 */
export type WineSeed = readonly [
  id: number,
  producer: string,
  label: string,
  type: WineTypeSlug,
  country: CountrySlug,
  region: string,
  grape: GrapeSlug,
  otherGrapes: string,
  vintage: number | null,
  alcohol: number,
  price: number,
  listPrice: number,
  stock: number,
  rating: number,
  extras?: WineExtras,
];

export interface WineExtras {
  /** Bottle size in ml (750 when absent). */
  volume?: number;
  /** In the Black Friday selection. */
  blackFriday?: true;
}
