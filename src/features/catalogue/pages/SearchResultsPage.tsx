import { Suspense } from 'react';
import type { WineListResponse } from '../../../contracts/catalogue.ts';
import type { Settled } from '../../../core/rules/settled.ts';
import { GridPlaceholder } from '../GridPlaceholder.tsx';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { WineList } from './WineList.tsx';
import * as styles from './catalogue.css.ts';

/**
 * A page of search results as the pages show it: the cards, the total, the page, and the
 * sweetness facet's counts when the search service gives them (ours does).
 */
export type SearchPage = WineListResponse;

interface SearchResultsProps {
  term: string;
  results: Promise<Settled<SearchPage>>;
  basePath: string;
  /** The query without the page: the sweetness chosen, carried by the page links. */
  params: URLSearchParams;
}

/** spec §2 /resultados/{term}: the backend's search, in stock first; "nenhum vinho encontrado" when empty. */
export function SearchResultsPage({ term, results, basePath, params }: SearchResultsProps) {
  return (
    <>
      <h1 className={styles.heading}>{MESSAGES.resultsHeading(term)}</h1>
      <Suspense fallback={<GridPlaceholder />}>
        <WineList wines={results} label={MESSAGES.resultsHeading(term)} basePath={basePath} params={params} emptyText={MESSAGES.noSearchResults} />
      </Suspense>
    </>
  );
}
