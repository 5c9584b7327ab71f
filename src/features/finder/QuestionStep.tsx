import { useState } from 'react';
import { button } from '../../core/ui/Button.css.ts';
import type { FinderQuestion } from '../../contracts/finder.ts';
import { backStep, facetOf, liveCount, restart, showResults, skipStep, visibleOptions, type FinderData } from './finder.ts';
import { finderHref, modeValue, paramOf, type FinderState } from './finder-state.ts';
import { FINDER } from '../../core/constants.ts';
import { FINDER_MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import * as styles from './QuestionStep.css.ts';

export interface QuestionStepProps {
  state: FinderState;
  data: FinderData;
  questions: readonly FinderQuestion[];
  question: FinderQuestion;
  /** The next step is being read. */
  busy: boolean;
}

/** The question's heading, where the focus goes when a question is shown (use-finder-navigation.ts) or the tutorial closes. */
export const QUESTION_HEADING_ID = 'pergunta-titulo';

/**
 * One Iniciante step: the question in plain words with a short explanation, its
 * options with how many wines each leaves (dead ends hidden), the live count, and "Próxima"
 * (a GET form: without JavaScript the next page comes from the server), skip, back, restart.
 */
export function QuestionStep({ state, data, questions, question, busy }: QuestionStepProps) {
  const chosen = data.answers[question];
  const [selected, setSelected] = useState(chosen);
  const options = visibleOptions(facetOf(data, question), chosen);
  const last = state.step === questions.length;
  const others = questions.filter((other) => other !== question && data.answers[other] !== undefined);
  const live = liveCount(data, question, selected);
  return (
    <form method="get" action={ROUTES.sommelier} className={styles.form} aria-busy={busy}>
      <input type="hidden" name={FINDER.params.mode} value={modeValue(state.mode)} />
      <input type="hidden" name={FINDER.params.step} value={state.step + 1} />
      {others.map((other) => (
        <input key={other} type="hidden" name={paramOf(other)} value={data.answers[other]} />
      ))}
      <fieldset className={styles.fieldset} aria-describedby="pergunta-explicacao">
        <legend className={styles.legend}>
          <span className={styles.stepOf}>{FINDER_MESSAGES.stepOf(state.step, questions.length)}</span>
          <h2 id={QUESTION_HEADING_ID} className={styles.question} tabIndex={-1}>
            {FINDER_MESSAGES.questions[question]}
          </h2>
        </legend>
        <p id="pergunta-explicacao" className={styles.explanation}>
          {FINDER_MESSAGES.explanations[question]}
        </p>
        {options.length === 0 ? (
          <p className={styles.none}>{FINDER_MESSAGES.noOptions}</p>
        ) : (
          <ul className={styles.options}>
            {options.map((option) => (
              <li key={option.value}>
                <label className={styles.option}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={paramOf(question)}
                    value={option.value}
                    checked={selected === option.value}
                    onChange={() => setSelected(option.value)}
                  />
                  <span className={styles.optionText}>
                    <span className={styles.optionLabel}>{option.label}</span>
                    {option.count === null ? null : <span className={styles.optionCount}>{FINDER_MESSAGES.optionCount(option.count)}</span>}
                    {option.description ? <span className={styles.optionDescription}>{option.description}</span> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <p className={styles.live} role="status">
        {busy ? FINDER_MESSAGES.updating : FINDER_MESSAGES.matching(live)}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={button.primary}>
          {last ? FINDER_MESSAGES.finish : FINDER_MESSAGES.next}
        </button>
        <a className={button.secondary} href={finderHref(skipStep(state, questions))}>
          {FINDER_MESSAGES.skip}
        </a>
      </div>
      <p className={styles.links}>
        {state.step > 1 ? <a href={finderHref(backStep(state))}>{FINDER_MESSAGES.back}</a> : null}
        {last ? null : <a href={finderHref(showResults(state))}>{FINDER_MESSAGES.seeNow}</a>}
        <a href={finderHref(restart(state.mode))}>{FINDER_MESSAGES.restart}</a>
      </p>
    </form>
  );
}
