/**
 * Identical concurrent work done once: while a call for `key` is in flight, later callers wait
 * for the same promise instead of starting their own (so a partner campaign spike reaches
 * the backend about once per key).
 *
 * The map lives at module scope on purpose: it is shared by the requests one isolate serves at
 * once, holds only non-personal catalogue bytes, forgets each key as soon as its call settles,
 * and is bounded; past the bound, callers simply do their own work.
 *
 * The work belongs to the request that started it. That request keeps it alive with
 * `waitUntil` (so a shopper closing the tab does not cancel it under the others), and a joiner
 * never waits longer than its own timeout: if the shared call is stuck, the joiner gives up,
 * evicts the key so the next caller starts afresh, and reports the timeout.
 */
export interface CoalesceOptions<T> {
  waitUntil: (promise: Promise<unknown>) => void;
  /** How long a joiner waits for someone else's call. */
  maxWaitMs: number;
  /** The error a joiner that gave up rejects with. */
  timeoutError: () => Error;
  /** What a joiner gets of the starter's result (by default the result itself). */
  forJoiners?: (value: T) => T;
}

export function createCoalescer<T>(maxKeys: number) {
  const inFlight = new Map<string, Promise<T>>();
  const forget = (key: string, promise: Promise<T>) => {
    if (inFlight.get(key) === promise) inFlight.delete(key);
  };
  return {
    run(key: string, work: () => Promise<T>, options: CoalesceOptions<T>): Promise<T> {
      const pending = inFlight.get(key);
      if (!pending) {
        if (inFlight.size >= maxKeys) return work();
        const started: Promise<T> = work().finally(() => forget(key, started));
        inFlight.set(key, started);
        options.waitUntil(started.catch(() => undefined));
        return started;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const gaveUp = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          forget(key, pending);
          reject(options.timeoutError());
        }, options.maxWaitMs);
      });
      const shared = options.forJoiners ? pending.then(options.forJoiners) : pending;
      return Promise.race([shared, gaveUp]).finally(() => clearTimeout(timer));
    },
    get size(): number {
      return inFlight.size;
    },
  };
}
