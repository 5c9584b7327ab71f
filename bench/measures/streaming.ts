import type { Section } from '../lib/figures.ts';
import { runLoad } from '../lib/http-load.ts';
import { PAGES, SIGNED_IN } from '../lib/pages.ts';
import { round, summary } from '../lib/stats.ts';

export const STREAMING_DELAY_MS = 300;
const REQUESTS = 50;

/**
 * Time to first and last byte of /momentos, one request at a time, on a server whose backend
 * waits STREAMING_DELAY_MS before every answer (BENCH_DELAY_MS) and whose edge cache is off
 * (EDGE_CACHE=off), so every request waits for the backend: the shell must go out before it does.
 * Signed in: a shopper's page streams, while an anonymous one is rendered whole for the page
 * cache (its first byte then waits for the backend, once per page and TTL).
 */
export async function measureStreaming(baseUrl: string): Promise<Section> {
  const url = `${baseUrl}${PAGES.momentos}`;
  await runLoad({ url, total: 3, concurrency: 1, headers: SIGNED_IN }); // warm-up: the isolate compiles, not counted
  const { samples } = await runLoad({ url, total: REQUESTS, concurrency: 1, headers: SIGNED_IN });
  const bad = samples.filter((sample) => sample.status !== 200);
  const ttfb = summary(samples.map((sample) => sample.ttfbMs));
  const ttlb = summary(samples.map((sample) => sample.totalMs));
  return {
    id: 'streaming',
    title: `3. Streaming with a ${STREAMING_DELAY_MS} ms backend`,
    how:
      `Backend var BENCH_DELAY_MS=${STREAMING_DELAY_MS} (every backend answer waits ${STREAMING_DELAY_MS} ms) and storefront ` +
      `EDGE_CACHE=off; ${REQUESTS} GET ${PAGES.momentos} with a session cookie, one at a time (after 3 not counted) with Node's http client; ` +
      'first byte = first body chunk, last byte = end of the response.',
    reproduce: 'npm run bench -- --only streaming',
    figures: [
      { id: 'streaming.ttfb_p50_ms', label: 'time to first byte, median', value: round(ttfb.p50), unit: 'ms' },
      { id: 'streaming.ttfb_p95_ms', label: 'time to first byte, p95', value: round(ttfb.p95), unit: 'ms', budget: 'streaming.ttfb_p95_ms' },
      {
        id: 'streaming.ttlb_p50_ms',
        label: 'time to last byte, median',
        value: round(ttlb.p50),
        unit: 'ms',
        note: `at least the ${STREAMING_DELAY_MS} ms delay: proves it applied`,
      },
      { id: 'streaming.ttlb_p95_ms', label: 'time to last byte, p95', value: round(ttlb.p95), unit: 'ms' },
      { id: 'streaming.non_200', label: 'answers other than 200', value: bad.length, unit: '', budget: 'streaming.non_200' },
    ],
    details: { requests: REQUESTS, delayMs: STREAMING_DELAY_MS, ttfb, ttlb, statuses: bad.map((sample) => sample.status) },
    ...(ttlb.p50 < STREAMING_DELAY_MS ? { error: 'the median last byte came before the delay: the backend delay did not apply' } : {}),
  };
}
