import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalesce.ts';

const options = (waited: Promise<unknown>[] = []) => ({
  waitUntil: (promise: Promise<unknown>) => void waited.push(promise),
  maxWaitMs: 20,
  timeoutError: () => new Error('gave up'),
});

describe('createCoalescer', () => {
  it('runs identical concurrent work once and forgets it when done', async () => {
    const coalescer = createCoalescer<number>(10);
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 7;
    };
    const results = await Promise.all([1, 2, 3].map(() => coalescer.run('k', work, options())));
    expect(results).toEqual([7, 7, 7]);
    expect(runs).toBe(1);
    expect(coalescer.size).toBe(0);
    await coalescer.run('k', work, options());
    expect(runs).toBe(2);
  });

  it('keeps the work alive with the starter request waitUntil', async () => {
    const coalescer = createCoalescer<number>(10);
    const waited: Promise<unknown>[] = [];
    await coalescer.run('k', async () => 1, options(waited));
    expect(waited).toHaveLength(1);
  });

  it('lets a joiner give up on stuck work and evicts it, so the next caller starts afresh', async () => {
    const coalescer = createCoalescer<number>(10);
    void coalescer.run('k', () => new Promise<number>(() => undefined), options());
    await expect(coalescer.run('k', async () => 2, options())).rejects.toThrow('gave up');
    expect(await coalescer.run('k', async () => 3, options())).toBe(3);
  });

  it('stops coalescing past its bound instead of growing', async () => {
    const coalescer = createCoalescer<number>(1);
    void coalescer.run('a', () => new Promise<number>(() => undefined), options());
    let runs = 0;
    await Promise.all([1, 2].map(() => coalescer.run('b', async () => (runs += 1), options())));
    expect(runs).toBe(2);
    expect(coalescer.size).toBe(1);
  });
});
