import { SEARCH_PAGE_SIZE, type SearchResponse, type SearchWine } from '../../../src/contracts/search.ts';
import type { Sweetness } from '../../../src/contracts/sweetness.ts';
import { sweetnessFacet } from '../db/wine-list.ts';
import { IN_STOCK, WINE_CARD_COLUMNS, WINE_CATEGORY_JOINS, type WineCardRow } from '../db/wine-rows.ts';
import { matchExpression, searchTokens } from './terms.ts';
import { allowedEdits, corrections } from './typos.ts';
import { indexVocabulary } from './vocabulary.ts';

/**
 * bm25 weights of wines_fts's columns, in order: name, grapes, type, country, region, producer.
 * A word in the name counts most; a grape next; then type and country; region and producer least.
 */
const BM25 = 'bm25(wines_fts, 10.0, 6.0, 4.0, 4.0, 3.0, 2.0)';

/**
 * Every match is looked up to rank it and count it; through this narrow index (migration 0057)
 * instead of the table's whole rows, which SQLite would pick for a lookup by id: a broad term
 * took twice as long (docs/backend-api.md "Search").
 */
const MATCHED_WINES = 'FROM wines_fts JOIN wines w INDEXED BY wines_search_rank ON w.id = wines_fts.rowid';

export interface SearchPage {
  response: SearchResponse;
  /** Ids of the first results of the first page: the search "hit" them (most-wanted signal). */
  hitIds: number[];
}

/** How many top results of a first page count as hit by a search. */
const HITS_PER_SEARCH = 3;

/**
 * spec §7 search_similar_asv: full-text search over name, grapes, type, country, region and
 * producer; in stock first (spec §4), then by relevance; fixed pages with the total. A search that
 * finds nothing is retried once with its unknown words replaced by the index's words one edit away.
 * `sweetness` (ours) narrows the results; the answer counts every sweetness the term finds (the
 * results page's facet).
 */
export async function searchWines(db: D1Database, term: string, page: number, sweetness?: Sweetness): Promise<SearchPage> {
  const tokens = searchTokens(term);
  if (tokens.length === 0) return emptyPage(page);
  let result = await runSearch(db, matchExpression(tokens), page, sweetness);
  if (result.found === 0) {
    const fixed = await typoAlternatives(db, tokens);
    if (fixed.size > 0) result = await runSearch(db, matchExpression(tokens, fixed), page, sweetness);
  }
  const response: SearchResponse = {
    similar_wines: result.rows.map(toSearchWine),
    total: result.total,
    page,
    page_size: SEARCH_PAGE_SIZE,
    sweetness: result.sweetness,
  };
  const hitIds = page === 1 ? result.rows.slice(0, HITS_PER_SEARCH).map((row) => row.id) : [];
  return { response, hitIds };
}

function emptyPage(page: number): SearchPage {
  return { response: { similar_wines: [], total: 0, page, page_size: SEARCH_PAGE_SIZE, sweetness: [] }, hitIds: [] };
}

/**
 * The page is ranked on ids alone (stock and score), then only its rows are joined with their
 * categories: a broad term ("tinto") matches thousands of wines, and carrying whole rows through
 * the sort cost more than the search itself.
 */
interface SearchRun {
  rows: WineCardRow[];
  /** Matches of the chosen sweetness (all matches when none is chosen). */
  total: number;
  /** Matches of any sweetness: whether the term found anything at all. */
  found: number;
  sweetness: { value: Sweetness; count: number }[];
}

async function runSearch(db: D1Database, match: string, page: number, sweetness: Sweetness | undefined): Promise<SearchRun> {
  const [rows, counts] = await db.batch([
    db
      .prepare(
        `WITH hits AS (
           SELECT w.id, ${IN_STOCK} AS in_stock, ${BM25} AS score
           ${MATCHED_WINES}
           WHERE wines_fts MATCH ?1 AND w.active = 1 AND (?4 IS NULL OR w.sweetness = ?4)
           ORDER BY in_stock DESC, score, w.id
           LIMIT ?2 OFFSET ?3
         )
         SELECT ${WINE_CARD_COLUMNS} FROM hits JOIN wines w ON w.id = hits.id ${WINE_CATEGORY_JOINS}
         ORDER BY hits.in_stock DESC, hits.score, hits.id`,
      )
      .bind(match, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE, sweetness ?? null),
    db.prepare(`SELECT w.sweetness AS value, count(*) AS count ${MATCHED_WINES} WHERE wines_fts MATCH ?1 GROUP BY 1`).bind(match),
  ]);
  const bySweetness = (counts?.results ?? []) as { value: Sweetness; count: number }[];
  const found = bySweetness.reduce((sum, row) => sum + row.count, 0);
  return {
    rows: rows?.results as WineCardRow[],
    total: sweetness === undefined ? found : (bySweetness.find((row) => row.value === sweetness)?.count ?? 0),
    found,
    sweetness: sweetnessFacet(bySweetness),
  };
}

/** For each token no indexed word starts with, the indexed words within its allowed edits. */
async function typoAlternatives(db: D1Database, tokens: readonly string[]): Promise<Map<string, string[]>> {
  const candidates = tokens.filter((token) => allowedEdits(token.length) > 0);
  if (candidates.length === 0) return new Map();
  const vocabulary = await indexVocabulary(db);
  const fixes = new Map<string, string[]>();
  for (const token of candidates) {
    if (vocabulary.some((entry) => entry.term.startsWith(token))) continue;
    const found = corrections(token, vocabulary);
    if (found.length > 0) fixes.set(token, found);
  }
  return fixes;
}

/** Our row in the search service's raw field names (spec §3 "Search result wine (raw)"). */
function toSearchWine(row: WineCardRow): SearchWine {
  return {
    PRODUCTID: row.id,
    PRODUCTNAME: row.name,
    PRECOVENDA: row.price,
    PRECODESCONTO: row.list_price,
    ESTOQUE: row.stock,
    IMAGES: row.image_url,
    CATENOMEUVA: row.blend || row.grape_name,
    CATEGORIADESC: row.country_name,
    CATEGORYNAME_TIPO: row.type_name,
    NOTA: row.rating,
    URL_TIPO: row.type_slug,
    URL_PAIS: row.country_slug,
    URL_UVA: row.grape_slug,
    PRODUCTVARIANTID: row.variant_id,
    SKU: row.sku,
    DOCURA: row.sweetness,
  };
}
