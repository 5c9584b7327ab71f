import { FINDER_PRICE_BANDS, FINDER_QUESTIONS, type FinderAnswers, type FinderQuestion } from '../../../src/contracts/finder.ts';
import { LISTING_ORDER, WINE_CARD_COLUMNS, WINE_CATEGORY_JOINS } from '../db/wine-rows.ts';

/**
 * The finder's SQL, one statement per count so the route runs them in one D1 batch.
 * Every statement reads one of the narrow covering indexes of migrations 0030, 0050 (which adds
 * the sweetness) and 0058 (the bits' order), named with INDEXED BY:
 * the plan must not depend on statistics D1 may not have (an unlucky plan reads the wide wine
 * rows and costs ten times as much on the 20,000-wine catalogue).
 */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** The filter group of the occasion and dish questions (spec §2 Header filter selections). */
const BUTTON_GROUP = { occasion: 'occasion', dish: 'main_course' } as const;

/** The wines' column of each answer that is a column value, and of each button question's bits. */
const COLUMN = { type: 'w.type_slug', sweetness: 'w.sweetness', grape: 'w.grape_slug', country: 'w.country_slug' } as const;
const BITS = { occasion: 'w.occasion_bits', dish: 'w.dish_bits' } as const;

function bandOf(slug: string) {
  const band = FINDER_PRICE_BANDS.find((candidate) => candidate.slug === slug);
  if (!band) throw new Error(`unknown price band ${slug}`);
  return band;
}

/** The condition one answer puts on `wines w`, with its values. */
function condition(question: FinderQuestion, value: string): Statement {
  switch (question) {
    case 'occasion':
    case 'dish':
      // The button's bit, read once per statement; an unknown slug gives NULL and matches nothing.
      return {
        sql: `(${BITS[question]} & (SELECT 1 << b.finder_bit FROM category_buttons b JOIN filter_groups f ON f.id = b.group_id
          WHERE f.type = '${BUTTON_GROUP[question]}' AND b.slug = ? AND b.active = 1)) <> 0`,
        params: [value],
      };
    case 'price': {
      const band = bandOf(value);
      return band.to === null ? { sql: 'w.price >= ?', params: [band.from] } : { sql: 'w.price >= ? AND w.price < ?', params: [band.from, band.to] };
    }
    default:
      return { sql: `${COLUMN[question]} = ?`, params: [value] };
  }
}

/**
 * `w.active = 1` and every answer's condition except `without`'s: a question's own counts are
 * narrowed by the other answers, not by its own (so an answered question shows what changing
 * the answer would leave). `w.active = 1` is what lets the partial finder indexes serve.
 */
function whereClause(answers: FinderAnswers, without?: FinderQuestion): Statement {
  const parts = ['w.active = 1'];
  const params: unknown[] = [];
  for (const question of FINDER_QUESTIONS) {
    const value = answers[question];
    if (value === undefined || question === without) continue;
    const part = condition(question, value);
    parts.push(part.sql);
    params.push(...part.params);
  }
  return { sql: parts.join(' AND '), params };
}

/**
 * The index each answer narrows best, most selective first (26 grapes, 12 countries, 6 types,
 * 5 bands); the sweetness (4 values, mostly "seco") and the occasions and dishes (bits) lead none.
 */
const NARROWING_INDEX = [
  ['grape', 'wines_finder_grape'],
  ['country', 'wines_finder_country'],
  ['type', 'wines_finder_type'],
  ['price', 'wines_finder_price'],
] as const;

/**
 * Where each question's counts are read when no other answer narrows the wines: in an index led
 * by its own column (migration 0058 adds the bits'), grouped by the index's leading columns up to
 * it. Read in that order, the wines arrive grouped, so counting a broad question streams instead
 * of sorting the whole catalogue (the sort was two thirds of a count on the 20,000-wine catalogue).
 */
const GROUPING = {
  occasion: { index: 'wines_finder_bits', groupBy: ['w.occasion_bits'] },
  dish: { index: 'wines_finder_bits', groupBy: ['w.occasion_bits', 'w.dish_bits'] },
  type: { index: 'wines_finder_type', groupBy: ['w.type_slug'] },
  sweetness: { index: 'wines_finder_type', groupBy: ['w.type_slug', 'w.sweetness'] },
  grape: { index: 'wines_finder_grape', groupBy: ['w.grape_slug'] },
  country: { index: 'wines_finder_country', groupBy: ['w.country_slug'] },
} as const satisfies Record<Exclude<FinderQuestion, 'price'>, { index: string; groupBy: readonly string[] }>;

/** The wines' column a question's options are values of. */
const OWN_COLUMN = { ...COLUMN, ...BITS };

/**
 * Where `question`'s counts are read, and grouped by what: in an index the other answers narrow,
 * by the question's own column (a sort of the few wines left); else in its grouping index, by
 * that index's leading columns (no sort).
 */
function countedIn(answers: FinderAnswers, question: keyof typeof GROUPING): { index: string; groupBy: readonly string[] } {
  const narrowing = narrowingIndex(answers, question);
  return narrowing ? { index: narrowing, groupBy: [OWN_COLUMN[question]] } : GROUPING[question];
}

/** The index the answers but `question`'s narrow best, if any does. */
function narrowingIndex(answers: FinderAnswers, question: FinderQuestion): string | undefined {
  return NARROWING_INDEX.find(([other]) => other !== question && answers[other] !== undefined)?.[1];
}

/**
 * The price bands as rows `(slug, low, high)`, the last one open (spec §9's affordable band
 * first): one VALUES list, which D1 does not count as a compound SELECT (it allows five terms).
 */
const PRICE_BANDS_SQL = `SELECT column1 AS slug, column2 AS low, column3 AS high FROM (VALUES ${FINDER_PRICE_BANDS.map(
  (band) => `('${band.slug}', ${band.from}, ${band.to ?? 'NULL'})`,
).join(', ')})`;

/**
 * How many wines each option of `question` would leave, as rows `(value, n)`: the wines the other
 * answers leave, counted by the question's column, bits or band.
 * - Columns and bits: grouped by the index's leading columns, then summed by the question's own
 *   value. Occasions and dishes group the bit patterns (a few dozen), then count each button over
 *   the patterns holding its bit.
 * - Price: each band counted apart, as one range of `wines_finder_price` (or of the index the other
 *   answers narrow), so no band needs a sort either.
 */
export function facetStatement(question: FinderQuestion, answers: FinderAnswers): Statement {
  const others = whereClause(answers, question);
  if (question === 'price') {
    return {
      sql: `SELECT band.slug AS value, (SELECT count(*) FROM wines w INDEXED BY ${narrowingIndex(answers, question) ?? 'wines_finder_price'}
          WHERE w.price >= band.low AND w.price < coalesce(band.high, 1e308) AND ${others.sql}) AS n
        FROM (${PRICE_BANDS_SQL}) band`,
      params: others.params,
    };
  }
  const { index, groupBy } = countedIn(answers, question);
  const groups = `FROM wines w INDEXED BY ${index} WHERE ${others.sql} GROUP BY ${groupBy.join(', ')}`;
  if (question === 'occasion' || question === 'dish') {
    return {
      sql: `SELECT b.slug AS value, coalesce(sum(CASE WHEN (p.bits >> b.finder_bit) & 1 THEN p.n END), 0) AS n
        FROM (SELECT ${BITS[question]} AS bits, count(*) AS n ${groups}) p
        CROSS JOIN category_buttons b JOIN filter_groups f ON f.id = b.group_id
        WHERE f.type = '${BUTTON_GROUP[question]}' AND b.active = 1
        GROUP BY b.id`,
      params: others.params,
    };
  }
  return { sql: `SELECT value, sum(n) AS n FROM (SELECT ${COLUMN[question]} AS value, count(*) AS n ${groups}) GROUP BY value`, params: others.params };
}

/**
 * One page of the matching wines in the listing order (spec §4: in stock first), as wine-card
 * rows: read in order from `wines_finder_listing`, answers checked in the index, stopping once
 * the page is full; only the page's rows are joined with their categories.
 */
export function pageStatement(answers: FinderAnswers, page: number, pageSize: number): Statement {
  const where = whereClause(answers);
  return {
    sql: `WITH page AS (
        SELECT w.id FROM wines w INDEXED BY wines_finder_listing WHERE ${where.sql} ORDER BY ${LISTING_ORDER} LIMIT ? OFFSET ?
      )
      SELECT ${WINE_CARD_COLUMNS} FROM page JOIN wines w ON w.id = page.id ${WINE_CATEGORY_JOINS}
      ORDER BY ${LISTING_ORDER}`,
    params: [...where.params, pageSize, (page - 1) * pageSize],
  };
}

/**
 * Every option the questions offer (occasions and dishes from the header filter's active buttons,
 * types, grapes and countries from the categories), in catalogue order, as rows
 * `(question, value, label, description)`. Price bands are not rows: they are the contract's.
 */
export const OPTIONS_STATEMENT: Statement = {
  sql: `SELECT question, value, label, description FROM (
      SELECT CASE f.type WHEN '${BUTTON_GROUP.occasion}' THEN 'occasion' ELSE 'dish' END AS question,
        b.slug AS value, b.name AS label, b.description, b.position, b.id AS tiebreak
      FROM category_buttons b JOIN filter_groups f ON f.id = b.group_id
      WHERE f.type IN ('${BUTTON_GROUP.occasion}', '${BUTTON_GROUP.dish}') AND b.active = 1
      UNION ALL
      SELECT CASE kind WHEN 'tipo' THEN 'type' WHEN 'uva' THEN 'grape' ELSE 'country' END,
        slug, name, description, position, name
      FROM categories
    ) ORDER BY question, position, tiebreak`,
  params: [],
};
