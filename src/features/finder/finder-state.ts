import { FINDER } from '../../core/constants.ts';
import { FINDER_PAGE, FINDER_QUESTIONS, finderAnswersSchema, type FinderAnswers, type FinderQuestion } from '../../contracts/finder.ts';
import { ROUTES } from '../../core/routes.ts';

/**
 * Where the shopper is in the virtual sommelier (docs/decisions.md
 * "Sommelier virtual: the URL is the finder's state"), all of it in the URL of /sommelier:
 * shareable, the back button walks the steps, and the server renders the same page from it
 * without JavaScript. spec §3 auth `appModel`: "Iniciante" (one question per step) or
 * "Conhecedor" (all questions at once as filters).
 */
export const APP_MODELS = ['Iniciante', 'Conhecedor'] as const;

export type AppModel = (typeof APP_MODELS)[number];

/** spec §3 auth: appModel default "Iniciante". */
const DEFAULT_APP_MODEL: AppModel = 'Iniciante';

export interface FinderState {
  mode: AppModel;
  /**
   * Iniciante: the question shown, 1 to 6 in the shopper's order, or 7 for the results. The
   * Conhecedor shows every question and the results at once and keeps 1.
   */
  step: number;
  answers: FinderAnswers;
  page: number;
}

/** The step after the last question: the results. */
export const RESULTS_STEP = FINDER_QUESTIONS.length + 1;

/** How a mode is written in the URL and the mode cookie. */
const MODE_VALUE: Record<AppModel, string> = { Iniciante: 'iniciante', Conhecedor: 'conhecedor' };

export function modeFromValue(value: string | null | undefined): AppModel | undefined {
  return APP_MODELS.find((mode) => MODE_VALUE[mode] === value);
}

export function modeValue(mode: AppModel): string {
  return MODE_VALUE[mode];
}

function positiveInt(raw: string | null, max: number): number | null | undefined {
  if (raw === null) return undefined;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= max ? value : null;
}

/**
 * The state a /sommelier query describes, or null when a parameter does not validate (the page
 * answers "Page Not Found: {fullPath}", DECISIONS "Routing order"). Absent parameters take their
 * defaults; the mode falls back to the remembered one (`rememberedMode`), else "Iniciante".
 */
export function parseFinderQuery(search: URLSearchParams, rememberedMode?: AppModel): FinderState | null {
  const raw: Record<string, string> = {};
  for (const question of FINDER_QUESTIONS) {
    const value = search.get(FINDER.params[question]);
    if (value !== null && value !== '') raw[question] = value;
  }
  const answers = finderAnswersSchema.safeParse(raw);
  if (!answers.success) return null;

  const modeRaw = search.get(FINDER.params.mode);
  const mode = modeRaw === null ? (rememberedMode ?? DEFAULT_APP_MODEL) : modeFromValue(modeRaw);
  const step = positiveInt(search.get(FINDER.params.step), RESULTS_STEP);
  const page = positiveInt(search.get(FINDER.params.page), FINDER_PAGE.maxPage);
  if (mode === undefined || step === null || page === null) return null;
  return { mode, step: mode === 'Conhecedor' ? 1 : (step ?? 1), answers: answers.data, page: page ?? 1 };
}

/** The /sommelier address of a state: only what differs from the defaults, in a stable order. */
export function finderHref(state: FinderState): string {
  const params = new URLSearchParams();
  params.set(FINDER.params.mode, modeValue(state.mode));
  if (state.mode === 'Iniciante' && state.step > 1) params.set(FINDER.params.step, String(state.step));
  for (const question of FINDER_QUESTIONS) {
    const value = state.answers[question];
    if (value !== undefined) params.set(FINDER.params[question], value);
  }
  if (state.page > 1) params.set(FINDER.params.page, String(state.page));
  return `${ROUTES.sommelier}?${params.toString()}`;
}

/** The query parameter of a question (hidden fields and filters of the page's forms). */
export function paramOf(question: FinderQuestion): string {
  return FINDER.params[question];
}
