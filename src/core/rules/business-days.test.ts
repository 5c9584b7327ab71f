import { describe, expect, it } from 'vitest';
import { businessDays } from './business-days.ts';

describe('a delivery time in business days', () => {
  it('is singular for one day, plural otherwise', () => {
    expect(businessDays(1)).toBe('1 dia útil');
    expect(businessDays(2)).toBe('2 dias úteis');
    expect(businessDays(0)).toBe('0 dias úteis');
  });
});
