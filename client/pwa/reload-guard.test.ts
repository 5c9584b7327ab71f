// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { claimReload } from './reload-guard.ts';

describe('claimReload (spec §9 reload guard 10000 ms)', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows one reload per path within 10000 ms', () => {
    expect(claimReload('/momentos', 1_000)).toBe(true);
    expect(claimReload('/momentos', 10_999)).toBe(false);
    expect(claimReload('/momentos', 11_000)).toBe(true);
  });

  it('treats another path as another reload', () => {
    expect(claimReload('/momentos', 1_000)).toBe(true);
    expect(claimReload('/pratos', 1_500)).toBe(true);
  });
});
