import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { subscribe } from 'valtio/vanilla';
import { FINDER } from '../../core/constants.ts';
import type { AppModel } from './finder-state.ts';
import { resetTutorial } from './tutorial-store.ts';
import { useStores } from '../../stores/StoresContext.tsx';

/**
 * spec §2/§4 tutorial overlay on the finder (docs/decisions.md
 * "Sommelier virtual: the tutorial shows once per browser"): a first-time Iniciante is walked through
 * the first steps (the overlay's steps, from 1) once the adults-only notice is read, so nothing
 * stacks on it. Finishing or skipping it is remembered in this browser; "Como funciona?" (the
 * returned function) opens it again from step 1.
 */
export function useFinderTutorial(mode: AppModel): () => void {
  const stores = useStores();
  const { ageNotice } = useSnapshot(stores.access);

  const open = useCallback(() => {
    resetTutorial(stores.tutorial);
    stores.tutorial.on = true;
  }, [stores]);

  // Whenever the overlay closes, the tutorial counts as seen.
  useEffect(
    () =>
      subscribe(stores.tutorial, () => {
        if (!stores.tutorial.on && stores.tutorial.step === 1) window.localStorage.setItem(FINDER.tutorialDoneKey, 'true');
      }),
    [stores],
  );

  useEffect(() => {
    if (mode !== 'Iniciante' || ageNotice !== 'read' || stores.tutorial.on) return;
    if (window.localStorage.getItem(FINDER.tutorialDoneKey) !== null) return;
    open();
  }, [mode, ageNotice, open, stores]);

  return open;
}
