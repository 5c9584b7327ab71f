import type { Figure, Section } from '../lib/figures.ts';
import { runLoad } from '../lib/http-load.ts';
import { PAGES, signedInCookies } from '../lib/pages.ts';
import { round, summary } from '../lib/stats.ts';

export const STREAMING_DELAY_MS = 300;
const REQUESTS = 50;
/** A page of the shopper's own: rendered for them on every request, never from the page cache. */
const OWN_PAGE = '/favorite';

/**
 * Time to first and last byte for a signed-in shopper (registered on this server, its cookies as a
 * browser holds them), one request at a time, on a server whose backend waits STREAMING_DELAY_MS
 * before every answer (BENCH_DELAY_MS) and whose edge cache is on, as in production:
 * - /momentos: a shared page. Its first request finds it cold and waits for its render (reported
 *   apart); then the page comes from the edge cache, signed in or not, and no page reads or renews
 *   the session: nothing may hold its first byte.
 * - /favorite: the shopper's own page, rendered for them each time: its shell must go out before
 *   the backend answers (the greeting streams in after it).
 */
export async function measureStreaming(baseUrl: string): Promise<Section> {
  const signedIn = await signedInCookies(baseUrl);
  const shared = `${baseUrl}${PAGES.momentos}`;
  const cold = await runLoad({ url: shared, total: 1, concurrency: 1, headers: signedIn });
  await runLoad({ url: shared, total: 3, concurrency: 1, headers: signedIn }); // warm-up: the isolate compiles, not counted
  const sharedRun = await runLoad({ url: shared, total: REQUESTS, concurrency: 1, headers: signedIn });
  const own = `${baseUrl}${OWN_PAGE}`;
  await runLoad({ url: own, total: 3, concurrency: 1, headers: signedIn });
  const ownRun = await runLoad({ url: own, total: REQUESTS, concurrency: 1, headers: signedIn });
  const samples = [...sharedRun.samples, ...ownRun.samples, ...cold.samples];
  const bad = samples.filter((sample) => sample.status !== 200);
  const sharedTtfb = summary(sharedRun.samples.map((sample) => sample.ttfbMs));
  const ttfb = summary(ownRun.samples.map((sample) => sample.ttfbMs));
  const ttlb = summary(ownRun.samples.map((sample) => sample.totalMs));
  const figures: Figure[] = [
    {
      id: 'streaming.signed_in_ttfb_p95_ms',
      label: `signed in, ${PAGES.momentos}: time to first byte, p95`,
      value: round(sharedTtfb.p95),
      unit: 'ms',
      budget: 'streaming.signed_in_ttfb_p95_ms',
      note: `median ${round(sharedTtfb.p50)} ms`,
    },
    {
      id: 'streaming.cold_ttfb_ms',
      label: `signed in, ${PAGES.momentos} cold (the first request, which renders it)`,
      value: round(cold.samples[0]?.ttfbMs ?? 0),
      unit: 'ms',
      note: 'once per page and location while no visitor asks it for 6 minutes, or after a back-office save',
    },
    { id: 'streaming.ttfb_p50_ms', label: `signed in, ${OWN_PAGE} (rendered for them): time to first byte, median`, value: round(ttfb.p50), unit: 'ms' },
    {
      id: 'streaming.ttfb_p95_ms',
      label: `signed in, ${OWN_PAGE}: time to first byte, p95`,
      value: round(ttfb.p95),
      unit: 'ms',
      budget: 'streaming.ttfb_p95_ms',
    },
    {
      id: 'streaming.ttlb_p50_ms',
      label: `signed in, ${OWN_PAGE}: time to last byte, median`,
      value: round(ttlb.p50),
      unit: 'ms',
      note: `at least the ${STREAMING_DELAY_MS} ms delay: proves it applied`,
    },
    { id: 'streaming.ttlb_p95_ms', label: `signed in, ${OWN_PAGE}: time to last byte, p95`, value: round(ttlb.p95), unit: 'ms' },
    { id: 'streaming.non_200', label: 'answers other than 200', value: bad.length, unit: '', budget: 'streaming.non_200' },
  ];
  return {
    id: 'streaming',
    title: `3. A signed-in shopper's first byte with a ${STREAMING_DELAY_MS} ms backend`,
    how:
      `Backend var BENCH_DELAY_MS=${STREAMING_DELAY_MS} (every backend answer waits ${STREAMING_DELAY_MS} ms), storefront edge cache on; ` +
      `a shopper registered on the server; GET ${PAGES.momentos} once cold, then ${REQUESTS} times (after 3 not counted), then ` +
      `${REQUESTS} GET ${OWN_PAGE} (after 3), one at a time with Node's http client and the shopper's cookies; ` +
      'first byte = first body chunk, last byte = end of the response.',
    reproduce: 'npm run bench -- --only streaming',
    figures,
    details: { requests: REQUESTS, delayMs: STREAMING_DELAY_MS, sharedTtfb, ttfb, ttlb, statuses: bad.map((sample) => sample.status) },
    ...(ttlb.p50 < STREAMING_DELAY_MS ? { error: 'the median last byte came before the delay: the backend delay did not apply' } : {}),
  };
}
