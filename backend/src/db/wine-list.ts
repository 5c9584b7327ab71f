import type { WineSort } from '../../../src/contracts/catalogue.ts';
import { SWEETNESS, type Sweetness } from '../../../src/contracts/sweetness.ts';
import type { GroupedWinesResponse, WineListResponse } from '../../../src/contracts/catalogue.ts';
import { orderBy, resolveWinesFilter, type WinesFilter } from './wine-filters.ts';
import { LISTING_ORDER, toWineCard, WINE_CARD_COLUMNS, WINE_CATEGORY_JOINS, type WineCardRow } from './wine-rows.ts';
import type { D1Reads } from './replica-reads.ts';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of the wines matching `filter`, with the total and the sweetness facet's counts (the
 * other filters applied, not the sweetness), in one round trip to D1.
 */
export async function listWines(db: D1Reads, filter: WinesFilter, sort: WineSort, { page, pageSize }: PageRequest): Promise<WineListResponse> {
  const { sweetness, ...others } = filter;
  const facet = await resolveWinesFilter(db, others);
  const sql = sweetness === undefined ? facet : { ...facet, where: `${facet.where} AND w.sweetness = ?`, params: [...facet.params, sweetness] };
  const order = orderBy(sql, sort);
  // The page is chosen on the wines table alone; only its rows are joined with their categories.
  const [rows, count, counts] = await db.batch([
    db
      .prepare(
        `WITH page AS (SELECT w.id FROM wines w WHERE ${sql.where} ORDER BY ${order.sql} LIMIT ? OFFSET ?)
         SELECT ${WINE_CARD_COLUMNS} FROM page JOIN wines w ON w.id = page.id ${WINE_CATEGORY_JOINS}
         ORDER BY ${order.sql}`,
      )
      .bind(...sql.params, ...order.params, pageSize, (page - 1) * pageSize, ...order.params),
    db.prepare(`SELECT count(*) AS total FROM wines w WHERE ${sql.where}`).bind(...sql.params),
    db.prepare(`SELECT w.sweetness AS value, count(*) AS count FROM wines w WHERE ${facet.where} GROUP BY w.sweetness`).bind(...facet.params),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  const found = (counts?.results ?? []) as { value: Sweetness; count: number }[];
  return {
    wines: ((rows?.results ?? []) as WineCardRow[]).map(toWineCard),
    total,
    page,
    pageSize,
    sweetness: sweetnessFacet(found),
  };
}

/** A sweetness facet's counts in SWEETNESS order, those with no wine left out. */
export function sweetnessFacet(found: readonly { value: Sweetness; count: number }[]): { value: Sweetness; count: number }[] {
  return SWEETNESS.flatMap((value) => found.filter((row) => row.value === value));
}

/**
 * All wines grouped by type (spec §3 allWinesData), types in their catalogue order: the first
 * `pageSize` wines of each (in stock first, best rated) and each group's total, in one round trip
 * whatever the number of types.
 */
export async function groupedWines(db: D1Reads, pageSize: number): Promise<GroupedWinesResponse> {
  const [groups, wines] = await db.batch([
    db.prepare(
      `SELECT t.slug, t.name, t.plural_name, n.total FROM categories t
       JOIN (SELECT type_slug, count(*) AS total FROM wines WHERE active = 1 GROUP BY type_slug) n ON n.type_slug = t.slug
       WHERE t.kind = 'tipo' ORDER BY t.position, t.name`,
    ),
    // Per type, the first wines in the listing order, read in order from its index (the planner
    // would otherwise pick the type index and sort the whole type).
    db
      .prepare(
        `SELECT ${WINE_CARD_COLUMNS} FROM categories grp
         JOIN wines w ON w.id IN (
           SELECT w.id FROM wines w INDEXED BY wines_listing
           WHERE w.active = 1 AND w.type_slug = grp.slug ORDER BY ${LISTING_ORDER} LIMIT ?
         )
         ${WINE_CATEGORY_JOINS}
         WHERE grp.kind = 'tipo' ORDER BY grp.position, ${LISTING_ORDER}`,
      )
      .bind(pageSize),
  ]);
  const byType = new Map<string, WineCardRow[]>();
  for (const row of (wines?.results ?? []) as WineCardRow[]) {
    byType.set(row.type_slug, [...(byType.get(row.type_slug) ?? []), row]);
  }
  const groupRows = groups?.results as { slug: string; name: string; plural_name: string; total: number }[];
  return {
    groups: groupRows.map((group) => ({
      slug: group.slug,
      name: group.name,
      plural_name: group.plural_name || group.name,
      wines: (byType.get(group.slug) ?? []).map(toWineCard),
      total: group.total,
    })),
    pageSize,
  };
}
