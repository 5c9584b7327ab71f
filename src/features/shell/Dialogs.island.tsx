import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useSnapshot } from 'valtio';
import { button } from '../../core/ui/Button.css.ts';
import { ModalDialog } from '../../core/ui/ModalDialog.tsx';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './Dialogs.css.ts';

/** With the first dialog asked for (client/island-demand.ts). */
export const hydrate: HydrateStrategy = 'demand';

/**
 * spec §2 "Other UI": the confirm dialog (persistent, max width 32rem) and the feedback modal
 * (max width 600 px; "Ok" closes it and goes to /login). One island for both: they share the
 * modal and are opened from any island through the dialog store.
 */
export default function Dialogs() {
  const { dialogs } = useStores();
  const { confirm, feedback } = useSnapshot(dialogs);

  return (
    <>
      <ModalDialog
        open={confirm !== null}
        labelledBy="confirmacao-titulo"
        describedBy="confirmacao-texto"
        onCancel={confirm?.showNo ? () => confirm.answer(false) : undefined}
      >
        {confirm ? (
          <>
            <h2 id="confirmacao-titulo" className={styles.title}>
              {confirm.title}
            </h2>
            <p id="confirmacao-texto">{confirm.text}</p>
            {confirm.extraText ? <p className={styles.extra}>{confirm.extraText}</p> : null}
            <div className={styles.actions}>
              {confirm.showNo ? (
                <button type="button" className={button.secondary} onClick={() => confirm.answer(false)}>
                  {MESSAGES.no}
                </button>
              ) : null}
              <button type="button" className={button.primary} onClick={() => confirm.answer(true)} autoFocus>
                {confirm.confirmLabel}
              </button>
            </div>
          </>
        ) : null}
      </ModalDialog>
      <ModalDialog open={feedback !== null} labelledBy="aviso-titulo" describedBy="aviso-texto" width="modal">
        {feedback ? (
          <>
            <h2 id="aviso-titulo" className={styles.title}>
              {feedback.title}
            </h2>
            <p id="aviso-texto">{feedback.text}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className={button.primary}
                autoFocus
                onClick={() => {
                  dialogs.feedback = null;
                  window.location.assign(ROUTES.login);
                }}
              >
                {MESSAGES.ok}
              </button>
            </div>
          </>
        ) : null}
      </ModalDialog>
    </>
  );
}
