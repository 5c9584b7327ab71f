import { saoPauloDay } from '../../../src/core/rules/sao-paulo-time.ts';

/**
 * Dates in the back office as the shop reads them (DECISIONS "Popups"): São Paulo's clock, written
 * the Brazilian way. One place for the format every list and record uses; the formatter is made
 * on the first page that shows a time, not as each storefront isolate starts (the back office
 * travels in the storefront's worker).
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** An instant with its time, "28/11/2026, 14:03". */
export function adminDateTime(at: string | number | Date): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
  return dateTimeFormat.format(new Date(at));
}

/** An instant's calendar day, "28/11/2026". */
export function adminDay(at: string | number | Date): string {
  return saoPauloDay(new Date(at));
}
