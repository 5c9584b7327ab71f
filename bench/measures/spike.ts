import { EDGE, LISTING_PARAMS } from '../../src/core/constants.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { PORTS, startApp } from '../lib/app-server.ts';
import { countBackendCalls } from '../lib/backend-calls.ts';
import type { Figure, Section } from '../lib/figures.ts';
import { runLoad } from '../lib/http-load.ts';
import { PAGES, signedInCookies } from '../lib/pages.ts';
import { round, summary } from '../lib/stats.ts';

const REQUESTS = 2000;
const CONCURRENCY = 100;
const FAULT_RATE = 0.2;
const TIMEOUT_RATE = 0.05;
/**
 * With the edge cache off, every hung backend call holds the requests that joined it for the
 * edge's 30 s timeout, and 2,000 requests take minutes: that run stops starting requests after this.
 */
const UNCACHED_MAX_SECONDS = 90;
/** A listing's second page: cold in the page cache after the spikes before it, its code warm. */
const WARM_ISOLATE_PAGE = `${PAGES.all}?${LISTING_PARAMS.page}=2`;

/** Sections the storefront logged as degraded (`page_section_failed`, LOG_LEVEL=warn), by name. */
function failedSections(lines: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of lines) {
    const match = /"event":"page_section_failed".*?"section":"([^"]+)"/.exec(line);
    if (match) counts[match[1]!] = (counts[match[1]!] ?? 0) + 1;
  }
  return counts;
}

/**
 * 2,000 requests at concurrency 100 to the partner landing page, on a server started from a
 * fresh state (cold edge cache, fresh isolate maps), counting the backend calls it caused from
 * the backend's bench_backend_call lines; with `faults`, the backend answers 500 to 20% of calls
 * and hangs past the edge's 30 s timeout on 5%.
 */
async function spike(dist: string, faults: boolean, edgeCache = true, maxSeconds?: number) {
  const server = await startApp({
    name: faults ? 'faults' : 'spike',
    port: PORTS.spike,
    dist,
    logCalls: true,
    vars: { EDGE_CACHE: edgeCache ? 'on' : 'off' },
    backendVars: faults ? { BENCH_FAULT_RATE: String(FAULT_RATE), BENCH_TIMEOUT_RATE: String(TIMEOUT_RATE) } : {},
  });
  try {
    // Let the start-up probe's own backend calls (the partner list for KV) reach the log first.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const from = server.lines().length;
    const { samples, seconds } = await runLoad({
      url: `${server.url}${PAGES.partner}`,
      total: REQUESTS,
      concurrency: CONCURRENCY,
      timeoutMs: 60_000,
      ...(maxSeconds ? { maxSeconds } : {}),
      inspect: (body) => ({ degraded: body.includes(MESSAGES.sectionUnavailable) }),
    });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // background refreshes and their log lines
    const lines = server.lines().slice(from);
    return { samples, seconds, calls: countBackendCalls(lines), sections: failedSections(lines) };
  } finally {
    await server.close();
  }
}

function statusCounts(samples: readonly { status: number }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of samples) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}

/** Requests the storefront rendered a page for (its request log's `rendered`, LOG_LEVEL=info). */
const renders = (lines: readonly string[]) => lines.filter((line) => line.includes('"event":"request"') && line.includes('"rendered":true')).length;

/**
 * The same 2,000-request spike five times on one server started cold, each page cold when its
 * spike starts: the partner page as visitors without a session get it, /robots.txt (the floor of
 * this server at that concurrency), /todososvinhos signed in (a shopper registered on the server,
 * its cookies as a browser holds them), /momentos as an ad campaign's clicks reach it, each
 * request with a `fbclid` of its own, and last a page none of those asked for, whose render finds
 * the isolate's code warm.
 */
async function pageCacheSpikes(dist: string) {
  const server = await startApp({ name: 'spike', port: PORTS.spike, dist, logCalls: true, vars: { EDGE_CACHE: 'on', LOG_LEVEL: 'info' } });
  try {
    // Let the start-up probe's own backend calls (the partner list for KV) reach the log first.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const signedInCookie = await signedInCookies(server.url);
    const run = async (path: string, options: { headers?: Record<string, string>; urlOf?: (index: number) => string } = {}) => {
      const from = server.lines().length;
      const { samples, seconds } = await runLoad({ url: `${server.url}${path}`, total: REQUESTS, concurrency: CONCURRENCY, timeoutMs: 60_000, ...options });
      await new Promise((resolve) => setTimeout(resolve, 1500)); // background refreshes and their log lines
      const lines = server.lines().slice(from);
      return { samples, seconds, calls: countBackendCalls(lines), renders: renders(lines) };
    };
    const anonymous = await run(PAGES.partner);
    const robots = await run('/robots.txt');
    const signedIn = await run(PAGES.all, { headers: signedInCookie });
    const clickId = `${Date.now().toString(36)}`;
    const campaign = await run(PAGES.momentos, { urlOf: (index) => `${server.url}${PAGES.momentos}?utm_source=instagram&fbclid=IwAR${clickId}${index}` });
    // A page nobody asked for yet, on an isolate whose code has run: the page cache alone.
    const warmIsolate = await run(WARM_ISOLATE_PAGE);
    return { anonymous, robots, signedIn, campaign, warmIsolate };
  } finally {
    await server.close();
  }
}

/** A spike on another page, put beside the anonymous one's budgets: renders per TTL and p99 against /robots.txt's. */
function spikeFigures(id: string, label: string, run: Awaited<ReturnType<typeof pageCacheSpikes>>['signedIn'], robotsP99: number): Figure[] {
  const total = summary(run.samples.map((sample) => sample.totalMs));
  const ttls = Math.max(1, Math.ceil(run.seconds / EDGE.catalogueFreshSeconds));
  const notOk = run.samples.filter((sample) => sample.status !== 200).length;
  return [
    {
      id: `spike.${id}_renders_per_ttl`,
      label: `${label}: page renders per ${EDGE.catalogueFreshSeconds} s TTL`,
      value: round(run.renders / ttls, 1),
      unit: '',
      budget: 'spike.renders_per_ttl',
      note: `${run.renders} renders for ${REQUESTS} requests, ${notOk} not 200`,
    },
    {
      id: `spike.${id}_p99_to_robots`,
      label: `${label}: latency p99 ÷ /robots.txt's`,
      value: round(total.p99 / Math.max(1, robotsP99), 2),
      unit: '×',
      budget: 'spike.p99_to_robots',
      note: `p99 ${round(total.p99, 0)} ms, p50 ${round(total.p50, 0)} ms`,
    },
    { id: `spike.${id}_errors`, label: `${label}: errors (not 200, or no answer)`, value: notOk, unit: '', budget: 'spike.errors' },
  ];
}

export async function measureSpike(dist: string): Promise<Section> {
  const { anonymous, robots, signedIn, campaign, warmIsolate } = await pageCacheSpikes(dist);
  const warmIsolateTotal = summary(warmIsolate.samples.map((sample) => sample.totalMs));
  const { samples, seconds, calls } = anonymous;
  const total = summary(samples.map((sample) => sample.totalMs));
  const ttfb = summary(samples.map((sample) => sample.ttfbMs));
  const robotsTotal = summary(robots.samples.map((sample) => sample.totalMs));
  const errors = samples.filter((sample) => sample.status !== 200).length;
  // "A few per key per cache TTL": the run may outlast one TTL, so divide by the TTLs it spans.
  const ttls = Math.max(1, Math.ceil(seconds / EDGE.catalogueFreshSeconds));
  const maxPerKey = Math.max(0, ...Object.values(calls.perKey));
  const figures: Figure[] = [
    {
      id: 'spike.errors',
      label: 'errors (not 200, or no answer)',
      value: errors,
      unit: '',
      budget: 'spike.errors',
      note: JSON.stringify(statusCounts(samples)),
    },
    { id: 'spike.latency_p50_ms', label: 'latency (last byte) p50', value: round(total.p50, 0), unit: 'ms' },
    { id: 'spike.latency_p99_ms', label: 'latency (last byte) p99', value: round(total.p99, 0), unit: 'ms', note: `max ${round(total.max, 0)} ms` },
    {
      id: 'spike.p99_to_robots',
      label: 'latency p99 ÷ the same spike on /robots.txt',
      value: round(total.p99 / Math.max(1, robotsTotal.p99), 2),
      unit: '×',
      budget: 'spike.p99_to_robots',
      note: `/robots.txt p99 ${round(robotsTotal.p99, 0)} ms, p50 ${round(robotsTotal.p50, 0)} ms, ${round(REQUESTS / robots.seconds, 0)} req/s`,
    },
    { id: 'spike.ttfb_p99_ms', label: 'time to first byte p99', value: round(ttfb.p99, 0), unit: 'ms' },
    { id: 'spike.throughput', label: 'throughput', value: round(REQUESTS / seconds, 0), unit: 'req/s', note: `${round(seconds, 1)} s for ${REQUESTS}` },
    {
      id: 'spike.renders_per_ttl',
      label: `page renders per ${EDGE.catalogueFreshSeconds} s TTL`,
      value: round(anonymous.renders / ttls, 1),
      unit: '',
      budget: 'spike.renders_per_ttl',
      note: `${anonymous.renders} renders for ${REQUESTS} requests`,
    },
    ...spikeFigures('signed_in', `signed in, ${PAGES.all}`, signedIn, robotsTotal.p99),
    ...spikeFigures('campaign', `${PAGES.momentos}, each request its own fbclid`, campaign, robotsTotal.p99),
    {
      // no budget: it tells the page cache's share of the first spike's p99 from the isolate's first run of the code
      id: 'spike.warm_isolate_p99_to_robots',
      label: `a cold page on the isolate the spikes above warmed (${WARM_ISOLATE_PAGE}): latency p99 ÷ /robots.txt's`,
      value: round(warmIsolateTotal.p99 / Math.max(1, robotsTotal.p99), 2),
      unit: '×',
      note: `p99 ${round(warmIsolateTotal.p99, 0)} ms, p50 ${round(warmIsolateTotal.p50, 0)} ms, ${warmIsolate.renders} renders`,
    },
    {
      id: 'spike.backend_calls',
      label: 'backend calls caused',
      value: calls.total,
      unit: '',
      note: Object.entries(calls.perKey)
        .map(([key, count]) => `${key} ×${count}`)
        .join(', '),
    },
    {
      id: 'spike.max_calls_per_key_per_ttl',
      label: `most backend calls for one key per ${EDGE.catalogueFreshSeconds} s TTL`,
      value: round(maxPerKey / ttls, 1),
      unit: '',
      budget: 'spike.calls_per_key_per_ttl',
    },
  ];
  return {
    id: 'spike',
    title: `6. Spike: ${REQUESTS} requests at concurrency ${CONCURRENCY} to a cold page: anonymous, signed in, ad clicks`,
    how:
      `A server started from a fresh copy of the seeded state (empty edge cache), port ${PORTS.spike}; Node's http client with ` +
      `${CONCURRENCY} keep-alive connections sends ${REQUESTS} GETs to the partner page without a session, then the same to ` +
      `/robots.txt, then ${PAGES.all} with a registered shopper's cookies, then ${PAGES.momentos}?utm_source=instagram&fbclid=… ` +
      `with a click id of its own per request, then ${WARM_ISOLATE_PAGE} (not asked before) on the isolate all that warmed; ` +
      "backend calls counted from the backend's bench_backend_call " +
      "log lines (BENCH_LOG_CALLS=on), per method, path and query; renders from the storefront's request log (`rendered`).",
    reproduce: 'npm run bench -- --only spike',
    figures,
    details: { seconds, statuses: statusCounts(samples), latency: total, ttfb, backendCalls: calls, robotsLatency: robotsTotal },
  };
}

/** The fault spike's figures for one run, labelled by the edge cache setting. */
function faultFigures(name: 'cache_on' | 'cache_off', prefix: string, run: Awaited<ReturnType<typeof spike>>): Figure[] {
  const { samples, seconds, calls, sections } = run;
  const total = summary(samples.map((sample) => sample.totalMs));
  const ttfb = summary(samples.map((sample) => sample.ttfbMs));
  const ok = samples.filter((sample) => sample.status === 200);
  const degraded = ok.filter((sample) => sample.inspected?.degraded).length;
  const serverErrors = samples.filter((sample) => sample.status >= 500).length;
  const noAnswer = samples.filter((sample) => sample.status === 0).length;
  const id = `faults.${name}`;
  return [
    { id: `${id}.ok`, label: `${prefix}: answered 200`, value: ok.length, unit: `of ${samples.length}`, note: JSON.stringify(statusCounts(samples)) },
    {
      id: `${id}.ok_degraded`,
      label: `${prefix}: 200 with a degraded section`,
      value: degraded,
      unit: '',
      note: 'the "Não conseguimos carregar esta parte" notice',
    },
    {
      id: `${id}.non_200`,
      label: `${prefix}: not answered 200`,
      value: samples.length - ok.length,
      unit: '',
      budget: 'faults.non_200',
      note: `${noAnswer} without an answer`,
    },
    { id: `${id}.5xx`, label: `${prefix}: 5xx pages`, value: serverErrors, unit: '', budget: 'faults.5xx' },
    { id: `${id}.latency_p99_ms`, label: `${prefix}: latency (last byte) p99`, value: round(total.p99, 0), unit: 'ms', note: `p50 ${round(total.p50, 0)} ms` },
    { id: `${id}.ttfb_p99_ms`, label: `${prefix}: time to first byte p99`, value: round(ttfb.p99, 0), unit: 'ms', note: `p50 ${round(ttfb.p50, 0)} ms` },
    {
      id: `${id}.backend_calls`,
      label: `${prefix}: backend calls caused`,
      value: calls.total,
      unit: '',
      note: `${calls.faults['500']} answered 500, ${calls.faults.timeout} hung; run took ${round(seconds, 1)} s`,
    },
    {
      id: `${id}.sections_failed`,
      label: `${prefix}: sections logged as failed`,
      value: Object.values(sections).reduce((sum, count) => sum + count, 0),
      unit: '',
      note:
        Object.entries(sections)
          .map(([section, count]) => `${section} ×${count}`)
          .join(', ') || 'none',
    },
  ];
}

/**
 * The spike with a failing backend, twice: as deployed (edge cache on: the spike makes a handful
 * of backend calls, so a fault lands only if it hits one of them, by chance), and with the edge
 * cache off (identical concurrent calls still coalesce), so the faults reach pages throughout.
 */
export async function measureFaults(dist: string): Promise<Section> {
  const cached = await spike(dist, true, true);
  const uncached = await spike(dist, true, false, UNCACHED_MAX_SECONDS);
  return {
    id: 'faults',
    title: `7. Faults under load: the spike with ${FAULT_RATE * 100}% backend 500s and ${TIMEOUT_RATE * 100}% timeouts`,
    how:
      `As the spike, on a fresh server whose backend (BENCH_FAULT_RATE=${FAULT_RATE}, BENCH_TIMEOUT_RATE=${TIMEOUT_RATE}) answers 500 ` +
      "to that share of calls, drawn at random, and hangs 31 s (past the edge's 30 s request timeout) on that share; run " +
      'with the edge cache on (as deployed) and off (EDGE_CACHE=off, so faults keep reaching the pages; that run starts no ' +
      `request after ${UNCACHED_MAX_SECONDS} s, since each hung call holds its joiners 30 s); each body is ` +
      "checked for the degraded-section notice; the storefront's page_section_failed warnings are counted by section.",
    reproduce: 'npm run bench -- --only faults',
    figures: [...faultFigures('cache_on', 'cache on', cached), ...faultFigures('cache_off', 'cache off', uncached)],
    details: {
      cacheOn: { seconds: cached.seconds, statuses: statusCounts(cached.samples), backendCalls: cached.calls, failedSections: cached.sections },
      cacheOff: { seconds: uncached.seconds, statuses: statusCounts(uncached.samples), backendCalls: uncached.calls, failedSections: uncached.sections },
    },
  };
}
