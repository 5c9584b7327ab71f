import { useCallback, useEffect, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useHydrated } from '../../core/ui/use-hydrated.ts';
import { FINDER } from '../../core/constants.ts';
import { isResultsStep, orderedQuestions, questionOfStep, type FinderData } from './finder.ts';
import { modeValue, type FinderState } from './finder-state.ts';
import { FINDER_MESSAGES } from '../../core/messages/pt-BR.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { AnswerSummary } from './AnswerSummary.tsx';
import { FinderFilters } from './FinderFilters.tsx';
import { FinderResults } from './FinderResults.tsx';
import { ModeSwitch } from './ModeSwitch.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import { useFinderNavigation } from './use-finder-navigation.ts';
import { useFinderTutorial } from './use-finder-tutorial.ts';
import TutorialOverlay from './TutorialOverlay.island.tsx';
import * as styles from './SommelierFinder.css.ts';

export interface SommelierFinderProps {
  state: FinderState;
  data: FinderData;
}

const TUTORIAL_STEPS = FINDER_MESSAGES.tutorial.map((step) => ({ ...step }));

/** Remembers the mode in this browser (a cookie the server reads too) and in the auth store (spec §3 appModel). */
function rememberMode(state: FinderState): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${FINDER.modeCookie.name}=${modeValue(state.mode)}; path=/; max-age=${FINDER.modeCookie.maxAge}; samesite=lax${secure}`;
}

/**
 * The virtual sommelier on /sommelier. The server renders it from the URL alone (forms
 * and links work without JavaScript); live, it moves between steps and filters without page
 * loads, keeping the URL, counts and focus in step (./finder/use-finder-navigation.ts). The
 * Iniciante gets one question at a time; the Conhecedor, every filter and the results at once.
 */
export default function SommelierFinder(props: SommelierFinderProps) {
  const stores = useStores();
  const { questionOrder } = useSnapshot(stores.auth);
  const questions = orderedQuestions(questionOrder);
  const hydrated = useHydrated();
  const onMode = useCallback(
    (state: FinderState) => {
      if (stores.auth.appModel !== state.mode) rememberMode(state);
      stores.auth.appModel = state.mode;
    },
    [stores],
  );
  const { view, busy, onClick, submit } = useFinderNavigation(props, onMode);
  const { state, data } = view;
  const openTutorial = useFinderTutorial(state.mode);

  useEffect(() => {
    stores.auth.appModel = props.state.mode;
  }, [stores, props.state.mode]);

  const onSubmit = (event: FormEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    submit(event.target);
  };

  const question = questionOfStep(state, questions);
  return (
    // Links and forms inside are handled here once, by delegation (their URLs are the truth);
    // links and buttons keep their own keyboard behaviour, so the wrapper needs none.
    <div className={styles.root} onClick={onClick} onSubmit={onSubmit}>
      <div className={styles.top}>
        <ModeSwitch state={state} />
        {hydrated ? (
          <button type="button" className={styles.help} onClick={openTutorial}>
            {FINDER_MESSAGES.howItWorks}
          </button>
        ) : null}
      </div>
      {data.ignored.length > 0 ? <p className={styles.notice}>{FINDER_MESSAGES.ignored}</p> : null}
      {data.source === 'wines' ? <p className={styles.notice}>{FINDER_MESSAGES.countsUnavailable}</p> : null}
      {data.source === 'search' ? <p className={styles.notice}>{FINDER_MESSAGES.searchResults}</p> : null}
      {state.mode === 'Conhecedor' ? (
        <>
          <FinderFilters state={state} data={data} questions={questions} busy={busy} onChange={submit} />
          <FinderResults state={state} data={data} busy={busy} live={false} />
        </>
      ) : question && !isResultsStep(state) ? (
        <QuestionStep key={`${state.step}:${JSON.stringify(data.answers)}`} state={state} data={data} questions={questions} question={question} busy={busy} />
      ) : (
        <>
          <AnswerSummary state={state} data={data} questions={questions} />
          <FinderResults state={state} data={data} busy={busy} live />
        </>
      )}
      {/* Part of this island (not an island of its own): it hydrates closed, then opens. */}
      <TutorialOverlay steps={TUTORIAL_STEPS} />
    </div>
  );
}
