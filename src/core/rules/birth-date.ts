import { saoPauloDate } from './sao-paulo-time.ts';

/**
 * The registration's birth date (an `<input type="date">` value, YYYY-MM-DD). The shop sells
 * alcohol: 18 years or more (spec §1), counted in São Paulo's calendar (DECISIONS "today" in
 * America/Sao_Paulo), as the commerce service counts it.
 */
const MINIMUM_AGE = 18;

export type BirthDateCheck = 'ok' | 'invalid' | 'under-age';

/** A real calendar date (no 2000-02-30), or undefined. */
export function calendarDate(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === `${year}-${month}-${day}` ? `${year}-${month}-${day}` : undefined;
}

export function checkBirthDate(text: string, now: Date): BirthDateCheck {
  const birth = calendarDate(text);
  const today = saoPauloDate(now);
  if (!birth || birth > today || birth < '1900-01-01') return 'invalid';
  // Adult on the 18th birthday (someone born on 29 February comes of age on 1 March, or on the 29th in a leap year).
  const adulthood = `${String(Number(birth.slice(0, 4)) + MINIMUM_AGE).padStart(4, '0')}${birth.slice(4)}`;
  return adulthood > today ? 'under-age' : 'ok';
}

/** The latest birth date an adult can have today: the date input's `max`. */
export function latestAdultBirthDate(now: Date): string {
  const today = saoPauloDate(now);
  return `${String(Number(today.slice(0, 4)) - MINIMUM_AGE).padStart(4, '0')}${today.slice(4)}`;
}
