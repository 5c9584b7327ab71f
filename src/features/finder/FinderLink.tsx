import { FINDER_MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import * as styles from './FinderLink.css.ts';

function WineGlassIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 2h8l-.5 6a3.5 3.5 0 0 1-7 0L8 2z" />
      <path d="M12 11.5V20" />
      <path d="M8 21h8" />
    </svg>
  );
}

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
