import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useSnapshot } from 'valtio';
import { button } from '../../core/ui/Button.css.ts';
import { STORAGE_KEYS } from '../../core/constants.ts';
import { CHROME_MESSAGES } from '../../core/messages/pt-BR-chrome.ts';
import { ROUTES } from '../../core/routes.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './PrivacyNotice.css.ts';

/** Only until the privacy notice is read (client/island-demand.ts). */
export const hydrate: HydrateStrategy = 'demand';

/**
 * LGPD notice: which cookies and local data the shop keeps and why (all needed for it to work),
 * linking to the privacy policy. Shown after the adults-only notice is read; remembered once dismissed.
 */
export default function PrivacyNotice() {
  const { access } = useStores();
  const { ageNotice, privacyNoticeRead } = useSnapshot(access);

  if (privacyNoticeRead || ageNotice !== 'read') return null;

  const dismiss = () => {
    window.localStorage.setItem(STORAGE_KEYS.privacyNoticeDismissed, 'true');
    access.privacyNoticeRead = true;
  };

  return (
    <section className={styles.notice} aria-label={CHROME_MESSAGES.privacyNoticeLabel}>
      <p className={styles.text}>
        {CHROME_MESSAGES.privacyNoticeText} <a href={ROUTES.policies.privacy}>{CHROME_MESSAGES.privacyNoticeLink}</a>
      </p>
      <button type="button" className={button.primary} onClick={dismiss}>
        {CHROME_MESSAGES.privacyNoticeDismiss}
      </button>
    </section>
  );
}
