import { Suspense, use } from 'react';
import type { WineCard } from '../../../contracts/wine.ts';
import type { Settled } from '../../../core/rules/settled.ts';
import { GridPlaceholder } from '../GridPlaceholder.tsx';
import { Pagination } from '../Pagination.tsx';
import { SectionUnavailable } from '../SectionUnavailable.tsx';
import { WineGrid } from '../WineGrid.tsx';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import * as styles from './catalogue.css.ts';

export interface SearchPage {
  wines: WineCard[];
  total: number;
  page: number;
  pageSize: number;
}

function Results({ results, basePath, term }: { results: Promise<Settled<SearchPage>>; basePath: string; term: string }) {
  const result = use(results);
  if (!result.ok) return <SectionUnavailable retryHref={basePath} />;
  const { wines, total, page, pageSize } = result.data;
  if (wines.length === 0) return <p className={styles.empty}>{MESSAGES.noSearchResults}</p>;
  return (
    <>
      <h2 className={styles.count}>{MESSAGES.wineCount(total)}</h2>
      <WineGrid wines={wines} label={MESSAGES.resultsHeading(term)} />
      <Pagination basePath={basePath} params={new URLSearchParams()} page={page} pageSize={pageSize} total={total} />
    </>
  );
}

/** spec §2 /resultados/{term}: the backend's search, in stock first; "nenhum vinho encontrado" when empty. */
export function SearchResultsPage({ term, results, basePath }: { term: string; results: Promise<Settled<SearchPage>>; basePath: string }) {
  return (
    <>
      <h1 className={styles.heading}>{MESSAGES.resultsHeading(term)}</h1>
      <Suspense fallback={<GridPlaceholder />}>
        <Results results={results} basePath={basePath} term={term} />
      </Suspense>
    </>
  );
}
