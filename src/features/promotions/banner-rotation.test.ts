import { describe, expect, it } from 'vitest';
import { nextBannerIndex } from './banner-rotation.ts';

describe('nextBannerIndex', () => {
  it('advances one message at a time and wraps to the first at the end', () => {
    expect([0, 1, 2].map((index) => nextBannerIndex(index, 3))).toEqual([1, 2, 0]);
  });

  it('stays on 0 when there is nothing to rotate', () => {
    expect(nextBannerIndex(0, 0)).toBe(0);
    expect(nextBannerIndex(0, 1)).toBe(0);
  });
});
