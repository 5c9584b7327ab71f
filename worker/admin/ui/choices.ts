/** A choice field's stored values and the owner's words for them, by field: the history shows the words. */
export type ChoiceNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A choice's options (SelectField) from the stored values and the owner's words for them, in that order. */
export const choicesOf = (names: Record<string, string>): ReadonlyArray<{ value: string; label: string }> =>
  Object.entries(names).map(([value, label]) => ({ value, label }));
