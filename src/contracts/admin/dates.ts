/**
 * Times the owner types in the back office (a coupon's expiry, a popup's `expires_time`), read
 * strictly: a calendar date that exists (no 30 February, no 24:00), as ISO 8601. The shop reads
 * "today" and expiry in America/Sao_Paulo time (DECISIONS "Popups"), so a time without an offset
 * is São Paulo's wall clock, and a bare date ends at the last instant of that day there.
 */

/** São Paulo has been UTC−03:00 all year since 2019 (src/core/rules/sao-paulo-time.ts checks it). */
const SAO_PAULO_OFFSET = '-03:00';

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

interface Parts {
  date: string;
  /** HH:MM:SS(.fff), undefined for a bare date. */
  time: string | undefined;
  offset: string | undefined;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isOffset(offset: string): boolean {
  if (offset === 'Z') return true;
  const [hours = 99, minutes = 99] = offset.slice(1).split(':').map(Number);
  return hours <= 14 && minutes <= 59;
}

function parts(text: string): Parts | null {
  const match = ISO.exec(text);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds = '00', fraction = '', offset] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return null;
  if (hours !== undefined && (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59)) return null;
  if (offset !== undefined && !isOffset(offset)) return null;
  const time = hours === undefined ? undefined : `${hours}:${minutes}:${seconds}${fraction}`;
  return { date: `${year}-${month}-${day}`, time, offset };
}

/** A date-time with its offset (`2026-12-31T23:59:59-03:00`, `…Z`): the instant, or null. */
export function parseIsoInstant(text: string): Date | null {
  const found = parts(text);
  if (!found?.time || !found.offset) return null;
  return new Date(`${found.date}T${found.time}${found.offset}`);
}

/**
 * An expiry as the owner writes it: a date (`2026-12-31`, valid to the end of that day in São
 * Paulo), a São Paulo date-time (`2026-12-31T18:00`) or a date-time with its offset. The instant, or null.
 */
export function parseSaoPauloExpiry(text: string): Date | null {
  const found = parts(text);
  if (!found) return null;
  return new Date(`${found.date}T${found.time ?? '23:59:59.999'}${found.offset ?? SAO_PAULO_OFFSET}`);
}
