import { finderQueryMix, summarise, timeFinderCalls } from '../../scripts/finder-latency.ts';
import { finderResponseSchema } from '../../src/contracts/finder.ts';
import type { Figure } from '../lib/figures.ts';
import { round } from '../lib/stats.ts';

/**
 * GET /api/finder, timed with the finder's own scripts/finder-latency.ts functions:
 * the same query mix (every option alone, the 64 answered/skipped combinations along two shopper
 * paths, further pages), one call at a time after 20 untimed ones.
 * Answers undefined when the server has no finder (a 404 means "no finder here").
 */
export async function finderLatency(baseUrl: string, queries?: readonly string[]) {
  const probe = await fetch(`${baseUrl}/api/finder`, { headers: { accept: 'application/json' } });
  if (probe.status === 404) {
    await probe.body?.cancel();
    return undefined;
  }
  if (!probe.ok) throw new Error(`GET /api/finder answered ${probe.status}`);
  const first = finderResponseSchema.parse(await probe.json());
  const list = queries ?? finderQueryMix(first);
  const samples = await timeFinderCalls(baseUrl, list);
  const slowest = [...samples]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((sample) => `${sample.query || '(none)'} ${round(sample.ms)} ms (${sample.total} wines)`);
  return { queries: list, latency: summarise(samples), empty: samples.filter((sample) => sample.total === 0).length, slowest, catalogue: first.total };
}

export function finderFigures(name: 'backend' | 'proxy', label: string, result: NonNullable<Awaited<ReturnType<typeof finderLatency>>>): Figure[] {
  return [
    {
      id: `finder.${name}.p50_ms`,
      label: `${label}: p50`,
      value: round(result.latency.p50),
      unit: 'ms',
      note: `${result.latency.n} calls, ${result.empty} leaving no wine`,
    },
    {
      id: `finder.${name}.p95_ms`,
      label: `${label}: p95`,
      value: round(result.latency.p95),
      unit: 'ms',
      budget: 'finder.p95_ms',
      note: `p99 ${round(result.latency.p99)} ms, max ${round(result.latency.max)} ms`,
    },
  ];
}
