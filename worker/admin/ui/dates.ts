import { saoPauloDateTime, saoPauloDay } from '../../../src/core/rules/sao-paulo-time.ts';

/**
 * Dates in the back office as the shop reads them (DECISIONS "Popups"): São Paulo's clock, written
 * the Brazilian way, from the shared rule; the admin API gives instants as ISO strings or numbers.
 */

/** An instant with its time, "28/11/2026, 14:03". */
export function adminDateTime(at: string | number | Date): string {
  return saoPauloDateTime(new Date(at));
}

/** An instant's calendar day, "28/11/2026". */
export function adminDay(at: string | number | Date): string {
  return saoPauloDay(new Date(at));
}

/**
 * Whether an expiry the owner just set (an ISO instant) has passed already: a coupon, popup or
 * campaign ending before it starts would never show, while its list says it is on.
 */
export function hasPassed(at: string | null | undefined, now = Date.now()): boolean {
  return typeof at === 'string' && Date.parse(at) <= now;
}
