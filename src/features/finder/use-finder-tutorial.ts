import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { subscribe } from 'valtio/vanilla';
import { FINDER } from '../../core/constants.ts';
import type { AppModel } from './finder-state.ts';
import { QUESTION_HEADING_ID } from './QuestionStep.tsx';
import { resetTutorial } from './tutorial-store.ts';
import { useStores } from '../../stores/StoresContext.tsx';

/**
 * spec §2/§4 tutorial overlay on the finder (docs/decisions.md
 * "Sommelier virtual: the tutorial shows once per browser"): a first-time Iniciante is walked through
 * the first steps (the overlay's steps, from 1) once the adults-only notice is read, so nothing
 * stacks on it. Finishing or skipping it is remembered in this browser; "Como funciona?" (the
 * returned function) opens it again from step 1.
 */
/**
 * The dialog gives the focus back to where it was before it opened: on a first visit that was the
 * page itself (the adults-only notice had it before), so the keyboard would start over from the
 * top. The question the tutorial explained takes it then, without scrolling the page.
 */
function focusQuestionIfLost(): void {
  if (document.activeElement !== null && document.activeElement !== document.body) return;
  document.getElementById(QUESTION_HEADING_ID)?.focus({ preventScroll: true });
}

export function useFinderTutorial(mode: AppModel): () => void {
  const stores = useStores();
  const { ageNotice } = useSnapshot(stores.access);

  const open = useCallback(() => {
    resetTutorial(stores.tutorial);
    stores.tutorial.on = true;
  }, [stores]);

  // Whenever the overlay closes, the tutorial counts as seen, and the focus goes to the question.
  useEffect(() => {
    let wasOn = stores.tutorial.on;
    return subscribe(stores.tutorial, () => {
      const closed = wasOn && !stores.tutorial.on;
      wasOn = stores.tutorial.on;
      if (!stores.tutorial.on && stores.tutorial.step === 1) window.localStorage.setItem(FINDER.tutorialDoneKey, 'true');
      if (closed) requestAnimationFrame(focusQuestionIfLost);
    });
  }, [stores]);

  useEffect(() => {
    if (mode !== 'Iniciante' || ageNotice !== 'read' || stores.tutorial.on) return;
    if (window.localStorage.getItem(FINDER.tutorialDoneKey) !== null) return;
    open();
  }, [mode, ageNotice, open, stores]);

  return open;
}
