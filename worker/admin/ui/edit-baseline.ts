/**
 * Two tabs (or two people) editing one record: each save applies what its own page changed, never
 * the whole page as it was when opened, so a save does not undo another's (an owner's edit is never
 * lost). Every edit form carries the record's values as its page showed them (FormFrame's hidden
 * field); a save compares three versions, field by field: what the page showed, what the owner
 * typed, and what is stored now.
 */

/** The hidden field with the record's values as the page showed them (JSON). */
export const BASELINE_FIELD = 'carregado';

export const EDIT_CONFLICT_MESSAGE =
  'Enquanto você editava, este registro foi salvo em outra aba ou por outra pessoa. Os campos indicados mudaram nos dois lados: confira e salve de novo.';

/** A form's values: text, a checkbox, a group of boxes, or a table's rows (the shipping ranges). */
type FormValues = object;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only compared, never saved: a value of the wrong kind is read as not shown. */
const sameKind = (value: unknown, like: unknown) => Array.isArray(value) === Array.isArray(like) && typeof value === typeof like;

/**
 * What the page showed, read in the shape of `current`. A form without it (a page opened before
 * this field existed) or with a field of the wrong kind edits from what is stored now for that
 * field: the behaviour before, the typed value wins.
 */
function readBaseline<Values extends FormValues>(form: URLSearchParams, current: Values): Values {
  let posted: unknown;
  try {
    posted = JSON.parse(form.get(BASELINE_FIELD) ?? '');
  } catch {
    return current;
  }
  if (typeof posted !== 'object' || posted === null || Array.isArray(posted)) return current;
  const shown = posted as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(current).map(([name, value]) => [name, Object.hasOwn(shown, name) && sameKind(shown[name], value) ? shown[name] : value]),
  ) as Values;
}

/** A stored value as the owner would read it in the form. */
function shownAs(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'marcado' : 'desmarcado';
  if (typeof value === 'string') return value === '' ? 'vazio' : `"${value}"`;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.length > 0 ? value.join(', ') : 'nenhum';
  return 'outros valores';
}

export type MergedEdit<Values> = { ok: true; values: Values } | { ok: false; values: Values; message: string; errors: Record<string, string> };

/**
 * The values to save: each field this page changed as typed, every other field as stored now. A
 * field changed both here and elsewhere since the page was shown (to different values) is a
 * conflict: nothing is saved, and the page comes back with the owner's values, the stored one said
 * beside each such field, and the stored record as its new starting point, so saving again keeps
 * the owner's values knowingly.
 */
export function mergeEdit<Values extends FormValues>(form: URLSearchParams, typed: Values, current: Values): MergedEdit<Values> {
  const shown = readBaseline(form, current);
  const values = { ...typed };
  const errors: Record<string, string> = {};
  // the form's own fields: a record may hold more than its form edits (a partner's wines)
  for (const name of Object.keys(typed) as (keyof Values & string)[]) {
    if (!Object.hasOwn(current, name)) continue;
    if (same(typed[name], shown[name])) {
      values[name] = current[name];
      continue;
    }
    if (!same(current[name], shown[name]) && !same(current[name], typed[name])) {
      errors[name] = `Salvo enquanto você editava: ${shownAs(current[name])}. Salve de novo para ficar com o valor acima.`;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, values, message: EDIT_CONFLICT_MESSAGE, errors };
  return { ok: true, values };
}

/** The hidden field's value for a page showing `values`. */
export const baselineValue = (values: object): string => JSON.stringify(values);

/** A form that creates or edits: a new record's values as typed, a stored record's merged (mergeEdit). */
export function editedValues<Values extends FormValues>(form: URLSearchParams, typed: Values, stored: Values | undefined): MergedEdit<Values> {
  return stored === undefined ? { ok: true, values: typed } : mergeEdit(form, typed, stored);
}
