import { describe, expect, it } from 'vitest';
import { createHotEntries, type HotEntry } from './hot-entries.ts';

const entry = (size: number, storedAt = 0): HotEntry => ({ status: 200, headers: [['content-type', 'text/html']], bytes: new ArrayBuffer(size), storedAt });
const limits = { maxEntries: 3, maxBytes: 1_000, maxEntryBytes: 600, freshMs: 60_000 };

describe("an isolate's hot entries", () => {
  it('answers an entry while fresh and never after its fresh time', () => {
    const hot = createHotEntries(limits);
    hot.set('a', entry(10, 1_000));
    expect(hot.get('a', 61_000)?.bytes.byteLength).toBe(10);
    expect(hot.get('a', 61_001)).toBeUndefined();
    // gone for good: a stale entry is the Cache API's to answer and refresh
    expect(hot.get('a', 1_000)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used first', () => {
    const hot = createHotEntries(limits);
    for (const key of ['a', 'b', 'c']) hot.set(key, entry(10));
    hot.get('a', 0);
    hot.set('d', entry(10));
    expect(hot.get('b', 0)).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => hot.get(key, 0) !== undefined)).toEqual([true, true, true]);
  });

  it('keeps at most maxBytes in all, and no entry over maxEntryBytes', () => {
    const hot = createHotEntries(limits);
    hot.set('big', entry(601));
    expect(hot.size).toBe(0);
    hot.set('a', entry(500));
    hot.set('b', entry(400));
    hot.set('c', entry(200));
    expect(hot.get('a', 0)).toBeUndefined();
    expect(hot.get('b', 0)).toBeDefined();
    expect(hot.get('c', 0)).toBeDefined();
  });

  it('a new answer under a key replaces the old one, its bytes counted once', () => {
    const hot = createHotEntries(limits);
    hot.set('a', entry(600));
    hot.set('a', entry(600, 5));
    hot.set('b', entry(400));
    expect(hot.get('a', 5)?.storedAt).toBe(5);
    expect(hot.size).toBe(2);
  });
});
