import type { WineCard as WineCardData } from '../../contracts/wine.ts';
import { WineCard } from './WineCard.tsx';
import * as styles from './WineGrid.css.ts';

/** A listing's first cards are on the first screen: their bottles load at once, the rest lazily. */
const FIRST_SCREEN_CARDS = 4;

/**
 * A grid of wine cards. `eagerCards`: how many load their images at once; a grid below the
 * page's own first screen (a product's related wines) loads none before the browser lays it out,
 * so none competes with the stylesheet for the first paint (docs/performance.md).
 */
export function WineGrid({ wines, label, eagerCards = FIRST_SCREEN_CARDS }: { wines: readonly WineCardData[]; label: string; eagerCards?: number }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {wines.map((wine, index) => (
        <li key={wine.id} className={styles.item}>
          <WineCard wine={wine} eager={index < eagerCards} />
        </li>
      ))}
    </ul>
  );
}
