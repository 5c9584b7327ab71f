import type { CategoriesResponse } from '../../contracts/categories.ts';
import type { FilterDataResponse } from '../../contracts/categories.ts';
import type { WinesQuery } from '../../contracts/catalogue.ts';
import {
  FINDER_PRICE_BANDS,
  FINDER_QUESTIONS,
  pickAnswers,
  priceBandAsPreco,
  sweetnessOptions,
  type FinderAnswers,
  type FinderFacet,
  type FinderOption,
  type FinderQuestion,
} from '../../contracts/finder.ts';
import type { SearchResponse } from '../../contracts/search.ts';
import type { WineCard } from '../../contracts/wine.ts';
import { inStockFirst, searchWineToCard } from '../search/index.ts';

/**
 * DECISIONS "Hosted mode": a hosted backend without `GET /api/finder` (404) still gets a finder,
 * narrowed through what it has. These are the pure parts; worker/render/finder-data.ts calls.
 *
 * 1. `GET /api/wines` with every answer as its filter (occasion, dish, type, grape, country;
 *    the price band as `preco=min-max`): exact total and page, in stock first. The options come
 *    from `GET /api/filters` (occasions, dishes) and `GET /api/categories` (types, grapes,
 *    countries) without counts (`count: null`): nothing is hidden as a dead end.
 * 2. Without `/api/wines` either (404): `POST /search_similar_asv` with the answers' names as
 *    the term; the page of results is narrowed here to the answered type, grape, country and
 *    price band (occasions and dishes cannot be checked on a search result).
 */

type OptionLabel = (band: (typeof FINDER_PRICE_BANDS)[number]) => string;

function priceOptions(label: OptionLabel): FinderOption[] {
  return FINDER_PRICE_BANDS.map((band) => ({ value: band.slug, label: label(band), description: '', count: null }));
}

/**
 * Every question's options, without counts, from the filter data and the categories (either may
 * be missing: its questions then offer nothing, and can only be skipped).
 */
export function optionsFromCatalogue(filters: FilterDataResponse | null, categories: CategoriesResponse | null, priceLabel: OptionLabel): FinderFacet[] {
  const buttons = (selection: 'occasion' | 'main_course'): FinderOption[] =>
    (filters?.buttons ?? [])
      .filter((button) => button.type === selection)
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map((button) => ({ value: button.slug, label: button.name, description: button.description, count: null }));
  const ofKind = (kind: 'tipo' | 'uva' | 'pais'): FinderOption[] =>
    (categories?.categories ?? [])
      .filter((category) => category.kind === kind)
      .map((category) => ({ value: category.slug, label: category.name, description: category.description, count: null }));
  const options: Record<FinderQuestion, FinderOption[]> = {
    occasion: buttons('occasion'),
    dish: buttons('main_course'),
    price: priceOptions(priceLabel),
    type: ofKind('tipo'),
    sweetness: sweetnessOptions(() => null),
    grape: ofKind('uva'),
    country: ofKind('pais'),
  };
  return FINDER_QUESTIONS.map((question) => ({ question, options: options[question] }));
}

/** The answers that name an option (the rest are ignored, as the finder endpoint does). */
export function knownAnswers(answers: FinderAnswers, facets: readonly FinderFacet[]): { answers: FinderAnswers; ignored: FinderQuestion[] } {
  const ignored = FINDER_QUESTIONS.filter((question) => {
    const value = answers[question];
    const facet = facets.find((candidate) => candidate.question === question);
    return value !== undefined && !facet?.options.some((option) => option.value === value);
  });
  return { answers: pickAnswers(answers, ignored), ignored };
}

/** Level 1: the answers as `GET /api/wines` filters. */
export function winesQueryFor(answers: FinderAnswers, page: number, pageSize: number): WinesQuery {
  const band = FINDER_PRICE_BANDS.find((candidate) => candidate.slug === answers.price);
  return {
    occasion: answers.occasion,
    dish: answers.dish,
    type: answers.type,
    sweetness: answers.sweetness,
    grape: answers.grape,
    country: answers.country,
    preco: band ? priceBandAsPreco(band) : undefined,
    page,
    pageSize,
  };
}

/**
 * Level 2: the search term, the answers' names in question order (price is no word to search;
 * the sweetness is checked on the results, as "seco" would miss the wines not labelled so).
 */
export function searchTermFor(answers: FinderAnswers, facets: readonly FinderFacet[]): string {
  const words = FINDER_QUESTIONS.filter((question) => question !== 'price' && question !== 'sweetness').flatMap((question) => {
    const value = answers[question];
    if (value === undefined) return [];
    const option = facets.find((facet) => facet.question === question)?.options.find((candidate) => candidate.value === value);
    return [option?.label ?? value.replaceAll('-', ' ')];
  });
  // A search needs 3 characters or more (spec §5): with nothing to name, ask for wine in general.
  return words.length > 0 ? words.join(' ') : 'vinho';
}

/**
 * Level 2: the search results that match the answered type, sweetness, grape, country and band,
 * in stock first (a result that does not say its sweetness is kept: it may be the one).
 */
export function narrowSearchResults(response: SearchResponse, answers: FinderAnswers): WineCard[] {
  const band = FINDER_PRICE_BANDS.find((candidate) => candidate.slug === answers.price);
  const cards = response.similar_wines.flatMap((raw) => {
    const card = searchWineToCard(raw);
    return card ? [card] : [];
  });
  return inStockFirst(
    cards.filter(
      (wine) =>
        (answers.type === undefined || wine.type_slug === answers.type) &&
        (answers.sweetness === undefined || wine.sweetness === undefined || wine.sweetness === answers.sweetness) &&
        (answers.grape === undefined || wine.grape_slug === answers.grape) &&
        (answers.country === undefined || wine.country_slug === answers.country) &&
        (band === undefined || (wine.price >= band.from && (band.to === null || wine.price < band.to))),
    ),
  );
}
