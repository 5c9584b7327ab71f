/**
 * Miniflare's limiter counts in windows aligned to the wall clock (a new one each minute), so a
 * burst that straddles a minute's end is split between two windows and up to twice the limit gets
 * through: a test starts its burst in a window with time to spare, waiting for the next one when
 * this one is about to end.
 */
export async function startInFreshWindow(): Promise<void> {
  const spare = 10_000;
  const left = 60_000 - (Date.now() % 60_000);
  if (left < spare) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
