import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useSnapshot } from 'valtio';
import { button } from '../../core/ui/Button.css.ts';
import { ModalDialog } from '../../core/ui/ModalDialog.tsx';
import { STORAGE_KEYS } from '../../core/constants.ts';
import { CHROME_MESSAGES } from '../../core/messages/pt-BR-chrome.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './AgeGate.css.ts';

/** Only while the 18+ question is unanswered or refused (client/island-demand.ts). */
export const hydrate: HydrateStrategy = 'demand';

/**
 * The 18+ confirmation over the server-rendered page. It opens only in the browser, after
 * hydration: the server page stays whole for crawlers, and as a modal it shifts nothing.
 * "Sim" is remembered (`allowAccess`); "Não" leaves a polite refusal with no way on to the cart.
 */
export default function AgeGate() {
  const { access } = useStores();
  const { age } = useSnapshot(access);

  const confirm = () => {
    window.localStorage.setItem(STORAGE_KEYS.allowAccess, 'true');
    access.age = 'confirmed';
  };

  return (
    <ModalDialog open={age === 'asking' || age === 'refused'} labelledBy="idade-titulo" describedBy="idade-texto" width="narrow">
      {age === 'refused' ? (
        <div className={styles.body}>
          <h2 id="idade-titulo" className={styles.title}>
            {CHROME_MESSAGES.ageGateRefusedTitle}
          </h2>
          <p id="idade-texto">{CHROME_MESSAGES.ageGateRefusedText}</p>
        </div>
      ) : (
        <div className={styles.body}>
          <h2 id="idade-titulo" className={styles.title}>
            {CHROME_MESSAGES.ageGateQuestion}
          </h2>
          <p id="idade-texto">{CHROME_MESSAGES.ageGateExplanation}</p>
          <div className={styles.actions}>
            <button type="button" className={button.primary} onClick={confirm} autoFocus>
              {CHROME_MESSAGES.yes}
            </button>
            <button type="button" className={button.secondary} onClick={() => (access.age = 'refused')}>
              {CHROME_MESSAGES.no}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
