import { Pagination, WineCard } from '../catalogue/index.ts';
import { wineGridCss as grid } from '../catalogue/index.ts';
import { FINDER } from '../../core/constants.ts';
import type { FinderData } from './finder.ts';
import { finderHref, type FinderState } from './finder-state.ts';
import { FINDER_MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import * as styles from './FinderResults.css.ts';

/**
 * The wines the answers leave, in stock first as the backend orders them (spec §4),
 * each with add to cart; page links that work without JavaScript.
 */
export function FinderResults({ state, data, busy, live }: { state: FinderState; data: FinderData; busy: boolean; live: boolean }) {
  const params = new URLSearchParams(finderHref({ ...state, page: 1 }).split('?')[1]);
  params.delete(FINDER.params.page);
  return (
    <section className={styles.section} aria-labelledby="resultados-titulo" aria-busy={busy}>
      <h2 id="resultados-titulo" className={styles.heading} tabIndex={-1}>
        {FINDER_MESSAGES.resultsHeading}
      </h2>
      {/* The Conhecedor's filters announce the count; the Iniciante's results announce it here. */}
      <p className={styles.count} role={live ? 'status' : undefined}>
        {busy ? FINDER_MESSAGES.updating : FINDER_MESSAGES.matching(data.total)}
      </p>
      {data.wines.length === 0 ? (
        <p className={styles.empty}>{FINDER_MESSAGES.emptyResults}</p>
      ) : (
        <ul className={grid.grid} aria-label={FINDER_MESSAGES.resultsListLabel}>
          {data.wines.map((wine, index) => (
            <li key={wine.id} className={grid.item}>
              <WineCard wine={wine} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
      <Pagination basePath={ROUTES.sommelier} params={params} page={data.page} pageSize={data.pageSize} total={data.total} />
    </section>
  );
}
