import { Suspense, use } from 'react';
import type { WineListResponse } from '../../../contracts/catalogue.ts';
import type { WineCard } from '../../../contracts/wine.ts';
import type { Settled } from '../../../core/rules/settled.ts';
import { GridPlaceholder } from '../GridPlaceholder.tsx';
import { Pagination } from '../Pagination.tsx';
import { SectionUnavailable } from '../SectionUnavailable.tsx';
import { SweetnessFacet } from '../SweetnessFacet.tsx';
import { WineGrid } from '../WineGrid.tsx';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import * as styles from './catalogue.css.ts';

export interface SearchPage {
  wines: WineCard[];
  total: number;
  page: number;
  pageSize: number;
  /** The sweetness facet's counts, when the search service gives them (ours does). */
  sweetness?: WineListResponse['sweetness'];
}

interface SearchResultsProps {
  term: string;
  results: Promise<Settled<SearchPage>>;
  basePath: string;
  /** The query without the page: the sweetness chosen, carried by the page links. */
  params: URLSearchParams;
}

function Results({ results, basePath, params, term }: SearchResultsProps) {
  const result = use(results);
  const search = params.toString();
  if (!result.ok) return <SectionUnavailable retryHref={search ? `${basePath}?${search}` : basePath} />;
  const { wines, total, page, pageSize, sweetness } = result.data;
  const facet = sweetness ? <SweetnessFacet counts={sweetness} basePath={basePath} params={params} /> : null;
  if (wines.length === 0) {
    return (
      <>
        {facet}
        <p className={styles.empty}>{MESSAGES.noSearchResults}</p>
      </>
    );
  }
  return (
    <>
      {facet}
      <h2 className={styles.count}>{MESSAGES.wineCount(total)}</h2>
      <WineGrid wines={wines} label={MESSAGES.resultsHeading(term)} />
      <Pagination basePath={basePath} params={params} page={page} pageSize={pageSize} total={total} />
    </>
  );
}

/** spec §2 /resultados/{term}: the backend's search, in stock first; "nenhum vinho encontrado" when empty. */
export function SearchResultsPage(props: SearchResultsProps) {
  return (
    <>
      <h1 className={styles.heading}>{MESSAGES.resultsHeading(props.term)}</h1>
      <Suspense fallback={<GridPlaceholder />}>
        <Results {...props} />
      </Suspense>
    </>
  );
}
