/**
 * Three-letter day names by weekday (Sunday first), English or Portuguese: the names a popup's
 * `daily` list may use (DECISIONS "Popups"). Plain constants, no schema: the popup's rules ship to
 * the browser (src/core/rules/popup-eligibility.ts) and the back office validates with them.
 */
export const POPUP_DAY_NAMES = [
  ['sun', 'dom'],
  ['mon', 'seg'],
  ['tue', 'ter'],
  ['wed', 'qua'],
  ['thu', 'qui'],
  ['fri', 'sex'],
  ['sat', 'sab'],
] as const;

/** A day name as the shop compares it: trimmed, no accents, lower case ("Sáb" is "sab"). */
export const dayKey = (name: string) =>
  name
    .trim()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
