/**
 * spec §5: "Empty or null fields are removed from the customer payload before sending." A string
 * of spaces is empty too; values are kept as given (a password is never trimmed); `false` stays
 * (an explicit answer).
 */
export type WithoutEmpty<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

export function withoutEmptyFields<T extends Record<string, unknown>>(payload: T): WithoutEmpty<T> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    kept[key] = value;
  }
  return kept as WithoutEmpty<T>;
}
