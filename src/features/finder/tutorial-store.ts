import { proxy } from 'valtio/vanilla';

/** spec §3 "Stores": tutorial (on, step); spec §4: the step increments by one and resets to 1. */
export interface TutorialState {
  on: boolean;
  step: number;
}

export function createTutorialStore(): TutorialState {
  return proxy<TutorialState>({ on: false, step: 1 });
}

export function nextTutorialStep(tutorial: TutorialState): void {
  tutorial.step += 1;
}

export function resetTutorial(tutorial: TutorialState): void {
  tutorial.step = 1;
}
