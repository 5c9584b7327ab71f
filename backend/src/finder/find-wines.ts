import {
  FINDER_PRICE_BANDS,
  FINDER_QUESTIONS,
  pickAnswers,
  sweetnessOptions,
  type FinderAnswers,
  type FinderFacet,
  type FinderQuestion,
  type FinderResponse,
} from '../../../src/contracts/finder.ts';
import { toWineCard, type WineCardRow } from '../db/wine-rows.ts';
import { facetStatement, OPTIONS_STATEMENT, pageStatement, type Statement } from './finder-sql.ts';
import { priceBandLabel } from './price-labels.ts';

interface OptionRow {
  question: Exclude<FinderQuestion, 'price' | 'sweetness'>;
  value: string;
  label: string;
  description: string;
}

interface CountRow {
  value: string;
  n: number;
}

type Counts = Record<FinderQuestion, Map<string, number>>;

interface Round {
  options: OptionRow[];
  counts: Counts;
  wines: WineCardRow[];
}

function prepare(db: D1Database, statement: Statement): D1PreparedStatement {
  return db.prepare(statement.sql).bind(...statement.params);
}

/** Options, every question's counts and the page, in one D1 batch (one round trip). */
async function runRound(db: D1Database, answers: FinderAnswers, page: number, pageSize: number): Promise<Round> {
  const results = await db.batch([
    prepare(db, OPTIONS_STATEMENT),
    ...FINDER_QUESTIONS.map((question) => prepare(db, facetStatement(question, answers))),
    prepare(db, pageStatement(answers, page, pageSize)),
  ]);
  const rowsAt = <T>(index: number) => (results[index]?.results ?? []) as T[];
  const counts = Object.fromEntries(
    FINDER_QUESTIONS.map((question, index) => [question, new Map(rowsAt<CountRow>(index + 1).map((row) => [String(row.value), row.n]))]),
  ) as Counts;
  return { options: rowsAt<OptionRow>(0), counts, wines: rowsAt<WineCardRow>(FINDER_QUESTIONS.length + 1) };
}

/** Questions whose answer names no option of the catalogue (a stale shared link). */
function unknownAnswers(answers: FinderAnswers, options: readonly OptionRow[]): FinderQuestion[] {
  return FINDER_QUESTIONS.filter((question) => {
    const value = answers[question];
    // Bands and sweetness are the contract's own options, checked by its schema.
    if (value === undefined || question === 'price' || question === 'sweetness') return false;
    return !options.some((option) => option.question === question && option.value === value);
  });
}

/** The options of one question, each with its count: the price bands and the sweetness are the contract's, the rest the catalogue's. */
function optionsOf(round: Round, question: FinderQuestion): FinderFacet['options'] {
  const counts = round.counts[question];
  switch (question) {
    case 'price':
      return FINDER_PRICE_BANDS.map((band) => ({ value: band.slug, label: priceBandLabel(band), description: '', count: counts.get(band.slug) ?? 0 }));
    case 'sweetness':
      return sweetnessOptions((value) => counts.get(value) ?? 0);
    default:
      return round.options
        .filter((option) => option.question === question)
        .map((option) => ({ value: option.value, label: option.label, description: option.description, count: counts.get(option.value) ?? 0 }));
  }
}

function facetsOf(round: Round): FinderFacet[] {
  return FINDER_QUESTIONS.map((question) => ({ question, options: optionsOf(round, question) }));
}

/**
 * Every wine is of one type, so the type counts hold the total: with the type answered, its
 * option's count (the other answers and this type); otherwise their sum (the other answers alone).
 */
function totalOf(round: Round, answers: FinderAnswers): number {
  const byType = round.counts.type;
  if (answers.type !== undefined) return byType.get(answers.type) ?? 0;
  let total = 0;
  for (const n of byType.values()) total += n;
  return total;
}

/**
 * The finder: the wines matching the answers, a page of them in stock first, and for
 * each question every option with the wines it would leave. An answer naming no option is left
 * out and reported in `ignored` (then the batch runs once more without it).
 */
export async function findWines(db: D1Database, asked: FinderAnswers, page: number, pageSize: number): Promise<FinderResponse> {
  let answers = pickAnswers(asked);
  let round = await runRound(db, answers, page, pageSize);
  const ignored = unknownAnswers(answers, round.options);
  if (ignored.length > 0) {
    answers = pickAnswers(answers, ignored);
    round = await runRound(db, answers, page, pageSize);
  }
  return {
    answers,
    ignored,
    total: totalOf(round, answers),
    wines: round.wines.map(toWineCard),
    page,
    pageSize,
    questions: facetsOf(round),
  };
}
