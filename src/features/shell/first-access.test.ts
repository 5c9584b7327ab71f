// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { checkFirstAccess } from './first-access.ts';

const DAY = 24 * 60 * 60 * 1000;
const FIRST = new Date('2026-11-01T12:00:00Z');

describe('first access (spec §4, DECISIONS 3)', () => {
  beforeEach(() => localStorage.clear());

  it('sets the flag and the time on the first access', () => {
    expect(checkFirstAccess(localStorage, FIRST)).toEqual({ firstAccess: true, reset: false });
    expect(localStorage.getItem('firstAccess')).toBe('true');
    expect(localStorage.getItem('firstAccessTime')).toBe(FIRST.toISOString());
  });

  it('is no longer a first access on the next visit', () => {
    checkFirstAccess(localStorage, FIRST);
    expect(checkFirstAccess(localStorage, new Date(FIRST.getTime() + DAY))).toEqual({ firstAccess: false, reset: false });
  });

  it('keeps the data until just before 8 days', () => {
    checkFirstAccess(localStorage, FIRST);
    localStorage.setItem('banners', '[1]');
    checkFirstAccess(localStorage, new Date(FIRST.getTime() + 8 * DAY - 1));
    expect(localStorage.getItem('banners')).toBe('[1]');
  });

  it('after 8 days clears the local data except the cart, and resets the time', () => {
    checkFirstAccess(localStorage, FIRST);
    localStorage.setItem('banners', '[1]');
    localStorage.setItem('allowAccess', 'true');
    localStorage.setItem('wine', '[{"id":1}]');
    localStorage.setItem('cart-id', 'abc');
    localStorage.setItem('metaDataCheckout', '[]');
    const eightDaysLater = new Date(FIRST.getTime() + 8 * DAY);

    expect(checkFirstAccess(localStorage, eightDaysLater)).toEqual({ firstAccess: true, reset: true });
    expect(localStorage.getItem('banners')).toBeNull();
    expect(localStorage.getItem('allowAccess')).toBeNull();
    expect(localStorage.getItem('wine')).toBe('[{"id":1}]');
    expect(localStorage.getItem('cart-id')).toBe('abc');
    expect(localStorage.getItem('metaDataCheckout')).toBe('[]');
    expect(localStorage.getItem('firstAccessTime')).toBe(eightDaysLater.toISOString());
  });
});
