import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useSnapshot } from 'valtio';
import { button } from '../../core/ui/Button.css.ts';
import { ModalDialog } from '../../core/ui/ModalDialog.tsx';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { nextTutorialStep, resetTutorial, type TutorialState } from './tutorial-store.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './TutorialOverlay.css.ts';

import type { TutorialOverlayProps } from '../../contracts/island-props.ts';

/** Spec §2/§4 tutorial overlay: its caller passes the steps and sets stores.tutorial.on. */
export const hydrate: HydrateStrategy = 'idle';

export type { TutorialOverlayProps };

/** Ends the tutorial: closed, and back to step 1 for the next time (spec §4 "reset to 1"). */
export function closeTutorial(tutorial: TutorialState): void {
  tutorial.on = false;
  resetTutorial(tutorial);
}

/**
 * spec §2/§4 "Tutorial overlay": walks through the caller's steps, from step 1, one "Próximo" at a
 * time ("Concluir" on the last); "Pular" or Esc ends it. Opened by setting `stores.tutorial.on`
 * (the sommelier finder gives the steps). On the shared native dialog: focus moves in,
 * stays in, and returns where it was.
 */
export default function TutorialOverlay({ steps }: TutorialOverlayProps) {
  const { tutorial } = useStores();
  const { on, step } = useSnapshot(tutorial);
  const index = Math.min(Math.max(step, 1), steps.length) - 1;
  const current = steps[index];
  const last = index === steps.length - 1;

  return (
    <ModalDialog open={on && current !== undefined} labelledBy="tutorial-titulo" describedBy="tutorial-texto" onCancel={() => closeTutorial(tutorial)}>
      {current ? (
        <>
          <p className={styles.step}>{MESSAGES.tutorialStep(index + 1, steps.length)}</p>
          <h2 id="tutorial-titulo" className={styles.title}>
            {current.title}
          </h2>
          <p id="tutorial-texto">{current.text}</p>
          <div className={styles.actions}>
            {last ? null : (
              <button type="button" className={button.secondary} onClick={() => closeTutorial(tutorial)}>
                {MESSAGES.tutorialSkip}
              </button>
            )}
            <button type="button" className={button.primary} autoFocus onClick={() => (last ? closeTutorial(tutorial) : nextTutorialStep(tutorial))}>
              {last ? MESSAGES.tutorialFinish : MESSAGES.tutorialNext}
            </button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
