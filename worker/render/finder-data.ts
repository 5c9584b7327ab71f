import { FINDER_PAGE, finderQueryString, finderResponseSchema, type FinderAnswers } from '../../src/contracts/finder.ts';
import type { CategoriesResponse, FilterDataResponse } from '../../src/contracts/categories.ts';
import type { FinderData } from '../../src/features/finder/finder.ts';
import { knownAnswers, narrowSearchResults, optionsFromCatalogue, searchTermFor, winesQueryFor } from '../../src/features/finder/finder-fallback.ts';
import { FINDER_MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { UpstreamHttpError } from '../upstream/errors.ts';
import type { Catalogue } from './catalogue.ts';
import type { OwnBackend } from '../upstream/own-backend.ts';

const isMissing = (error: unknown) => error instanceof UpstreamHttpError && error.status === 404;

/** An optional read: null when the backend has no such endpoint (404); other failures fail the page section. */
async function optional<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

const priceLabel = (band: { from: number; to: number | null }) => FINDER_MESSAGES.priceBand(band.from, band.to);

/**
 * DECISIONS "Hosted mode": the finder without `GET /api/finder`. The wine list's filters give the
 * exact count and page; without the wine list, the search narrows (src/features/finder/finder-fallback.ts).
 */
async function hostedFinder(catalogue: Catalogue, asked: FinderAnswers, page: number): Promise<FinderData> {
  const [filters, categories] = await Promise.all([optional<FilterDataResponse>(catalogue.filters()), optional<CategoriesResponse>(catalogue.categories())]);
  const questions = optionsFromCatalogue(filters, categories, priceLabel);
  const { answers, ignored } = knownAnswers(asked, questions);
  const base = { answers, ignored, page, pageSize: FINDER_PAGE.defaultSize, questions };
  const list = await optional(catalogue.wines(winesQueryFor(answers, page, FINDER_PAGE.defaultSize)));
  if (list) return { ...base, total: list.total, wines: list.wines, source: 'wines' };
  const found = await catalogue.search(searchTermFor(answers, questions), page);
  const wines = narrowSearchResults(found, answers);
  return { ...base, total: wines.length, wines, source: 'search' };
}

/**
 * The finder's data for a page: `GET /api/finder` through the own-backend adapter
 * (edge cache included), parsed with its contract; a backend that answers 404 for it is a hosted
 * one without the finder, and the page narrows through what it has.
 */
export async function loadFinder(backend: OwnBackend, catalogue: Catalogue, answers: FinderAnswers, page: number): Promise<FinderData> {
  try {
    const search = finderQueryString(answers, page);
    const data = await backend.get(`/api/finder${search ? `?${search}` : ''}`, finderResponseSchema);
    return { ...data, source: 'finder' };
  } catch (error) {
    if (!isMissing(error)) throw error;
    return hostedFinder(catalogue, answers, page);
  }
}
