import * as styles from './GridPlaceholder.css.ts';

/** Skeleton cards while a list streams in (same footprint as the real grid). */
export function GridPlaceholder({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-stream-fallback="">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.card} />
      ))}
    </ul>
  );
}
