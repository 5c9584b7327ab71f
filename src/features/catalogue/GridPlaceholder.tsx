import * as styles from './GridPlaceholder.css.ts';
import { grid } from './WineGrid.css.ts';

/** Skeleton cards while a list streams in (the real grid's layout, so nothing moves when the wines arrive). */
export function GridPlaceholder({ count = 8 }: { count?: number }) {
  return (
    <ul className={grid} aria-hidden="true" data-stream-fallback="">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <li key={index} className={styles.card} />
      ))}
    </ul>
  );
}
