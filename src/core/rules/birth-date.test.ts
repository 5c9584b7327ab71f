import { describe, expect, it } from 'vitest';
import { checkBirthDate, latestAdultBirthDate } from './birth-date.ts';

// 14 March 2026, 01:30 in UTC: still 13 March in São Paulo (UTC−3).
const NIGHT = new Date('2026-03-14T01:30:00Z');

describe('birth date: 18 or older (spec §1, the shop sells alcohol)', () => {
  it('is an adult from the 18th birthday, in São Paulo calendar', () => {
    expect(checkBirthDate('2008-03-13', NIGHT)).toBe('ok');
    // the 18th birthday is "tomorrow" in São Paulo, though already today in UTC
    expect(checkBirthDate('2008-03-14', NIGHT)).toBe('under-age');
    expect(checkBirthDate('1990-05-20', NIGHT)).toBe('ok');
    expect(checkBirthDate('2015-01-01', NIGHT)).toBe('under-age');
  });

  it('lets someone born on 29 February come of age on 1 March in a common year', () => {
    expect(checkBirthDate('2008-02-29', new Date('2026-02-28T15:00:00Z'))).toBe('under-age');
    expect(checkBirthDate('2008-02-29', new Date('2026-03-01T15:00:00Z'))).toBe('ok');
  });

  it.each(['', '20/05/1990', '1990-02-30', '1990-13-01', '1899-12-31', '2030-01-01'])('refuses %s as a date', (text) => {
    expect(checkBirthDate(text, NIGHT)).toBe('invalid');
  });

  it('gives the date input its latest adult birth date', () => {
    expect(latestAdultBirthDate(NIGHT)).toBe('2008-03-13');
  });
});
