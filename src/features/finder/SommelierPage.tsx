import { SectionUnavailable } from '../catalogue/index.ts';
import type { FinderData } from './finder.ts';
import type { FinderState } from './finder-state.ts';
import type { Settled } from '../../core/rules/settled.ts';
import SommelierFinder from './SommelierFinder.island.tsx';
import { FINDER_MESSAGES } from '../../core/messages/pt-BR.ts';
import { catalogueCss as styles } from '../catalogue/index.ts';

export interface SommelierPageProps {
  state: FinderState;
  /** Critical: the finder's data, awaited before the page is sent (it is the page). */
  data: Settled<FinderData>;
  retryHref: string;
}

/**
 * /sommelier: the virtual sommelier, rendered from the URL alone. The finder is an
 * island that works without JavaScript (links and GET forms), the tutorial overlay within it.
 */
export function SommelierPage({ state, data, retryHref }: SommelierPageProps) {
  return (
    <>
      <h1 className={styles.heading}>{FINDER_MESSAGES.title}</h1>
      <p className={styles.lead}>{FINDER_MESSAGES.lead}</p>
      {data.ok ? <SommelierFinder state={state} data={data.data} /> : <SectionUnavailable retryHref={retryHref} />}
    </>
  );
}
