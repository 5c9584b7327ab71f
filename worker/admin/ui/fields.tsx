import type { InputHTMLAttributes } from 'react';
import { TICKED } from './read-form.ts';

/**
 * Form fields of the back office: a visible label, the field's pt-BR error beside it (tied with
 * aria-describedby and aria-invalid, so a screen reader reads it with the field), an optional hint.
 */
interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'defaultValue'> {
  label: string;
  name: string;
  value?: string | number | undefined;
  error?: string | undefined;
  hint?: string;
}

/** The ids a field's hint and error carry, for its aria-describedby. */
function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-dica` : '', error ? `${id}-erro` : ''].filter(Boolean).join(' ') || undefined;
}

/** The hint and the error under a field. */
function FieldMessages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <span className="hint" id={`${id}-dica`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="error" id={`${id}-erro`}>
          {error}
        </span>
      ) : null}
    </>
  );
}

export function TextField({ label, name, value, error, hint, type = 'text', ...input }: TextFieldProps) {
  const id = `campo-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A longer text (a description, a list one item per line), with the same label, hint and error wiring. */
export function TextAreaField({
  label,
  name,
  value,
  error,
  hint,
  rows = 4,
}: {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  rows?: number;
}) {
  const id = `campo-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} rows={rows} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A choice among a few options. */
export function SelectField({
  label,
  name,
  value,
  options,
  error,
}: {
  label: string;
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
}) {
  const id = `campo-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

export function CheckboxField({ label, name, checked, error }: { label: string; name: string; checked: boolean; error?: string | undefined }) {
  const id = `campo-${name}`;
  return (
    <div className="check">
      <input id={id} name={name} type="checkbox" value={TICKED} defaultChecked={checked} aria-describedby={describedBy(id, undefined, error)} />
      <label htmlFor={id}>{label}</label>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

/**
 * What came of the last submission: "Alterações salvas" (a status message), or the refusal with
 * each field's message linked to its field (an alert, read at once). The page a form's post
 * answers starts with the keyboard's focus on it (autofocus: the back office runs no script), so
 * the owner goes on from what happened, not from the top of the menu.
 */
export function FormNotice({
  saved,
  message,
  errors,
  labels,
}: {
  saved?: string | undefined;
  message?: string | undefined;
  errors?: Record<string, string>;
  labels?: Record<string, string>;
}) {
  const entries = Object.entries(errors ?? {});
  if (message || entries.length > 0) {
    return (
      <div className="notice bad" role="alert" tabIndex={-1} autoFocus>
        {message ?? 'Revise os campos indicados.'}
        {entries.length > 0 ? (
          <ul>
            {entries.map(([field, text]) => (
              <li key={field}>
                <a href={`#campo-${field}`}>{labels?.[field] ?? field}</a>: {text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  if (saved) {
    return (
      <p className="notice ok" role="status" tabIndex={-1} autoFocus>
        {saved}
      </p>
    );
  }
  return null;
}
