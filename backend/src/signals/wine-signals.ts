import type { MostWantedResponse } from '../../../src/contracts/wine.ts';
import { LISTING_ORDER } from '../db/wine-rows.ts';
import type { D1Reads } from '../db/replica-reads.ts';

/** What a shopper did with a wine: a search showed it among the first results, or it is in a cart. */
export type WineSignal = 'search_hits' | 'cart_adds';

/** A wine in a cart says more about wanting it than a search result does. */
const CART_WEIGHT = 3;

/** Interest older than this no longer counts (most-wanted follows what is wanted now). */
const WINDOW_DAYS = 30;

const MOST_WANTED_LIMIT = 10;

/** Counts one signal for each wine (one row per wine and UTC day). */
export async function recordSignals(db: D1Database, wineIds: readonly number[], signal: WineSignal): Promise<void> {
  const ids = [...new Set(wineIds)];
  if (ids.length === 0) return;
  await db
    .prepare(
      `INSERT INTO wine_signals (wine_id, day, ${signal})
       SELECT value, date('now'), 1 FROM json_each(?) WHERE true
       ON CONFLICT (wine_id, day) DO UPDATE SET ${signal} = ${signal} + 1`,
    )
    .bind(JSON.stringify(ids))
    .run();
}

/**
 * spec §7 GET api/mostWantedWine: the available wines shoppers searched for and put in carts
 * most over the last 30 days. While there are too few signals (a new shop), the list is topped
 * up with the best-rated available wines, so the search panel never shows an empty list.
 */
export async function mostWantedWines(db: D1Reads, limit = MOST_WANTED_LIMIT): Promise<MostWantedResponse> {
  const [wanted, rated] = await db.batch([
    db
      .prepare(
        `WITH wanted AS (
           SELECT wine_id, sum(search_hits + ${CART_WEIGHT} * cart_adds) AS score
           FROM wine_signals WHERE day >= date('now', '-${WINDOW_DAYS} days') GROUP BY wine_id
         )
         SELECT w.id, w.name, w.image_url FROM wanted JOIN wines w ON w.id = wanted.wine_id
         WHERE w.active = 1 AND w.stock > 0
         ORDER BY wanted.score DESC, w.rating DESC, w.id LIMIT ?`,
      )
      .bind(limit),
    db.prepare(`SELECT w.id, w.name, w.image_url FROM wines w WHERE w.active = 1 AND w.stock > 0 ORDER BY ${LISTING_ORDER} LIMIT ?`).bind(limit),
  ]);
  const wines = new Map<number, MostWantedResponse['wines'][number]>();
  for (const row of [...(wanted?.results ?? []), ...(rated?.results ?? [])] as { id: number; name: string; image_url: string }[]) {
    if (wines.size < limit && !wines.has(row.id)) wines.set(row.id, { id: row.id, name: row.name, url_media: row.image_url });
  }
  return { wines: [...wines.values()] };
}
