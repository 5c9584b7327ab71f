/**
 * "Contains", case aside (ASCII letters), for the back office's searches: `instr`, not `LIKE`,
 * whose pattern D1 limits to 50 bytes (a longer search, a whole e-mail address, answered "LIKE or
 * GLOB pattern too complex"). The text is bound lower-cased and as typed: nothing to escape.
 */
export function containsText(column: string): string {
  return `instr(lower(${column}), ?) > 0`;
}

/** The value `containsText`'s placeholder takes. */
export function containedText(text: string): string {
  return text.toLowerCase();
}
