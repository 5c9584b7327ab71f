import { FINDER_MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import { WineGlassIcon } from '../../core/ui/icons.tsx';
import * as styles from './FinderLink.css.ts';

/**
 * "Sommelier virtual" in the header bar (DECISIONS "The sommelier finder": a link of its own, not a fifth
 * button of the four-button header filter). A plain link: no script on any page for it. On
 * narrow screens only the glass shows; the link keeps its name.
 */
export function HeaderFinderLink() {
  return (
    <a className={styles.headerLink} href={ROUTES.sommelier}>
      <WineGlassIcon />
      <span className={styles.headerText}>{FINDER_MESSAGES.link}</span>
    </a>
  );
}

/** The home page's (/momentos) short call to action for the finder. */
export function FinderCallToAction() {
  return (
    <>
      {FINDER_MESSAGES.callToAction}{' '}
      <a className={styles.ctaLink} href={ROUTES.sommelier}>
        {FINDER_MESSAGES.link}
      </a>
    </>
  );
}
