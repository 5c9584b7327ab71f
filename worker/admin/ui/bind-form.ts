import type { FormPageState } from './FormFrame.tsx';

/** The names of a form's fields that hold a value of type `T`. */
type FieldsOf<Values, T> = { [Name in keyof Values]: Values[Name] extends T ? Name : never }[keyof Values] & string;

/**
 * Ties a form's fields to what the owner typed, the refusal's messages and the labels, so a page
 * writes `<TextField {...text('code')} hint="…" />` and only says what is particular to the field.
 */
export function bindFields<Values>(values: Values, errors: Record<string, string>, labels: Record<string, string>) {
  const common = (name: keyof Values & string) => ({ label: labels[name] ?? name, name, error: errors[name] });
  return {
    /** A text field (TextField, TextAreaField, SelectField): its typed text. */
    text: (name: FieldsOf<Values, string>) => ({ ...common(name), value: values[name] as string }),
    /** A checkbox (CheckboxField): whether it is ticked. */
    tick: (name: FieldsOf<Values, boolean>) => ({ ...common(name), checked: values[name] as boolean }),
  };
}

/**
 * A form page's state and labels, bound once: its fields (`text`, `tick`), its refusal's messages
 * (`errors`), and what FormFrame needs to say the outcome (`<FormFrame form={form} …>`).
 */
export function bindForm<Values>(state: FormPageState & { values: Values }, labels: Record<string, string>) {
  const errors = state.errors ?? {};
  return { state, labels, errors, ...bindFields(state.values, errors, labels) };
}
