import { useSnapshot } from 'valtio';
import { button } from '../components/Button.css.ts';
import { ModalDialog } from '../components/ModalDialog.tsx';
import { STORAGE_KEYS } from '../constants.ts';
import { CHROME_MESSAGES } from '../messages/pt-BR-chrome.ts';
import { useStores } from '../stores/StoresContext.tsx';
import * as styles from './AgeGate.css.ts';

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
