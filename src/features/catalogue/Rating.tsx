import { visuallyHidden } from '../../core/styles/a11y.css.ts';
import * as styles from './Rating.css.ts';

const ONE_DECIMAL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** spec §3 NOTA (0 to 5) as stars, read out as a sentence. Nothing when unrated. */
export function Rating({ value }: { value: number | null }) {
  if (value === null) return null;
  const filled = Math.round(Math.max(0, Math.min(5, value)));
  return (
    <p className={styles.rating}>
      <span aria-hidden="true" className={styles.stars}>
        {'★'.repeat(filled)}
        <span className={styles.empty}>{'★'.repeat(5 - filled)}</span>
      </span>{' '}
      <span>
        <span className={visuallyHidden}>Nota </span>
        {ONE_DECIMAL.format(value)}
        <span className={visuallyHidden}> de 5</span>
      </span>
    </p>
  );
}
