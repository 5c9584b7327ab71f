import type { WineCard as WineCardData } from '../../contracts/wine.ts';
import { WineCard } from './WineCard.tsx';
import * as styles from './WineGrid.css.ts';

/** A grid of wine cards; the first few load their images eagerly (they are above the fold). */
export function WineGrid({ wines, label }: { wines: readonly WineCardData[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {wines.map((wine, index) => (
        <li key={wine.id} className={styles.item}>
          <WineCard wine={wine} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
