import { MESSAGES } from '../../core/messages/pt-BR.ts';
import * as styles from './SectionUnavailable.css.ts';

/** A page section whose data did not arrive: says so and offers to try again (the page still works). */
export function SectionUnavailable({ retryHref }: { retryHref: string }) {
  return (
    <div className={styles.box} role="status">
      <p className={styles.text}>{MESSAGES.sectionUnavailable}</p>
      <a href={retryHref}>{MESSAGES.tryAgain}</a>
    </div>
  );
}
