import { SectionUnavailable } from '../../components/catalogue/SectionUnavailable.tsx';
import type { FinderData } from '../../domain/finder.ts';
import type { FinderState } from '../../domain/finder-state.ts';
import type { Settled } from '../../domain/settled.ts';
import { SommelierFinderIsland } from '../../islands/index.ts';
import { FINDER_MESSAGES } from '../../messages/pt-BR.ts';
import * as styles from '../catalogue/catalogue.css.ts';

export interface SommelierPageProps {
  state: FinderState;
  /** Critical: the finder's data, awaited before the page is sent (it is the page). */
  data: Settled<FinderData>;
  retryHref: string;
}

/**
 * /sommelier (issue 11): the virtual sommelier, rendered from the URL alone. The finder is an
 * island that works without JavaScript (links and GET forms), the tutorial overlay within it.
 */
export function SommelierPage({ state, data, retryHref }: SommelierPageProps) {
  return (
    <>
      <h1 className={styles.heading}>{FINDER_MESSAGES.title}</h1>
      <p className={styles.lead}>{FINDER_MESSAGES.lead}</p>
      {data.ok ? <SommelierFinderIsland state={state} data={data.data} /> : <SectionUnavailable retryHref={retryHref} />}
    </>
  );
}
