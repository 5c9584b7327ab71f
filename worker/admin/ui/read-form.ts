/** What a ticked checkbox sends (CheckboxField, the popup's days, the shipping table); an unticked one sends nothing at all. */
export const TICKED = 'sim';

/** A form's values as the owner typed them: text, a checkbox ticked or not, or the boxes of a group ticked. */
type FormValuesShape<Values> = { [Name in keyof Values]: string | boolean | string[] };

/**
 * A posted form read into the shape of `blank` (the form's values with nothing typed; only the kind
 * of each field is read from it): a text as typed ('' when missing, so a refused value is shown back
 * as typed), a checkbox as ticked or not, a group of checkboxes as the values ticked.
 */
export function readFormAs<Values extends FormValuesShape<Values>>(form: URLSearchParams, blank: Values): Values {
  const read = (name: string, kind: unknown) => {
    if (typeof kind === 'boolean') return form.get(name) === TICKED;
    return Array.isArray(kind) ? form.getAll(name) : (form.get(name) ?? '');
  };
  return Object.fromEntries(Object.entries(blank).map(([name, kind]) => [name, read(name, kind)])) as Values;
}
