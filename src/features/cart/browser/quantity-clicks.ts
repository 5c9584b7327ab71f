/**
 * spec §4 "Quantity" timings, framework-free: plus raises a line by one 1000 ms after each click
 * (DECISIONS: every click counts, clicks during the delay accumulate) and reports when all waiting
 * clicks have landed, so the remote update is sent once; minus is refused for 500 ms after a
 * minus on the same line (a guard against repeated clicks).
 */
export interface QuantityClicks {
  plus(id: number): void;
  /** False while the 500 ms guard of this line is up. */
  minus(id: number): boolean;
  /** Forgets the waiting clicks of a line (it left the cart). */
  cancel(id: number): void;
}

export interface QuantityClicksOptions {
  increaseDelayMs: number;
  minusGuardMs: number;
  /** Waiting plus clicks by line, kept where the UI can read them (a store). */
  pending: Record<number, number>;
  onIncrease(id: number): void;
  /** Every waiting plus click has landed. */
  onSettled(): void;
}

export function createQuantityClicks(options: QuantityClicksOptions): QuantityClicks {
  const { pending } = options;
  const timers = new Map<number, Set<ReturnType<typeof setTimeout>>>();
  const guarded = new Set<number>();

  function settleIfIdle(): void {
    if (Object.keys(pending).length === 0) options.onSettled();
  }

  return {
    plus(id) {
      pending[id] = (pending[id] ?? 0) + 1;
      const lineTimers = timers.get(id) ?? new Set();
      timers.set(id, lineTimers);
      const timer = setTimeout(() => {
        lineTimers.delete(timer);
        const left = (pending[id] ?? 1) - 1;
        if (left > 0) pending[id] = left;
        else delete pending[id];
        options.onIncrease(id);
        settleIfIdle();
      }, options.increaseDelayMs);
      lineTimers.add(timer);
    },
    minus(id) {
      if (guarded.has(id)) return false;
      guarded.add(id);
      setTimeout(() => guarded.delete(id), options.minusGuardMs);
      return true;
    },
    cancel(id) {
      for (const timer of timers.get(id) ?? []) clearTimeout(timer);
      timers.delete(id);
      if (id in pending) {
        delete pending[id];
        settleIfIdle();
      }
    },
  };
}
