/** DECISIONS "Popups": "today" and expiry are read in America/Sao_Paulo time. */
const TIME_ZONE = 'America/Sao_Paulo';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });

/** The calendar date in São Paulo, as YYYY-MM-DD. */
export function saoPauloDate(instant: Date): string {
  return dateFormat.format(instant);
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The day of the week in São Paulo, 0 = Sunday. */
export function saoPauloWeekday(instant: Date): number {
  return WEEKDAY_INDEX[weekdayFormat.format(instant)] ?? 0;
}
