/** Nearest-rank percentile of an ascending list (the definition scripts/search-latency.ts uses). */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function ascending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** p50, p95 and p99 of unsorted samples. */
export function summary(values: readonly number[]): { p50: number; p95: number; p99: number; max: number; n: number } {
  const sorted = ascending(values);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN, n: sorted.length };
}

/** Rounds for reading, not for comparing: budgets are checked on the unrounded value. */
export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
