import type { FinderQuestion } from '../../contracts/finder.ts';
import { answerLabels, backStep, editQuestion, restart, type FinderData } from './finder.ts';
import { finderHref, type FinderState } from './finder-state.ts';
import { FINDER_MESSAGES } from '../../core/messages/pt-BR.ts';
import * as styles from './AnswerSummary.css.ts';

/** The Iniciante's answers above the results, each with a link back to its question; back and restart. */
export function AnswerSummary({ state, data, questions }: { state: FinderState; data: FinderData; questions: readonly FinderQuestion[] }) {
  const answers = answerLabels(data, questions);
  return (
    <section className={styles.box} aria-labelledby="respostas-titulo">
      <h2 id="respostas-titulo" className={styles.heading}>
        {FINDER_MESSAGES.yourAnswers}
      </h2>
      {answers.length === 0 ? (
        <p className={styles.none}>{FINDER_MESSAGES.noAnswers}</p>
      ) : (
        <ul className={styles.list}>
          {answers.map(({ question, label }) => (
            <li key={question} className={styles.item}>
              <span>
                <span className={styles.question}>{FINDER_MESSAGES.shortLabels[question]}:</span> {label}
              </span>
              <a
                className={styles.change}
                href={finderHref(editQuestion(state, questions, question))}
                aria-label={FINDER_MESSAGES.change(FINDER_MESSAGES.shortLabels[question])}
              >
                {FINDER_MESSAGES.changeShort}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.links}>
        <a href={finderHref(backStep(state))}>{FINDER_MESSAGES.back}</a>
        <a href={finderHref(restart(state.mode))}>{FINDER_MESSAGES.restart}</a>
      </p>
    </section>
  );
}
