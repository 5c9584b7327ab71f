import { Suspense, use } from 'react';
import type { FilterDataResponse } from '../../contracts/categories.ts';
import { isSiteInPromotion } from '../../contracts/promotion.ts';
import type { Settled } from '../../core/rules/settled.ts';
import { FILTER_TABS, ROUTES } from '../../core/routes.ts';
import * as styles from './HeaderFilter.css.ts';

function isCurrent(currentPath: string, path: string): boolean {
  return currentPath.toLowerCase() === path.toLowerCase();
}

/** spec §4 "Promotion flag": the promotion button shows only while the site is in promotion. */
function PromotionTab({ filters, currentPath }: { filters: Promise<Settled<FilterDataResponse>>; currentPath: string }) {
  const result = use(filters);
  if (!result.ok || !result.data.promotion || !isSiteInPromotion(result.data.promotion)) return null;
  return (
    <li>
      <a
        className={styles.promoTab}
        href={ROUTES.blackFriday}
        data-selection="black_friday"
        aria-current={isCurrent(currentPath, ROUTES.blackFriday) ? 'page' : undefined}
      >
        {result.data.promotion.nav_promo_label}
      </a>
    </li>
  );
}

/**
 * spec §2 Header filter: buttons for occasion, main course, all wines and (in promotion) the
 * promotion. The promotion button waits for the filter data without holding up the rest.
 */
export function HeaderFilter({ currentPath, filters }: { currentPath: string; filters: Promise<Settled<FilterDataResponse>> }) {
  return (
    <nav className={styles.nav} aria-label="Escolha como encontrar seu vinho" data-filter-nav="">
      <ul className={styles.list}>
        {FILTER_TABS.map((tab) => (
          <li key={tab.selection}>
            <a className={styles.tab} href={tab.path} data-selection={tab.selection} aria-current={isCurrent(currentPath, tab.path) ? 'page' : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
        <Suspense fallback={null}>
          <PromotionTab filters={filters} currentPath={currentPath} />
        </Suspense>
      </ul>
    </nav>
  );
}
