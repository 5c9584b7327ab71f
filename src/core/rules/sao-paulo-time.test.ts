import { describe, expect, it } from 'vitest';
import { saoPauloDate, saoPauloDateTime, saoPauloDay, saoPauloWeekday } from './sao-paulo-time.ts';

const zone = { timeZone: 'America/Sao_Paulo' } as const;
const intlDate = new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' });
const intlWeekday = new Intl.DateTimeFormat('en-US', { ...zone, weekday: 'short' });
const intlDateTime = new Intl.DateTimeFormat('pt-BR', { ...zone, dateStyle: 'short', timeStyle: 'short' });
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('São Paulo time', () => {
  it('turns the date at 03:00 UTC, not at UTC midnight', () => {
    expect(saoPauloDate(new Date('2026-11-27T02:59:59Z'))).toBe('2026-11-26');
    expect(saoPauloDate(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-27');
    expect(saoPauloWeekday(new Date('2026-11-27T02:59:59Z'))).toBe(4); // Thursday evening in São Paulo
    expect(saoPauloWeekday(new Date('2026-11-27T03:00:00Z'))).toBe(5); // Black Friday
    expect(saoPauloDay(new Date('2026-11-13T02:59:59Z'))).toBe('12/11/2026');
  });

  it('agrees with the time-zone database every hour from 2020 to 2030 (fails if daylight saving time returns)', () => {
    const end = Date.UTC(2031, 0, 1);
    for (let at = Date.UTC(2020, 0, 1); at < end; at += 60 * 60 * 1000) {
      const instant = new Date(at);
      const date = saoPauloDate(instant);
      const weekday = saoPauloWeekday(instant);
      if (date !== intlDate.format(instant) || WEEKDAYS[weekday] !== intlWeekday.format(instant)) {
        expect({ instant: instant.toISOString(), date, weekday: WEEKDAYS[weekday] }).toEqual({
          instant: instant.toISOString(),
          date: intlDate.format(instant),
          weekday: intlWeekday.format(instant),
        });
      }
    }
  });

  it("writes a date and time as pt-BR does on São Paulo's clock, every 7 hours 13 minutes from 2020 to 2030", () => {
    expect(saoPauloDateTime(new Date('2026-11-28T17:03:00Z'))).toBe('28/11/2026, 14:03');
    const end = Date.UTC(2031, 0, 1);
    for (let at = Date.UTC(2020, 0, 1); at < end; at += (7 * 60 + 13) * 60 * 1000) {
      const instant = new Date(at);
      if (saoPauloDateTime(instant) !== intlDateTime.format(instant)) expect(saoPauloDateTime(instant)).toBe(intlDateTime.format(instant));
    }
  });
});
