import { FILTER_TABS } from '../routes.ts';
import * as styles from './HeaderFilter.css.ts';

/** spec §2 Header filter: buttons for occasion, main course and all wines (promotion when on). */
export function HeaderFilter({ currentPath }: { currentPath: string }) {
  return (
    <nav className={styles.nav} aria-label="Escolha como encontrar seu vinho">
      <ul className={styles.list}>
        {FILTER_TABS.map((tab) => (
          <li key={tab.selection}>
            <a
              className={styles.tab}
              href={tab.path}
              data-selection={tab.selection}
              aria-current={currentPath.toLowerCase() === tab.path ? 'page' : undefined}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
