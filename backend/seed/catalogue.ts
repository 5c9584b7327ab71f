import { slugify } from '../../src/core/rules/slug.ts';
import { COUNTRIES, GRAPES, WINE_TYPES } from './data/categories.ts';
import { DISHES, OCCASIONS } from './data/filters.ts';
import type { WineSeed } from './data/wine-seed.ts';
import { upsertMany, type SqlValue } from './sql.ts';
import { grapePageOf } from './data/grape-varieties.ts';
import { dishesFor, factsOf, occasionsFor } from './wine-profile.ts';

/** The storefront variant id (wake_wine_id) of a product id: distinct from it, as on the hosted service. */
const variantIdOf = (id: number) => id + 100_000;

const wineName = ({ producer, label, vintage }: WineSeed) => `${producer} ${label}${vintage === null ? '' : ` ${vintage}`}`;

const BUTTON_ID = new Map<string, number>([...OCCASIONS, ...DISHES].map((button) => [button.slug, button.id]));

function wineRow(seed: WineSeed): Record<string, SqlValue> {
  const { id, grapes, serving } = seed;
  const name = wineName(seed);
  return {
    id,
    variant_id: variantIdOf(id),
    sku: `ADS-${id}`,
    name,
    price: seed.price,
    list_price: seed.listPrice,
    stock: seed.stock,
    image_url: `/media/wines/${id}.svg`,
    slug: slugify(name),
    type_slug: seed.type,
    country_slug: seed.country,
    // the grape page the wine is filed under first (migration 0049): its main grape's, if any
    grape_slug: grapePageOf(grapes[0]![0]) ?? '',
    blend: grapes.map(([grape]) => grape).join(', '),
    producer: seed.producer,
    region: seed.region,
    appellation: seed.appellation,
    vintage: seed.vintage,
    sweetness: seed.sweetness,
    description: seed.notes,
    alcohol: seed.alcohol,
    volume_ml: seed.volume,
    temperature_min: serving[0],
    temperature_max: serving[1],
    pairing: seed.pairing,
    ageing: seed.ageing,
    rating: seed.rating,
    black_friday: seed.blackFriday ? 1 : 0,
    active: 1,
  };
}

/** A wine's grapes, main one first, each on the grape page of its name when the shop has one. */
function wineGrapeRows({ id, grapes }: WineSeed): Record<string, SqlValue>[] {
  return grapes.map(([name, share], position) => ({ wine_id: id, position, name, share, grape_slug: grapePageOf(name) ?? null }));
}

/** The occasion and dish buttons a wine appears under. */
function wineButtonRows(seed: WineSeed): Record<string, SqlValue>[] {
  const facts = factsOf(seed);
  return [...occasionsFor(facts), ...dishesFor(facts)].map((slug) => ({ wine_id: seed.id, button_id: BUTTON_ID.get(slug)! }));
}

export function categoryStatements(): string[] {
  const rows = [
    ...WINE_TYPES.map((type, index) => ({ ...type, kind: 'tipo', position: index + 1 })),
    ...COUNTRIES.map((country, index) => ({ ...country, pluralName: '', kind: 'pais', position: index + 1 })),
    ...GRAPES.map((grape, index) => ({ ...grape, pluralName: '', kind: 'uva', position: index + 1 })),
  ].map((category) => ({
    slug: category.slug,
    kind: category.kind,
    name: category.name,
    plural_name: category.pluralName,
    description: category.description,
    search_terms: category.searchTerms,
    position: category.position,
  }));
  return upsertMany('categories', 'slug', rows);
}

/**
 * Wines, their grapes and their occasion/dish links as upserts. Stock is set only when a wine is
 * created: sales (the commerce service decrements it) must survive the next `npm start`. A
 * wine's grapes are written whole: positions past its blend are dropped.
 */
export function wineStatements(seeds: readonly WineSeed[]): string[] {
  const longest = seeds.map(({ id, grapes }) => `(${id}, ${grapes.length})`);
  return [
    ...upsertMany('wines', 'id', seeds.map(wineRow), { keep: ['stock'] }),
    ...upsertMany('wine_grapes', ['wine_id', 'position'], seeds.flatMap(wineGrapeRows)),
    ...chunked(longest, 2000).map(
      (pairs) => `WITH seeded (wine_id, grapes) AS (VALUES ${pairs.join(', ')})
DELETE FROM wine_grapes WHERE wine_id IN (SELECT wine_id FROM seeded) AND position >= (SELECT grapes FROM seeded WHERE seeded.wine_id = wine_grapes.wine_id);`,
    ),
    ...upsertMany('wine_category_buttons', ['button_id', 'wine_id'], seeds.flatMap(wineButtonRows)),
  ];
}

function chunked<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}
