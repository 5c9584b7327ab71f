import { z } from 'zod/mini';
import { SWEETNESS, SWEETNESS_NAMES, type Sweetness } from './sweetness.ts';
import { wineCardSchema } from './wine.ts';

/**
 * The virtual sommelier's finder: `GET /api/finder` answers, in one call, how many
 * wines match the shopper's answers, a page of them (in stock first, spec §4) and, for every
 * question, each option with how many wines it would leave, so the page can show live counts
 * and hide dead ends.
 *
 * The questions, by the API's names, in spec §3 auth's "filter-question order" (occasion 1,
 * mainCourse 2, price 3, type 4, grape 5, country 6; `dish` is the main course), with sweetness
 * asked right after the type (docs/decisions.md "Sweetness").
 */
export const FINDER_QUESTIONS = ['occasion', 'dish', 'price', 'type', 'sweetness', 'grape', 'country'] as const;

const finderQuestionSchema = z.enum(FINDER_QUESTIONS);

export type FinderQuestion = z.infer<typeof finderQuestionSchema>;

/**
 * Price bands of the finder, in reais, `from` inclusive and `to` exclusive (null: no ceiling).
 * The first is spec §9's affordable band (R$ 0 to R$ 49,99, DECISIONS "Affordable band"); the
 * others split the catalogue (R$ 29,90 to R$ 900,00) into steps a shopper thinks in.
 */
export const FINDER_PRICE_BANDS = [
  { slug: 'ate-50', from: 0, to: 50 },
  { slug: '50-a-100', from: 50, to: 100 },
  { slug: '100-a-200', from: 100, to: 200 },
  { slug: '200-a-400', from: 200, to: 400 },
  { slug: 'acima-de-400', from: 400, to: null },
] as const satisfies readonly { slug: string; from: number; to: number | null }[];

export type FinderPriceBand = (typeof FINDER_PRICE_BANDS)[number];

const finderPriceSchema = z.enum(FINDER_PRICE_BANDS.map((band) => band.slug) as [FinderPriceBand['slug'], ...FinderPriceBand['slug'][]]);

/** A band as `GET /api/wines`' `preco` filter (`min-max`, both inclusive, in cents-exact reais). */
export function priceBandAsPreco(band: FinderPriceBand): string {
  const max = band.to === null ? 99999.99 : band.to - 0.01;
  return `${band.from}-${max.toFixed(2).replace(/\.00$/, '')}`;
}

/** Results per finder page, and the most a client may ask for. */
export const FINDER_PAGE = { defaultSize: 12, maxSize: 48, maxPage: 1000 } as const;

const answerSlug = () => z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/)));

/** The answers, each optional (every question may be skipped); all given ones narrow (AND). */
export const finderAnswersSchema = z.object({
  occasion: answerSlug(),
  dish: answerSlug(),
  price: z.optional(finderPriceSchema),
  type: answerSlug(),
  sweetness: z.optional(z.enum(SWEETNESS)),
  grape: answerSlug(),
  country: answerSlug(),
});

export type FinderAnswers = z.infer<typeof finderAnswersSchema>;

/** The answers given (no undefined keys), without those of `dropped`. */
export function pickAnswers(answers: FinderAnswers, dropped: readonly FinderQuestion[] = []): FinderAnswers {
  const picked: FinderAnswers = {};
  for (const question of FINDER_QUESTIONS) {
    const value = answers[question];
    if (value !== undefined && !dropped.includes(question)) Object.assign(picked, { [question]: value });
  }
  return picked;
}

/** `GET /api/finder?occasion=&dish=&price=&type=&sweetness=&grape=&country=&page=&pageSize=`. */
export const finderQuerySchema = z.extend(finderAnswersSchema, {
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(FINDER_PAGE.maxPage)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(FINDER_PAGE.maxSize)), FINDER_PAGE.defaultSize),
});

/**
 * The query string of a finder call, answers in question order and the page only past the first,
 * so the edge and the browser ask for (and the edge caches) one key per state.
 */
export function finderQueryString(answers: FinderAnswers, page: number): string {
  const params = new URLSearchParams();
  for (const question of FINDER_QUESTIONS) {
    const value = answers[question];
    if (value !== undefined) params.set(question, value);
  }
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/**
 * One answer a question offers. `count`: the wines left if this option were chosen, the other
 * questions' answers kept (for an answered question, what changing the answer would leave).
 * null when the source cannot count per option (hosted mode, see docs/finder.md).
 */
const finderOptionSchema = z.object({
  value: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  /** A short explanation of the option (what a grape or a region is like); may be empty. */
  description: z.string(),
  count: z.nullable(z.number().check(z.int(), z.nonnegative())),
});

export type FinderOption = z.infer<typeof finderOptionSchema>;

/** The sweetness question's options, in SWEETNESS order, named and explained, each with its count (null: unknown). */
export function sweetnessOptions(countOf: (value: Sweetness) => number | null): FinderOption[] {
  return SWEETNESS.map((value) => ({ value, label: SWEETNESS_NAMES[value].label, description: SWEETNESS_NAMES[value].hint, count: countOf(value) }));
}

const finderFacetSchema = z.object({
  question: finderQuestionSchema,
  options: z.array(finderOptionSchema),
});

export type FinderFacet = z.infer<typeof finderFacetSchema>;

/**
 * The answer. `answers`: the answers applied; `ignored`: questions whose answer names no option
 * (a stale shared link), left out rather than failing. `questions`: all seven, in the spec order,
 * every option listed (count 0 included). `total` counts every match; `wines` is one page.
 */
export const finderResponseSchema = z.object({
  answers: finderAnswersSchema,
  ignored: z.array(finderQuestionSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  wines: z.array(wineCardSchema),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  questions: z.array(finderFacetSchema),
});

export type FinderResponse = z.infer<typeof finderResponseSchema>;
