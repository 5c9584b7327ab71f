import { slugify } from '../../src/core/rules/slug.ts';
import { COUNTRIES, GRAPES, WINE_TYPES } from './data/categories.ts';
import { DISHES, OCCASIONS } from './data/filters.ts';
import type { WineSeed } from './data/wine-seed.ts';
import { upsertMany, type SqlValue } from './sql.ts';
import { blendOf, describeWine, dishesFor, factsOf, occasionsFor, pairingText, servingTemperature } from './wine-profile.ts';

/** The storefront variant id (wake_wine_id) of a product id: distinct from it, as on the hosted service. */
const variantIdOf = (id: number) => id + 100_000;

const wineName = ([, producer, label, , , , , , vintage]: WineSeed) => `${producer} ${label}${vintage === null ? '' : ` ${vintage}`}`;

const BUTTON_ID = new Map<string, number>([...OCCASIONS, ...DISHES].map((button) => [button.slug, button.id]));

function wineRow(seed: WineSeed): Record<string, SqlValue> {
  const [id, producer, , type, country, region, grape, otherGrapes, vintage, alcohol, price, listPrice, stock, rating, extras] = seed;
  const name = wineName(seed);
  const facts = factsOf(seed);
  const [temperatureMin, temperatureMax] = servingTemperature(facts);
  return {
    id,
    variant_id: variantIdOf(id),
    sku: `ADS-${id}`,
    name,
    price,
    list_price: listPrice,
    stock,
    image_url: `/media/wines/${id}.svg`,
    slug: slugify(name),
    type_slug: type,
    country_slug: country,
    grape_slug: grape,
    blend: blendOf(grape, otherGrapes),
    producer,
    region,
    vintage,
    description: describeWine(seed),
    alcohol,
    volume_ml: extras?.volume ?? 750,
    temperature_min: temperatureMin,
    temperature_max: temperatureMax,
    pairing: pairingText(dishesFor(facts)),
    rating,
    black_friday: extras?.blackFriday ? 1 : 0,
    active: 1,
  };
}

/** The occasion and dish buttons a wine appears under. */
function wineButtonRows(seed: WineSeed): Record<string, SqlValue>[] {
  const facts = factsOf(seed);
  return [...occasionsFor(facts), ...dishesFor(facts)].map((slug) => ({ wine_id: seed[0], button_id: BUTTON_ID.get(slug)! }));
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
 * Wines and their occasion/dish links as upserts. Stock is set only when a wine is created: sales
 * (the commerce service decrements it) must survive the next `npm start`.
 */
export function wineStatements(seeds: readonly WineSeed[]): string[] {
  return [
    ...upsertMany('wines', 'id', seeds.map(wineRow), { keep: ['stock'] }),
    ...upsertMany('wine_category_buttons', ['button_id', 'wine_id'], seeds.flatMap(wineButtonRows)),
  ];
}
