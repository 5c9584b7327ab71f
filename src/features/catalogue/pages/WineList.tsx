import { use } from 'react';
import type { WineListResponse } from '../../../contracts/catalogue.ts';
import type { Settled } from '../../../core/rules/settled.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { Pagination } from '../Pagination.tsx';
import { SectionUnavailable } from '../SectionUnavailable.tsx';
import { SweetnessFacet } from '../SweetnessFacet.tsx';
import { WineGrid } from '../WineGrid.tsx';
import * as styles from './catalogue.css.ts';

export interface WineListProps {
  wines: Promise<Settled<WineListResponse>>;
  label: string;
  basePath: string;
  params: URLSearchParams;
  emptyText?: string;
}

/** A streamed page of wines with its page links; degrades to a retry message when it failed. */
export function WineList({ wines, label, basePath, params, emptyText }: WineListProps) {
  const result = use(wines);
  const search = params.toString();
  if (!result.ok) return <SectionUnavailable retryHref={search ? `${basePath}?${search}` : basePath} />;
  const { data } = result;
  const facet = data.sweetness ? <SweetnessFacet counts={data.sweetness} basePath={basePath} params={params} /> : null;
  if (data.wines.length === 0) {
    return (
      <>
        {facet}
        <p className={styles.empty}>{emptyText ?? MESSAGES.noWinesHere}</p>
      </>
    );
  }
  return (
    <>
      {facet}
      {/* The count heads the cards' section: cards are h3 under it (no skipped heading level). */}
      <h2 className={styles.count}>{MESSAGES.wineCount(data.total)}</h2>
      <WineGrid wines={data.wines} label={label} />
      <Pagination basePath={basePath} params={params} page={data.page} pageSize={data.pageSize} total={data.total} />
    </>
  );
}
