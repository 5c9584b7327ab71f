import { describe, expect, it } from 'vitest';
import { adminDateTime, adminDay } from './dates.ts';

describe('dates in the back office (São Paulo’s clock, DECISIONS "Popups")', () => {
  it('writes an instant with its time as in São Paulo, UTC−03:00', () => {
    expect(adminDateTime('2026-11-28T17:03:00Z')).toBe('28/11/2026, 14:03');
    expect(adminDateTime(Date.UTC(2027, 0, 1, 2, 30))).toBe('31/12/2026, 23:30');
  });

  it('gives the day São Paulo was in, not UTC’s', () => {
    expect(adminDay('2026-11-28T02:30:00Z')).toBe('27/11/2026');
    expect(adminDay(new Date('2026-01-05T12:00:00Z'))).toBe('05/01/2026');
  });
});
