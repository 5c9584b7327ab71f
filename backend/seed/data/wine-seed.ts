import { z } from 'zod/mini';
import { SWEETNESS, type Sweetness } from '../../../src/contracts/sweetness.ts';
import categories from './categories.json' with { type: 'json' };
import type { CountrySlug, WineTypeSlug } from './categories.ts';

/** One of the slugs a categories.json kind is keyed by. */
const slugOf = <Slug extends string>(bySlug: Record<Slug, unknown>) => z.enum(Object.keys(bySlug) as [Slug, ...Slug[]]);

const wineExtrasSchema = z.strictObject({
  /** Bottle size in ml (750 when absent). */
  volume: z.optional(z.int()),
  /** In the Black Friday selection. */
  blackFriday: z.optional(z.literal(true)),
});

/**
 * One authored wine's shop data, compact (a row of wines.json): the product name is
 * `{producer} {label} {vintage}`. `price` below `listPrice` means on promotion. JSON has no tuple
 * types, so the rows are checked by this schema when the seed loads them.
 */
export const wineRowSchema = z.readonly(
  z.tuple([
    z.int(), // id
    z.string(), // producer
    z.string(), // label
    slugOf<WineTypeSlug>(categories.types), // type
    slugOf<CountrySlug>(categories.countries), // country
    z.string(), // region
    z.nullable(z.int()), // vintage (null: non-vintage)
    z.number(), // alcohol % vol
    z.number(), // price
    z.number(), // list price
    z.int(), // stock
    z.number(), // rating 0–5
    z.optional(wineExtrasSchema), // extras
  ]),
);

const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/**
 * The facts of one authored wine (wine-notes/*.json, keyed by id): its grapes, the main one
 * first, each with its share of the blend when known; its sweetness, appellation, serving
 * temperature, ageing, tasting notes and pairing.
 */
export const wineNotesSchema = z.strictObject({
  grapes: z.array(z.tuple([text(1, 60), z.nullable(z.int().check(z.gte(1), z.lte(100)))])).check(z.minLength(1), z.maxLength(20)),
  sweetness: z.enum(SWEETNESS),
  appellation: text(0, 80),
  serving: z.tuple([z.int(), z.int()]),
  ageing: text(0, 120),
  notes: text(80, 600),
  pairing: text(0, 300),
});

export type WineNotes = z.infer<typeof wineNotesSchema>;

/** One wine as the seed writes it: its shop data and its facts. */
export interface WineSeed {
  id: number;
  producer: string;
  label: string;
  type: WineTypeSlug;
  country: CountrySlug;
  region: string;
  vintage: number | null;
  alcohol: number;
  price: number;
  listPrice: number;
  stock: number;
  rating: number;
  volume: number;
  blackFriday: boolean;
  /** Main grape first: [name, percent of the blend or null]. */
  grapes: WineNotes['grapes'];
  sweetness: Sweetness;
  appellation: string;
  serving: readonly [number, number];
  ageing: string;
  /** Tasting notes: the product's description. */
  notes: string;
  pairing: string;
}

export function wineSeedOf(row: z.infer<typeof wineRowSchema>, notes: WineNotes): WineSeed {
  const [id, producer, label, type, country, region, vintage, alcohol, price, listPrice, stock, rating, extras] = row;
  return {
    id,
    producer,
    label,
    type,
    country,
    region,
    vintage,
    alcohol,
    price,
    listPrice,
    stock,
    rating,
    volume: extras?.volume ?? 750,
    blackFriday: extras?.blackFriday === true,
    ...notes,
  };
}
