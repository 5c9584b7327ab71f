import type { WineSort } from '../../../src/contracts/catalogue.ts';
import type { GroupedWinesResponse, WineListResponse } from '../../../src/contracts/catalogue.ts';
import { orderBy, resolveWinesFilter, type WinesFilter } from './wine-filters.ts';
import { IN_STOCK_FIRST, toWineCard, WINE_CARD_COLUMNS, WINE_CATEGORY_JOINS, type WineCardRow } from './wine-rows.ts';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** One page of the wines matching `filter`, with the total, in one round trip to D1. */
export async function listWines(
  db: D1Database,
  filter: WinesFilter,
  sort: WineSort,
  { page, pageSize }: PageRequest,
): Promise<WineListResponse> {
  const sql = await resolveWinesFilter(db, filter);
  const order = orderBy(sql, sort);
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${WINE_CARD_COLUMNS} FROM wines w ${WINE_CATEGORY_JOINS}
         WHERE ${sql.where} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
      )
      .bind(...sql.params, ...order.params, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT count(*) AS total FROM wines w WHERE ${sql.where}`).bind(...sql.params),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { wines: (rows?.results as WineCardRow[]).map(toWineCard), total, page, pageSize };
}

/**
 * All wines grouped by type (spec §3 allWinesData), types in their catalogue order: the first
 * `pageSize` wines of each (in stock first, best rated) and each group's total. Uses a window
 * function so it is one query whatever the number of types.
 */
export async function groupedWines(db: D1Database, pageSize: number): Promise<GroupedWinesResponse> {
  const [groups, wines] = await db.batch([
    db.prepare(
      `SELECT t.slug, t.name, t.plural_name, count(w.id) AS total
       FROM categories t JOIN wines w ON w.type_slug = t.slug AND w.active = 1
       WHERE t.kind = 'tipo' GROUP BY t.slug ORDER BY t.position, t.name`,
    ),
    db
      .prepare(
        `SELECT * FROM (
           SELECT ${WINE_CARD_COLUMNS},
             row_number() OVER (PARTITION BY w.type_slug ORDER BY ${IN_STOCK_FIRST}, w.rating DESC NULLS LAST, w.name, w.id) AS rank_in_type
           FROM wines w ${WINE_CATEGORY_JOINS} WHERE w.active = 1
         ) WHERE rank_in_type <= ? ORDER BY type_slug, rank_in_type`,
      )
      .bind(pageSize),
  ]);
  const byType = new Map<string, WineCardRow[]>();
  for (const row of wines?.results as WineCardRow[]) {
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
