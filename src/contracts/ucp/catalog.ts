import { z } from 'zod/mini';
import { SWEETNESS } from '../sweetness.ts';
import { UCP_LIMITS, type UcpMessage, type UcpPrice, type UcpResponseMeta } from './protocol.ts';

/**
 * The catalog requests (UCP catalog/search, catalog/lookup) as the shop reads them. The spec's
 * request objects allow properties they do not name (no `additionalProperties: false` in
 * catalog_search.json, catalog_lookup.json or search_filters.json), so an unknown field is
 * accepted and ignored, never a 400; `context`, `signals` and `attribution` are accepted and not
 * read (every agent gets the same public catalogue, in BRL).
 */

const text = (max: number) => z.string().check(z.maxLength(max));
const centavos = () => z.number().check(z.int(), z.nonnegative());
const unread = () => z.optional(z.looseObject({}));

/**
 * search_filters.json: `categories` and `price` (minor units) are the spec's; the rest are ours
 * (the object allows them), named as the shop's own filters. Each wine kind is a slug or its
 * name ("Cabernet Sauvignon" reads as `cabernet-sauvignon`).
 */
const catalogFiltersSchema = z.looseObject({
  categories: z.optional(z.array(text(60)).check(z.maxLength(10))),
  price: z.optional(z.looseObject({ min: z.optional(centavos()), max: z.optional(centavos()) })),
  type: z.optional(text(60)),
  country: z.optional(text(60)),
  grape: z.optional(text(60)),
  occasion: z.optional(text(60)),
  dish: z.optional(text(60)),
  sweetness: z.optional(z.enum(SWEETNESS)),
  in_stock: z.optional(z.boolean()),
});

export type CatalogFilters = z.infer<typeof catalogFiltersSchema>;

/** The filter keys the shop reads; any other is named in an info message and ignored. */
export const KNOWN_FILTERS: readonly string[] = Object.keys(catalogFiltersSchema.def.shape);

/** catalog_search.json `search_request`; pagination.json `request` (`limit` ≥ 1, clamped above). */
export const catalogSearchRequestSchema = z.looseObject({
  query: z.optional(text(UCP_LIMITS.maxQueryLength)),
  filters: z.optional(catalogFiltersSchema),
  pagination: z.optional(
    z.looseObject({
      cursor: z.optional(text(200)),
      limit: z.optional(z.number().check(z.int(), z.gte(1))),
    }),
  ),
  context: unread(),
  signals: unread(),
  attribution: unread(),
});

export type CatalogSearchRequest = z.infer<typeof catalogSearchRequestSchema>;

/** catalog_lookup.json `lookup_request`: at least one id; the batch's size is checked after dedupe. */
export const catalogLookupRequestSchema = z.looseObject({
  ids: z.array(text(100)).check(z.minLength(1)),
  filters: z.optional(catalogFiltersSchema),
  context: unread(),
  signals: unread(),
  attribution: unread(),
});

export type CatalogLookupRequest = z.infer<typeof catalogLookupRequestSchema>;

/** catalog_lookup.json `get_product_request`; a wine has no option axes, so `selected` and `preferences` change nothing. */
export const catalogProductRequestSchema = z.looseObject({
  id: text(100).check(z.minLength(1)),
  selected: z.optional(z.array(z.looseObject({}))),
  preferences: z.optional(z.array(z.string())),
  filters: z.optional(catalogFiltersSchema),
  context: unread(),
  signals: unread(),
  attribution: unread(),
});

export type CatalogProductRequest = z.infer<typeof catalogProductRequestSchema>;

/** The shop's vendor extension (UCP_PATHS.brPricingSchema): how a wine is paid in Brazil. */
export interface BrPricing {
  /** With Pix, when the shop gives a Pix discount. */
  pix_price?: UcpPrice;
  /** On a credit card, interest free (spec §9: up to 6x, each at least R$ 50,00). */
  installments: { count: number; amount: UcpPrice; total: UcpPrice; interest_free: true };
}

/** types/variant.json, as a wine fills it: one variant a wine (its 750 ml bottle, or whatever volume it is sold in). */
export interface UcpVariant {
  id: string;
  sku: string;
  title: string;
  description: { plain: string };
  url: string;
  price: UcpPrice;
  list_price?: UcpPrice;
  availability: { available: boolean; status: 'in_stock' | 'out_of_stock' };
  media: UcpMedia[];
  seller: { name: string; links: { type: string; url: string; title?: string }[] };
  metadata: { br_pricing: BrPricing };
  /** catalog_lookup.json `lookup_variant`: which requested ids resolved to it. */
  inputs?: { id: string; match: 'exact' }[];
}

/** types/media.json */
export interface UcpMedia {
  type: 'image';
  url: string;
  alt_text: string;
}

/** types/product.json */
export interface UcpProduct {
  id: string;
  handle: string;
  title: string;
  description: { plain: string };
  url: string;
  categories: { value: string; taxonomy: string }[];
  price_range: { min: UcpPrice; max: UcpPrice };
  list_price_range?: { min: UcpPrice; max: UcpPrice };
  media: UcpMedia[];
  rating?: { value: number; scale_min: 0; scale_max: 5 };
  tags: string[];
  variants: UcpVariant[];
  metadata: Record<string, unknown>;
  /** catalog_lookup.json `detail_product`: a wine has no option axes, so nothing is selected. */
  selected?: [];
}

export interface CatalogSearchResponse {
  ucp: UcpResponseMeta;
  products: UcpProduct[];
  pagination: { has_next_page: boolean; cursor?: string; total_count: number };
  messages?: UcpMessage[];
}

export interface CatalogLookupResponse {
  ucp: UcpResponseMeta;
  products: UcpProduct[];
  messages?: UcpMessage[];
}

export interface CatalogProductResponse {
  ucp: UcpResponseMeta;
  product: UcpProduct;
  messages?: UcpMessage[];
}

/** types/error_response.json: a business outcome with no resource (HTTP 200). */
export interface UcpErrorResponse {
  ucp: UcpResponseMeta & { status: 'error' };
  messages: UcpMessage[];
  /** Where the person can go on (types/error_response.json). */
  continue_url?: string;
}
