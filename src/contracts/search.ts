import { z } from 'zod/mini';
import { SEARCH_TERM_LENGTH } from './search-term-length.ts';
import { SWEETNESS } from './sweetness.ts';

/** Results per search page (fixed: the client asks for page 2, 3… while scrolling, spec §4). */
export const SEARCH_PAGE_SIZE = 12;

/**
 * spec §7 `POST {globalApiUrl}/search_similar_asv` body: `search_term` and, for further pages,
 * `page` (from 1). spec §5/§9: a trimmed term of 2 characters or fewer is never searched; the
 * backend refuses it with a 400.
 */
export const searchRequestSchema = z.object({
  search_term: z.string().check(z.trim(), z.minLength(SEARCH_TERM_LENGTH.min), z.maxLength(SEARCH_TERM_LENGTH.max)),
  page: z._default(z.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
  /** Ours: only the wines of this sweetness (the results page's facet). */
  sweetness: z.optional(z.enum(SWEETNESS)),
});

/**
 * spec §3 "Search result wine (raw)": the search service's own field names, kept as they are
 * (the storefront reshapes them). PRECOVENDA is the sale price, PRECODESCONTO the list price,
 * ESTOQUE the stock, CATENOMEUVA the grapes, CATEGORIADESC the country, CATEGORYNAME_TIPO the
 * type, NOTA the rating (0–5). PRODUCTVARIANTID and SKU (for add to cart without a second call)
 * and DOCURA (the sweetness, src/contracts/sweetness.ts) are ours and may be absent from a hosted
 * search service.
 */
const searchWineSchema = z.object({
  PRODUCTID: z.number().check(z.int(), z.positive()),
  PRODUCTNAME: z.string(),
  PRECOVENDA: z.number(),
  PRECODESCONTO: z.number(),
  ESTOQUE: z.number(),
  IMAGES: z.string(),
  CATENOMEUVA: z.string(),
  CATEGORIADESC: z.string(),
  CATEGORYNAME_TIPO: z.string(),
  NOTA: z.nullable(z.number()),
  URL_TIPO: z.string(),
  URL_PAIS: z.string(),
  URL_UVA: z.string(),
  PRODUCTVARIANTID: z.optional(z.number()),
  SKU: z.optional(z.string()),
  DOCURA: z.optional(z.enum(SWEETNESS)),
});

export type SearchWine = z.infer<typeof searchWineSchema>;

/**
 * spec §7 response: `similar_wines[]` (in stock first, then by relevance) and `total`, the count of
 * every match. `page`, `page_size` and `sweetness` (how many of the term's matches are of each
 * sweetness, whichever was asked, in SWEETNESS order) are ours.
 */
export const searchResponseSchema = z.object({
  similar_wines: z.array(searchWineSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.optional(z.number()),
  page_size: z.optional(z.number()),
  sweetness: z.optional(z.array(z.object({ value: z.enum(SWEETNESS), count: z.number().check(z.int(), z.nonnegative()) }))),
});

export type SearchResponse = z.infer<typeof searchResponseSchema>;
