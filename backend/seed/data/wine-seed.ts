import { z } from 'zod/mini';
import categories from './categories.json' with { type: 'json' };
import type { CountrySlug, GrapeSlug, WineTypeSlug } from './categories.ts';

/** One of the slugs a categories.json kind is keyed by. */
const slugOf = <Slug extends string>(bySlug: Record<Slug, unknown>) => z.enum(Object.keys(bySlug) as [Slug, ...Slug[]]);

const wineExtrasSchema = z.strictObject({
  /** Bottle size in ml (750 when absent). */
  volume: z.optional(z.int()),
  /** In the Black Friday selection. */
  blackFriday: z.optional(z.literal(true)),
});

/**
 * One authored wine, compact (a row of wines.json): the product name is `{producer} {label} {vintage}`.
 * `price` below `listPrice` means on promotion. The wine's variant id, SKU, slug, image,
 * description, pairing, serving temperature, occasions and dishes are derived (seed/catalogue.ts).
 * JSON has no tuple types, so the rows are checked by this schema when the seed loads them.
 */
export const wineSeedSchema = z.readonly(
  z.tuple([
    z.int(), // id
    z.string(), // producer
    z.string(), // label
    slugOf<WineTypeSlug>(categories.types), // type
    slugOf<CountrySlug>(categories.countries), // country
    z.string(), // region
    slugOf<GrapeSlug>(categories.grapes), // grape (URL_UVA)
    z.string(), // other grapes of the blend
    z.nullable(z.int()), // vintage (null: non-vintage)
    z.number(), // alcohol % vol
    z.number(), // price
    z.number(), // list price
    z.int(), // stock
    z.number(), // rating 0–5
    z.optional(wineExtrasSchema), // extras
  ]),
);

export type WineSeed = z.infer<typeof wineSeedSchema>;
