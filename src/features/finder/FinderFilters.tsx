import { useEffect, useState } from 'react';
import { button } from '../../core/ui/Button.css.ts';
import type { FinderOption, FinderQuestion } from '../../contracts/finder.ts';
import { FINDER } from '../../core/constants.ts';
import { facetOf, restart, visibleOptions, type FinderData } from './finder.ts';
import { finderHref, modeValue, paramOf, type FinderState } from './finder-state.ts';
import { FINDER_MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import { visuallyHidden } from '../../core/styles/a11y.css.ts';
import * as styles from './FinderFilters.css.ts';

export interface FinderFiltersProps {
  state: FinderState;
  data: FinderData;
  questions: readonly FinderQuestion[];
  busy: boolean;
  /** With JavaScript: a filter changed, apply it at once (the form still works without). */
  onChange: (form: HTMLFormElement) => void;
}

interface FilterSelectProps {
  question: FinderQuestion;
  chosen: string | undefined;
  options: readonly FinderOption[];
  onChange: (form: HTMLFormElement) => void;
}

/**
 * One filter. The shopper's pick shows at once and stays while the call runs (a value held to the
 * last answer would snap back until the new one arrives); the same element stays, so does focus.
 */
function FilterSelect({ question, chosen, options, onChange }: FilterSelectProps) {
  const [value, setValue] = useState(chosen ?? '');
  useEffect(() => setValue(chosen ?? ''), [chosen]);
  return (
    <select
      className={styles.select}
      name={paramOf(question)}
      aria-labelledby={`filtro-${question}`}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        if (event.currentTarget.form) onChange(event.currentTarget.form);
      }}
    >
      <option value="">{FINDER_MESSAGES.any}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.count === null ? option.label : `${option.label} (${option.count.toLocaleString('pt-BR')})`}
        </option>
      ))}
    </select>
  );
}

/**
 * The Conhecedor's compact filters: the six questions at once, each a select whose
 * options say how many wines they leave (dead ends hidden), "Qualquer" to leave it open.
 */
export function FinderFilters({ state, data, questions, busy, onChange }: FinderFiltersProps) {
  return (
    <form method="get" action={ROUTES.sommelier} className={styles.form} aria-labelledby="filtros-titulo">
      <h2 id="filtros-titulo" className={visuallyHidden}>
        {FINDER_MESSAGES.filtersLegend}
      </h2>
      <input type="hidden" name={FINDER.params.mode} value={modeValue(state.mode)} />
      <div className={styles.grid}>
        {questions.map((question) => {
          const chosen = data.answers[question];
          return (
            <fieldset key={question} className={styles.filter}>
              <legend id={`filtro-${question}`} className={styles.legend}>
                {FINDER_MESSAGES.questions[question]}
              </legend>
              <FilterSelect question={question} chosen={chosen} options={visibleOptions(facetOf(data, question), chosen)} onChange={onChange} />
            </fieldset>
          );
        })}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={button.primary}>
          {FINDER_MESSAGES.apply}
        </button>
        <a className={button.secondary} href={finderHref(restart(state.mode))}>
          {FINDER_MESSAGES.clear}
        </a>
        <p className={styles.live} role="status">
          {busy ? FINDER_MESSAGES.updating : FINDER_MESSAGES.matching(data.total)}
        </p>
      </div>
    </form>
  );
}
