/** A choice's options (SelectField) from the stored values and the owner's words for them, in that order. */
export const choicesOf = (names: Record<string, string>): ReadonlyArray<{ value: string; label: string }> =>
  Object.entries(names).map(([value, label]) => ({ value, label }));
