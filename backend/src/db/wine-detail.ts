import type { WineCard, WineDetail, WineGrape } from '../../../src/contracts/wine.ts';
import { IN_STOCK_FIRST, LISTING_ORDER, toWineCard, WINE_CARD_COLUMNS, WINE_CATEGORY_JOINS, type WineCardRow } from './wine-rows.ts';
import type { D1Reads } from './replica-reads.ts';

interface WineDetailRow extends WineCardRow {
  description: string;
  producer: string;
  region: string;
  vintage: number | null;
  alcohol: number | null;
  volume_ml: number;
  temperature_min: number | null;
  temperature_max: number | null;
  pairing: string;
  appellation: string;
  ageing: string;
  black_friday: number;
}

/** A product page's wine (spec §7 GET api/wine/{PRODUCTID}), or null when unknown or inactive. */
export async function findWineDetail(db: D1Reads, id: number): Promise<WineDetail | null> {
  const [wine, grapes, buttons] = await db.batch([
    db
      .prepare(
        `SELECT ${WINE_CARD_COLUMNS}, w.description, w.producer, w.region, w.vintage, w.alcohol, w.volume_ml,
           w.temperature_min, w.temperature_max, w.pairing, w.appellation, w.ageing, w.black_friday
         FROM wines w ${WINE_CATEGORY_JOINS} WHERE w.id = ? AND w.active = 1`,
      )
      .bind(id),
    db.prepare('SELECT name, share, grape_slug FROM wine_grapes WHERE wine_id = ? ORDER BY position').bind(id),
    db
      .prepare(
        `SELECT f.type, b.slug, b.name FROM wine_category_buttons wb
         JOIN category_buttons b ON b.id = wb.button_id AND b.active = 1
         JOIN filter_groups f ON f.id = b.group_id
         WHERE wb.wine_id = ? ORDER BY f.position, b.position`,
      )
      .bind(id),
  ]);
  const row = wine?.results[0] as WineDetailRow | undefined;
  if (!row) return null;
  const links = buttons?.results as { type: string; slug: string; name: string }[];
  const pick = (type: string) => links.filter((link) => link.type === type).map(({ slug, name }) => ({ slug, name }));
  return {
    ...toWineCard(row),
    description: row.description,
    producer: row.producer,
    region: row.region,
    vintage: row.vintage,
    alcohol: row.alcohol,
    volume_ml: row.volume_ml,
    temperature_min: row.temperature_min,
    temperature_max: row.temperature_max,
    pairing: row.pairing,
    grapes: (grapes?.results ?? []) as WineGrape[],
    appellation: row.appellation,
    ageing: row.ageing,
    occasions: pick('occasion'),
    dishes: pick('main_course'),
    images: [row.image_url],
    black_friday: row.black_friday === 1,
  };
}

/**
 * Wines like this one for the product page, of the same type: first those sharing its grape
 * and country, then those sharing one, then the rest of the type in the listing order; in stock
 * first throughout. Null when the wine is unknown.
 */
export async function findRelatedWines(db: D1Reads, id: number, limit: number): Promise<WineCard[] | null> {
  const base = await db
    .prepare('SELECT type_slug, grape_slug, country_slug FROM wines WHERE id = ? AND active = 1')
    .bind(id)
    .first<{ type_slug: string; grape_slug: string; country_slug: string }>();
  if (!base) return null;
  const closeOrder = `${IN_STOCK_FIRST}, (w.grape_slug = ?3) + (w.country_slug = ?4) DESC, w.rating DESC, w.id`;
  // Two small reads instead of sorting a whole type: the close ones, and the type's top in case
  // there are too few of them.
  const [close, sameType] = await db.batch([
    db
      .prepare(
        `WITH picks AS (
           SELECT w.id FROM wines w
           WHERE w.active = 1 AND w.id <> ?1 AND w.type_slug = ?2 AND (w.grape_slug = ?3 OR w.country_slug = ?4)
           ORDER BY ${closeOrder} LIMIT ?5
         )
         SELECT ${WINE_CARD_COLUMNS} FROM picks JOIN wines w ON w.id = picks.id ${WINE_CATEGORY_JOINS} ORDER BY ${closeOrder}`,
      )
      .bind(id, base.type_slug, base.grape_slug, base.country_slug, limit),
    db
      .prepare(
        `WITH picks AS (
           SELECT w.id FROM wines w WHERE w.active = 1 AND w.id <> ?1 AND w.type_slug = ?2 ORDER BY ${LISTING_ORDER} LIMIT ?3
         )
         SELECT ${WINE_CARD_COLUMNS} FROM picks JOIN wines w ON w.id = picks.id ${WINE_CATEGORY_JOINS} ORDER BY ${LISTING_ORDER}`,
      )
      .bind(id, base.type_slug, limit),
  ]);
  const picked = new Map<number, WineCardRow>();
  for (const row of [...((close?.results ?? []) as WineCardRow[]), ...((sameType?.results ?? []) as WineCardRow[])]) {
    if (!picked.has(row.id)) picked.set(row.id, row);
  }
  // A stable sort keeps each list's own order within "in stock" and "unavailable".
  return [...picked.values()]
    .sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0))
    .slice(0, limit)
    .map(toWineCard);
}

/** spec §7 POST api/productsCart: the wines of these ids, in the order asked; unknown ids left out. */
export async function findWinesByIds(db: D1Database, ids: readonly number[]): Promise<WineCard[]> {
  const unique = [...new Set(ids)];
  const { results } = await db
    .prepare(
      `SELECT ${WINE_CARD_COLUMNS} FROM wines w ${WINE_CATEGORY_JOINS}
       WHERE w.active = 1 AND w.id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(unique))
    .all<WineCardRow>();
  const byId = new Map(results.map((row) => [row.id, toWineCard(row)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}
