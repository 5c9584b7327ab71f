import categories from './categories.json' with { type: 'json' };
import { listBySlug } from './by-slug.ts';

/**
 * The catalogue's categories (spec §2 /{category}): types (URL_TIPO), countries (URL_PAIS) and
 * grapes (URL_UVA), in categories.json by slug. Slugs are unique across kinds. `searchTerms` are
 * extra words shoppers type (adjectives, plurals, synonyms) so the search finds "vinho português"
 * or "rosado".
 */
export interface CategorySeed {
  slug: string;
  name: string;
  pluralName?: string;
  description: string;
  searchTerms: string;
}

export const WINE_TYPES = listBySlug(categories.types) satisfies readonly CategorySeed[];
export const COUNTRIES = listBySlug(categories.countries) satisfies readonly CategorySeed[];
export const GRAPES = listBySlug(categories.grapes) satisfies readonly CategorySeed[];

export type WineTypeSlug = keyof typeof categories.types;
export type CountrySlug = keyof typeof categories.countries;
export type GrapeSlug = keyof typeof categories.grapes;
