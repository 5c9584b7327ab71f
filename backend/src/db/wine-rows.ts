import { pixPrice } from '../../../src/contracts/pix.ts';
import type { Sweetness } from '../../../src/contracts/sweetness.ts';
import type { WineCard } from '../../../src/contracts/wine.ts';
import { PIX_DISCOUNT_PERCENT_SQL } from '../settings/shop-settings.ts';

/**
 * The columns a wine card needs, for `FROM wines w` joined with its three categories as `t`, `c`
 * and `g` (see WINE_CATEGORY_JOINS). The grape shown is the wine's main grape by its own name
 * (Primitivo, filed under Zinfandel; Sercial, which has no page). Left joins: a wine whose category row is missing still lists.
 * The shop's Pix discount comes with every row (an uncorrelated subquery SQLite runs once per
 * statement), so a card's Pix price follows the owner's setting on the next read.
 */
export const WINE_CARD_COLUMNS = `
  w.id, w.variant_id, w.sku, w.name, w.slug, w.price, w.list_price, w.stock, w.image_url,
  w.type_slug, coalesce(t.name, '') AS type_name,
  w.country_slug, coalesce(c.name, '') AS country_name,
  w.grape_slug,
  coalesce((SELECT wg.name FROM wine_grapes wg WHERE wg.wine_id = w.id AND wg.position = 0), g.name, '') AS grape_name,
  w.blend, w.sweetness, w.rating,
  ${PIX_DISCOUNT_PERCENT_SQL} AS pix_discount_percent`;

export const WINE_CATEGORY_JOINS = `
  LEFT JOIN categories t ON t.slug = w.type_slug
  LEFT JOIN categories c ON c.slug = w.country_slug
  LEFT JOIN categories g ON g.slug = w.grape_slug`;

export interface WineCardRow {
  id: number;
  variant_id: number;
  sku: string;
  name: string;
  slug: string;
  price: number;
  list_price: number;
  stock: number;
  image_url: string;
  type_slug: string;
  type_name: string;
  country_slug: string;
  country_name: string;
  grape_slug: string;
  grape_name: string;
  blend: string;
  sweetness: Sweetness;
  rating: number | null;
  pix_discount_percent: number;
}

export function toWineCard(row: WineCardRow): WineCard {
  return {
    id: row.id,
    wake_product_id: row.id,
    wake_wine_id: row.variant_id,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    price: row.price,
    list_price: row.list_price,
    stock: row.stock,
    url_media: row.image_url,
    type: row.type_name,
    type_slug: row.type_slug,
    country: row.country_name,
    country_slug: row.country_slug,
    grape: row.grape_name,
    grape_slug: row.grape_slug,
    blend: row.blend || row.grape_name,
    sweetness: row.sweetness,
    rating: row.rating,
    // absent when the shop gives no Pix discount (docs/decisions.md "Pix price")
    ...(row.pix_discount_percent > 0 ? { pix_price: pixPrice(row.price, row.pix_discount_percent) } : {}),
  };
}

/** 1 when the wine can be bought (spec §5: stock zero or less is unavailable). */
export const IN_STOCK = '(w.stock > 0)';

/** Listing order (spec §4: in stock first), then the chosen order, then id for stable pages. */
export const IN_STOCK_FIRST = `${IN_STOCK} DESC`;

/**
 * The default listing order: in stock first, best rated (NULL ratings last, as DESC puts them),
 * by name. Spelt exactly as index `wines_listing` (migration 0009), which serves it unsorted.
 */
export const LISTING_ORDER = `${IN_STOCK_FIRST}, w.rating DESC, w.name, w.id`;
