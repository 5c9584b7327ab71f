import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useSnapshot } from 'valtio';
import { button } from '../../core/ui/Button.css.ts';
import { ModalDialog } from '../../core/ui/ModalDialog.tsx';
import { MAIN_CONTENT_ID, STORAGE_KEYS } from '../../core/constants.ts';
import { CHROME_MESSAGES } from '../../core/messages/pt-BR-chrome.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { forgetUnreadAgeNotice } from './age-notice.ts';
import * as styles from './AgeNotice.css.ts';

/** Only while the notice is unread (client/island-demand.ts). */
export const hydrate: HydrateStrategy = 'demand';

/**
 * A first visit's notice that the shop sells alcohol to adults only (docs/age-verification.md):
 * browsing is free, so it asks nothing (a yes/no would be the self-declaration ECA Digital art. 9
 * forbids); the age is verified once, at the checkout. Its text is in every page, closed; the head
 * script shows it with the first paint where the browser has no `allowAccess` (age-notice.ts), and
 * the island makes it modal when it hydrates. Shown over the page, it shifts nothing. "Entendi" is
 * remembered (`allowAccess`).
 */
export default function AgeNotice() {
  const { access } = useStores();
  const { ageNotice } = useSnapshot(access);

  const understood = () => {
    window.localStorage.setItem(STORAGE_KEYS.allowAccess, 'true');
    forgetUnreadAgeNotice(document.documentElement);
    access.ageNotice = 'read';
  };

  return (
    <ModalDialog
      open={ageNotice === 'showing'}
      labelledBy="aviso-idade-titulo"
      describedBy="aviso-idade-texto"
      width="narrow"
      contentWhileClosed
      className={styles.shownBeforeScripts}
      // on a first visit the focus was nowhere before: the keyboard goes on from the page's content
      focusAfterClose={() => document.getElementById(MAIN_CONTENT_ID)}
    >
      <div className={styles.body}>
        <h2 id="aviso-idade-titulo" className={styles.title}>
          {CHROME_MESSAGES.ageNoticeTitle}
        </h2>
        <p id="aviso-idade-texto">{CHROME_MESSAGES.ageNoticeText}</p>
        <div className={styles.actions}>
          <button type="button" className={button.primary} onClick={understood} autoFocus>
            {CHROME_MESSAGES.ageNoticeDismiss}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
