import { z } from 'zod/mini';
import { SWEETNESS } from './sweetness.ts';
import { wineCardSchema } from './wine.ts';

/** Page sizes of catalogue lists: the default, and the most a client may ask for. */
export const CATALOGUE_PAGE = { defaultSize: 24, maxSize: 100, maxPage: 1000 } as const;

/**
 * Wines a listing page renders (docs/decisions.md "Listing pages of 12"): a phone's first screens
 * and a desktop's three rows of four, as the finder's results; the rest is paged. Half the cards
 * of the API's default halves a page's HTML and render cost.
 */
export const LISTING_PAGE_SIZE = 12;

/** Longest free text `GET /api/wines?q=` takes (the search's own limit). */
export const WINES_TEXT_MAX_LENGTH = 100;

const slugParam = () => z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/)));
const pageParam = () => z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CATALOGUE_PAGE.maxPage)), 1);
const pageSizeParam = () => z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CATALOGUE_PAGE.maxSize)), CATALOGUE_PAGE.defaultSize);

/** Listing orders: in stock first always; then best rated (default), cheapest, dearest or by name. */
const wineSortSchema = z.enum(['rating', 'price_asc', 'price_desc', 'name']);

export type WineSort = z.infer<typeof wineSortSchema>;

/**
 * `GET /api/wines?…`: one listing endpoint for every page that lists wines. Filters combine (AND):
 * `occasion` and `dish` are category-button slugs (one dish at a time, spec §3 winesMainCourse);
 * `category` is any /{category} slug (type, country or grape); `type`, `country`, `grape` pin one
 * kind; `preco` is a price band `min-max` in reais (`0-49.99`, the affordable band);
 * `black_friday=1` the promotion selection; `partner` a partner's selection (in its order).
 * Ours for assistants (docs/assistants.md): `q` free text, matched as the search matches it (every
 * word, name, grapes, type, country, region, producer), and `in_stock=1` only wines that can be
 * bought, so a filtered text search is one call.
 */
export const winesQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(WINES_TEXT_MAX_LENGTH))),
  in_stock: z.optional(z.enum(['1'])),
  occasion: slugParam(),
  dish: slugParam(),
  category: slugParam(),
  type: slugParam(),
  country: slugParam(),
  grape: slugParam(),
  partner: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]{0,59}$/))),
  preco: z.optional(z.string().check(z.regex(/^\d{1,5}(\.\d{1,2})?-\d{1,5}(\.\d{1,2})?$/))),
  black_friday: z.optional(z.enum(['1'])),
  sweetness: z.optional(z.enum(SWEETNESS)),
  sort: z._default(wineSortSchema, 'rating'),
  page: pageParam(),
  pageSize: pageSizeParam(),
});

export type WinesQuery = z.input<typeof winesQuerySchema>;

const countSchema = z.number().check(z.int(), z.nonnegative());

/**
 * A page of wines: `total` counts every match, `page` starts at 1. `sweetness`: how many wines of
 * each sweetness the other filters leave (the listing's facet), in SWEETNESS order, those with
 * none left out; absent from a catalogue that does not say (a hosted one).
 */
export const wineListResponseSchema = z.object({
  wines: z.array(wineCardSchema),
  total: countSchema,
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  sweetness: z.optional(z.array(z.object({ value: z.enum(SWEETNESS), count: countSchema }))),
});

export type WineListResponse = z.infer<typeof wineListResponseSchema>;

/** `GET /api/wines/grouped?pageSize=`: all wines grouped by type (spec §3 allWinesData), the first page of each group. */
export const groupedWinesQuerySchema = z.object({ pageSize: pageSizeParam() });

const wineGroupSchema = z.object({
  /** The type's /{category} slug; further pages come from `GET /api/wines?type={slug}&page=2`. */
  slug: z.string(),
  name: z.string(),
  plural_name: z.string(),
  wines: z.array(wineCardSchema),
  total: z.number().check(z.int(), z.nonnegative()),
});

export const groupedWinesResponseSchema = z.object({
  groups: z.array(wineGroupSchema),
  pageSize: z.number().check(z.int(), z.positive()),
});

export type GroupedWinesResponse = z.infer<typeof groupedWinesResponseSchema>;

/** `GET /api/wines/sitemap?page=`: every active wine's id, name and slug, by id, in big pages. */
export const SITEMAP_PAGE_SIZE = 5000;

export const sitemapQuerySchema = z.object({ page: pageParam() });

export const sitemapResponseSchema = z.object({
  wines: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number(),
  pageSize: z.number(),
});

export type SitemapResponse = z.infer<typeof sitemapResponseSchema>;
