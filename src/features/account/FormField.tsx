import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './FormField.css.ts';

/**
 * A labelled input of the account forms, with its hint and its field-level error tied by
 * aria-describedby (and aria-invalid while it has one), so a screen reader reads the message
 * with the field. The error text is rendered only when there is one.
 */
export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** Ids of a field and its messages, from its name: one form of each kind per page. */
export function fieldIds(name: string) {
  return { input: `campo-${name}`, hint: `campo-${name}-dica`, error: `campo-${name}-erro` };
}

export function FormField({ name, label, hint, error, inputRef, ...input }: FormFieldProps) {
  const ids = fieldIds(name);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.input}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={ids.input}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.error} error={error} />
    </div>
  );
}

/** A field's error under it, when it has one (its id is the field's aria-describedby). */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** A checkbox with its label beside it (and its error below, tied the same way). */
export function CheckField({
  name,
  checked,
  onChange,
  error,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const ids = fieldIds(name);
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          type="checkbox"
          id={ids.input}
          name={name}
          className={styles.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        />
        <label htmlFor={ids.input}>{children}</label>
      </div>
      <FieldError id={ids.error} error={error} />
    </div>
  );
}

/** The form's message area: always in the page, so each new message is announced (role alert). */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p role="alert" className={styles.alert}>
      {message ?? ''}
    </p>
  );
}
