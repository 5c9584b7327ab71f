import { describe, expect, it } from 'vitest';
import { latestBuildId, pollingAllowed } from './version-poll.ts';

describe('pollingAllowed (DECISIONS 7)', () => {
  it('polls on ordinary connections and when the browser does not say', () => {
    expect(pollingAllowed(undefined)).toBe(true);
    expect(pollingAllowed({ effectiveType: '4g' })).toBe(true);
    expect(pollingAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('does not poll on save-data or 2g connections', () => {
    expect(pollingAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(pollingAllowed({ effectiveType: '2g' })).toBe(false);
    expect(pollingAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('latestBuildId', () => {
  it('reads the id of builds/latest.json and nothing else', () => {
    expect(latestBuildId({ id: 'abc123' })).toBe('abc123');
    expect(latestBuildId({ id: '' })).toBeNull();
    expect(latestBuildId({ id: 7 })).toBeNull();
    expect(latestBuildId(null)).toBeNull();
    expect(latestBuildId('abc')).toBeNull();
  });
});
