import { spinner } from '../../../core/ui/Spinner.css.ts';
import type { InputHTMLAttributes } from 'react';
import { button } from '../../../core/ui/Button.css.ts';
import * as styles from './DrawerForm.css.ts';

interface DrawerFormProps {
  /** The input's id; its error is `{id}-erro`. */
  id: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Why the last try was refused, tied to the input and announced; null when nothing is wrong. */
  error: string | null;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;
  onSubmit(): void;
  className?: string;
}

/**
 * The drawer's one-field forms (the CEP of the shipping calculator, the coupon): a label, the
 * input and its button in a row (Enter sends too), and the refusal under them in a live region.
 */
export function DrawerForm({ id, label, submitLabel, busy, error, input, onSubmit, className }: DrawerFormProps) {
  const errorId = `${id}-erro`;
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <input {...input} id={id} className={styles.input} aria-invalid={error !== null} aria-describedby={error !== null ? errorId : undefined} />
        </div>
        <button type="submit" className={button.secondary} aria-disabled={busy || undefined}>
          {busy ? <span className={spinner.small} aria-hidden="true" /> : null}
          {submitLabel}
        </button>
      </div>
      <div aria-live="polite">
        {error !== null ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
