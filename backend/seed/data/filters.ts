import filters from './filters.json' with { type: 'json' };
import { listBySlug } from './by-slug.ts';

/**
 * The header filter (spec §2 "Header filter", §3 "Category button data"), in filters.json: four
 * main buttons (groups, by type) and the category buttons under each, in display order. Icons are
 * keys of /media/icons/{icon}.svg; class names let the storefront style a button (the spec carries
 * them, its CSS is ours).
 */
export const FILTER_GROUPS = filters.groups;

export interface CategoryButtonSeed {
  id: number;
  slug: string;
  name: string;
  description: string;
}

/** Occasions (group 1), ids 101…; order is their position. */
export const OCCASIONS = listBySlug(filters.occasions) satisfies readonly CategoryButtonSeed[];

/** Main courses (group 2), ids 201…; the spec's /pratos starts from the first. */
export const DISHES = listBySlug(filters.dishes) satisfies readonly CategoryButtonSeed[];

/** All wines (group 3), one button per type, ids 301…, listing that type. */
export const ALL_WINE_BUTTONS = listBySlug(filters.allWine) satisfies readonly CategoryButtonSeed[];

/** The promotion selection (group 4), shown only while the site is in promotion. */
export const BLACK_FRIDAY_BUTTON = filters.blackFriday satisfies CategoryButtonSeed;

/**
 * spec §3 "Promotion". site_in_promotion = 1 puts the site in promotion (spec §4): seeded on so
 * /blackfriday shows; switch it off with
 * `UPDATE promotions SET site_in_promotion = 0 WHERE id = 1` (a later seed keeps that choice).
 */
export const PROMOTION = filters.promotion;
