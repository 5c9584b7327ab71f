import { useState } from 'react';
import type { FieldErrors } from './registration-form.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { focusFirstError } from './form-focus.ts';

/** Fields whose value is text (the rest are checkboxes). */
type TextField<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/**
 * The state both registration forms keep (/register and /register/partial): the values, an
 * error per field, the alert above the form and the busy flag. `set` clears a field's error as it
 * changes; `show` puts errors on their fields, sums them up in the alert and focuses the first, in
 * the form's `order`; `text` binds a text field to FormField.
 */
export function useRegistrationForm<Values extends { [K in keyof Values]: string | boolean }>(initial: Values, order: readonly (keyof Values & string)[]) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const show = (found: FieldErrors<Field>, general: string | null) => {
    setErrors(found);
    const count = Object.values(found).filter(Boolean).length;
    setAlert(general ?? (count > 0 ? MESSAGES.formHasErrors(count) : null));
    focusFirstError(order, found);
  };

  const text = (field: TextField<Values>) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as Values[typeof field]),
  });

  return { values, setValues, errors, alert, setAlert, busy, setBusy, set, show, text };
}
