/**
 * Gives the browser the main thread back: what follows runs in a task of its own, so a tap or a
 * frame can come first and no task grows long (TBT, INP).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
