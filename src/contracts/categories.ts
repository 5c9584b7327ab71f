import { z } from 'zod/mini';
import { promotionSchema } from './promotion.ts';

const flag = () => z.union([z.literal(0), z.literal(1)]);

/** The kinds of /{category} pages (spec §2): type (URL_TIPO), country (URL_PAIS), grape (URL_UVA). */
const categoryKindSchema = z.enum(['tipo', 'pais', 'uva']);

/** One /{category} page: its slug, kind, names, the category card's text and how many wines it has. */
const categorySchema = z.object({
  slug: z.string().check(z.minLength(1)),
  kind: categoryKindSchema,
  name: z.string().check(z.minLength(1)),
  /** Heading of grouped lists ("Tintos"). */
  plural_name: z.string(),
  description: z.string(),
  wine_count: z.number().check(z.int(), z.nonnegative()),
});

export type Category = z.infer<typeof categorySchema>;

/** `GET /api/categories`: every category slug the edge may route to /{category} (DECISIONS "Routing order"). */
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });

export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** `GET /api/categories/{slug}`: one category (404 for an unknown slug). */
export const categoryResponseSchema = z.object({ category: categorySchema });

/** spec §2 "Header filter" selections, the `type` of each filter group. */
const filterSelectionSchema = z.enum(['occasion', 'main_course', 'all_wine', 'black_friday']);

export type FilterSelection = z.infer<typeof filterSelectionSchema>;

/**
 * spec §3 "Category button data", one row per category button, flattened with its main filter
 * button (`main_*`): `type` is the selection, `promotion` 1 means shown only while the site is in
 * promotion, `black_friday` 1 marks the promotion selection. Icons are same-origin SVG paths.
 * Ours, additively: `slug` (the value of the list filter: `occasion`, `dish` or `type`),
 * `description` (the category card's text) and `category_slug` (all_wine buttons: the type).
 */
const categoryButtonSchema = z.object({
  main_name: z.string(),
  main_id: z.number().check(z.int()),
  main_order: z.number().check(z.int()),
  main_icon: z.string(),
  main_promotion: flag(),
  name: z.string().check(z.minLength(1)),
  id: z.number().check(z.int()),
  icon: z.string(),
  order: z.number().check(z.int()),
  type: filterSelectionSchema,
  promotion: flag(),
  black_friday: flag(),
  class_name: z.string(),
  slug: z.string(),
  description: z.string(),
  category_slug: z.nullable(z.string()),
});

export type CategoryButton = z.infer<typeof categoryButtonSchema>;

/**
 * `GET /api/filters`: the header filter's data (spec §3 dataButton), sorted by main order then
 * order (spec §2 "sorted by order"), and the promotion record (null when none is configured).
 */
export const filterDataResponseSchema = z.object({
  buttons: z.array(categoryButtonSchema),
  promotion: z.nullable(promotionSchema),
});

export type FilterDataResponse = z.infer<typeof filterDataResponseSchema>;
