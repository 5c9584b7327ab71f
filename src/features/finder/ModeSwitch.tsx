import { switchMode } from './finder.ts';
import { APP_MODELS, finderHref, type FinderState } from './finder-state.ts';
import { FINDER_MESSAGES } from '../../core/messages/pt-BR.ts';
import * as styles from './ModeSwitch.css.ts';

/**
 * spec §3 auth `appModel`: Iniciante or Conhecedor, as two links (the mode lives in the URL and
 * works without JavaScript); the answers so far go along.
 */
export function ModeSwitch({ state }: { state: FinderState }) {
  return (
    <nav className={styles.nav} aria-labelledby="sommelier-modo">
      <p id="sommelier-modo" className={styles.title}>
        {FINDER_MESSAGES.modeLabel}
      </p>
      <ul className={styles.list}>
        {APP_MODELS.map((mode) => (
          <li key={mode}>
            <a className={styles.link} href={finderHref(switchMode(state, mode))} aria-current={mode === state.mode ? 'true' : undefined}>
              <strong>{FINDER_MESSAGES.modes[mode]}</strong>
              <span className={styles.hint}>{FINDER_MESSAGES.modeHints[mode]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
