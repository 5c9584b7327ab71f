/**
 * DECISIONS "Popups": "today" and expiry are read in America/Sao_Paulo time, which has been
 * UTC−03:00 all year since Brazil ended daylight saving time in 2019. The date is computed from
 * that offset rather than with Intl.DateTimeFormat: a page's first Intl formatter makes the browser
 * load its ICU data, a task of 20–50 ms on our 2-core machine (more on a cheap phone) during the
 * first visit, for two numbers. sao-paulo-time.test.ts checks the offset against the time-zone
 * database, so a return of daylight saving time fails the tests rather than the popups.
 */
const SAO_PAULO_UTC_OFFSET_MS = -3 * 60 * 60 * 1000;

/** The instant shifted so that its UTC fields read São Paulo's wall clock (valid from 2019 on). */
function saoPauloWallClock(instant: Date): Date {
  return new Date(instant.getTime() + SAO_PAULO_UTC_OFFSET_MS);
}

/** The calendar date in São Paulo, as YYYY-MM-DD. */
export function saoPauloDate(instant: Date): string {
  return saoPauloWallClock(instant).toISOString().slice(0, 10);
}

/** The last instant of the São Paulo day `days` after the one `instant` falls on (23:59:59.999 there). */
export function endOfSaoPauloDayAfter(instant: Date, days: number): Date {
  const midnight = Date.parse(`${saoPauloDate(instant)}T00:00:00.000Z`) - SAO_PAULO_UTC_OFFSET_MS;
  return new Date(midnight + (days + 1) * 24 * 60 * 60 * 1000 - 1);
}

/** The calendar date in São Paulo as Brazilians write it, DD/MM/AAAA. */
export function saoPauloDay(instant: Date): string {
  const [year, month, day] = saoPauloDate(instant).split('-');
  return `${day}/${month}/${year}`;
}

/** The day of the week in São Paulo, 0 = Sunday. */
export function saoPauloWeekday(instant: Date): number {
  return saoPauloWallClock(instant).getUTCDay();
}

/** An instant on São Paulo's clock with its time, "28/11/2026, 14:03" (pt-BR's short date and time): for the server's pages (back office, order pages). */
export function saoPauloDateTime(instant: Date): string {
  return `${saoPauloDay(instant)}, ${saoPauloWallClock(instant).toISOString().slice(11, 16)}`;
}
