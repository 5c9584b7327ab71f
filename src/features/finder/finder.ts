import {
  FINDER_QUESTIONS,
  pickAnswers,
  type FinderAnswers,
  type FinderFacet,
  type FinderOption,
  type FinderQuestion,
  type FinderResponse,
} from '../../contracts/finder.ts';
import type { AuthState } from '../account/auth-store.ts';
import { RESULTS_STEP, type AppModel, type FinderState } from './finder-state.ts';

/**
 * The virtual sommelier's rules, as pure functions: the order of the questions, how
 * each step moves, which options a question offers and what the live count says.
 */

/**
 * Where the finder's data came from: its own endpoint (counts per option), or, against a hosted
 * backend without it (DECISIONS "Hosted mode"), the wine list's filters (`wines`: exact total,
 * no counts per option) or the search (`search`: a page of search results narrowed here).
 */
type FinderSource = 'finder' | 'wines' | 'search';

export type FinderData = FinderResponse & { source: FinderSource };

/** spec §3 auth "filter-question order" names the main course `mainCourse`; the finder, `dish`. */
const ORDER_KEY: Record<Exclude<FinderQuestion, 'sweetness'>, keyof AuthState['questionOrder']> = {
  occasion: 'occasion',
  dish: 'mainCourse',
  price: 'price',
  type: 'type',
  grape: 'grape',
  country: 'country',
};

/**
 * The questions in the shopper's order (spec §3/§9: occasion 1, mainCourse 2, price 3, type 4,
 * grape 5, country 6), sweetness right after the type wherever the type stands (the spec's order
 * has no place for it; docs/decisions.md "Sweetness").
 */
export function orderedQuestions(order: AuthState['questionOrder']): FinderQuestion[] {
  const ranked = FINDER_QUESTIONS.filter((question): question is keyof typeof ORDER_KEY => question !== 'sweetness').sort(
    (a, b) => order[ORDER_KEY[a]] - order[ORDER_KEY[b]],
  );
  const afterType = ranked.indexOf('type') + 1;
  return [...ranked.slice(0, afterType), 'sweetness', ...ranked.slice(afterType)];
}

/** The question an Iniciante step asks; undefined on the results step (and for the Conhecedor). */
export function questionOfStep(state: FinderState, questions: readonly FinderQuestion[]): FinderQuestion | undefined {
  return state.mode === 'Iniciante' ? questions[state.step - 1] : undefined;
}

export function isResultsStep(state: FinderState): boolean {
  return state.mode === 'Conhecedor' || state.step >= RESULTS_STEP;
}

function withAnswer(answers: FinderAnswers, question: FinderQuestion, value: string | undefined): FinderAnswers {
  const others = pickAnswers(answers, [question]);
  return value === undefined ? others : { ...others, [question]: value };
}

/** Iniciante: answers the step's question (undefined: no preference) and moves to the next step. */
export function answerStep(state: FinderState, questions: readonly FinderQuestion[], value: string | undefined): FinderState {
  const question = questionOfStep(state, questions);
  const answers = question ? withAnswer(state.answers, question, value) : state.answers;
  return { ...state, answers, step: Math.min(state.step + 1, RESULTS_STEP), page: 1 };
}

/** Iniciante: skips the step's question (every question may be skipped), forgetting an earlier answer to it. */
export function skipStep(state: FinderState, questions: readonly FinderQuestion[]): FinderState {
  return answerStep(state, questions, undefined);
}

/** Iniciante: one step back, answers kept. */
export function backStep(state: FinderState): FinderState {
  return { ...state, step: Math.max(1, state.step - 1), page: 1 };
}

/** Iniciante: straight to the results with the answers so far. */
export function showResults(state: FinderState): FinderState {
  return { ...state, step: RESULTS_STEP, page: 1 };
}

/** Iniciante: back to one question (from the results' summary), answers kept. */
export function editQuestion(state: FinderState, questions: readonly FinderQuestion[], question: FinderQuestion): FinderState {
  return { ...state, step: questions.indexOf(question) + 1, page: 1 };
}

/** Both modes: everything forgotten, from the first question. */
export function restart(mode: AppModel): FinderState {
  return { mode, step: 1, answers: {}, page: 1 };
}

/** The mode switch keeps the answers: the Iniciante starts over from the first question with them. */
export function switchMode(state: FinderState, mode: AppModel): FinderState {
  return { mode, step: 1, answers: state.answers, page: 1 };
}

/** Conhecedor: one filter changed (undefined: any), from the first page of results. */
export function setFilter(state: FinderState, question: FinderQuestion, value: string | undefined): FinderState {
  return { ...state, answers: withAnswer(state.answers, question, value), page: 1 };
}

export function facetOf(data: FinderResponse, question: FinderQuestion): FinderFacet {
  return data.questions.find((facet) => facet.question === question) ?? { question, options: [] };
}

/**
 * The options worth offering: a dead end (an option that would leave no wine) is hidden, unless
 * it is the current answer (hiding it would silently change the answer). Counts unknown (hosted
 * mode): every option.
 */
export function visibleOptions(facet: FinderFacet, chosen: string | undefined): FinderOption[] {
  return facet.options.filter((option) => option.count === null || option.count > 0 || option.value === chosen);
}

/**
 * The live count: how many wines the answers leave once `selected` is chosen for `question`
 * (the option's own count), or the current total when nothing is selected. Null when the
 * source cannot tell (hosted mode, before the page is asked).
 */
export function liveCount(data: FinderResponse, question: FinderQuestion | undefined, selected: string | undefined): number | null {
  if (question === undefined || selected === undefined || selected === '') return question === undefined ? data.total : countWithout(data, question);
  if (selected === data.answers[question]) return data.total;
  return facetOf(data, question).options.find((option) => option.value === selected)?.count ?? null;
}

/**
 * How many wines are left with `question` unanswered (the others kept): the sum of its options'
 * counts for a question every wine answers once (price, type, sweetness, grape, country); the total when
 * it is not answered. Occasions and dishes overlap (a wine suits several), so for those the
 * count is known only while unanswered.
 */
function countWithout(data: FinderResponse, question: FinderQuestion): number | null {
  if (data.answers[question] === undefined) return data.total;
  if (question === 'occasion' || question === 'dish') return null;
  let sum = 0;
  for (const option of facetOf(data, question).options) {
    if (option.count === null) return null;
    sum += option.count;
  }
  return sum;
}

/** The answers as the shopper reads them, in the shopper's order (the results' summary). */
export function answerLabels(data: FinderResponse, questions: readonly FinderQuestion[]): { question: FinderQuestion; label: string }[] {
  return questions.flatMap((question) => {
    const value = data.answers[question];
    if (value === undefined) return [];
    const option = facetOf(data, question).options.find((candidate) => candidate.value === value);
    return [{ question, label: option?.label ?? value }];
  });
}

/** A key for the answers and page a response belongs to (the browser keeps responses by it). */
export function dataKey(answers: FinderAnswers, page: number): string {
  return JSON.stringify([FINDER_QUESTIONS.map((question) => answers[question] ?? null), page]);
}
