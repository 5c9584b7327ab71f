import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test-support/fake-cart-env.ts';
import { hadFirstDiscount, readPopupHistory, writePopupHistory } from './popup-history.ts';

describe('popup history in storage (spec §3 banners, lastTimeBanner)', () => {
  it('round-trips dismissed ids and last showings', () => {
    const storage = new MemoryStorage();
    writePopupHistory(storage, { dismissed: [3], lastShown: [{ id: 2, hour: '2026-11-22T12:00:00.000Z' }] });
    expect(storage.getItem('banners')).toBe('[3]');
    expect(readPopupHistory(storage)).toEqual({ dismissed: [3], lastShown: [{ id: 2, hour: '2026-11-22T12:00:00.000Z' }] });
  });

  it('reads nothing from absent or unreadable entries', () => {
    const storage = new MemoryStorage();
    expect(readPopupHistory(storage)).toEqual({ dismissed: [], lastShown: [] });
    storage.setItem('banners', 'not json');
    storage.setItem('lastTimeBanner', '[{"id":"x"}]');
    expect(readPopupHistory(storage)).toEqual({ dismissed: [], lastShown: [] });
  });

  it('reads the first-discount mark under both spellings (spec §3 haveFirstDiscount, haveFistDiscount)', () => {
    const storage = new MemoryStorage();
    expect(hadFirstDiscount(storage)).toBe(false);
    storage.setItem('haveFistDiscount', 'true');
    expect(hadFirstDiscount(storage)).toBe(true);
    storage.clear();
    storage.setItem('haveFirstDiscount', 'true');
    expect(hadFirstDiscount(storage)).toBe(true);
  });
});
