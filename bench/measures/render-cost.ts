import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Figure, Section } from '../lib/figures.ts';
import { withBareStack } from './bare-stack.ts';
import { nodeRenderCpu } from './node-render.ts';
import { cpuDelta, treeCpuMs } from '../lib/process-cpu.ts';
import { PAGES } from '../lib/pages.ts';
import { round } from '../lib/stats.ts';

const AUTOCANNON = fileURLToPath(new URL('../../node_modules/autocannon/autocannon.js', import.meta.url));
const CONNECTIONS = 10;
const SECONDS = 30;
const NODE_RENDERS = 300;
const NODE_WARM_UPS = 50;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}

/** autocannon in a process of its own (its own core as far as the machine allows), JSON out. */
async function autocannon(url: string, seconds: number): Promise<AutocannonResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', url], {
    maxBuffer: 16 * 1024 * 1024,
    timeout: (seconds + 60) * 1000,
  });
  return JSON.parse(stdout) as AutocannonResult;
}

/** One load run with the CPU time the server's workerd processes spent on it. */
async function loadWithCpu(url: string, seconds: number, serverPid: number) {
  const before = treeCpuMs(serverPid);
  const result = await autocannon(url, seconds);
  const used = cpuDelta(before, treeCpuMs(serverPid));
  const workerdMs = Object.entries(used)
    .filter(([name]) => name.startsWith('workerd'))
    .reduce((sum, [, ms]) => sum + ms, 0);
  return { result, used, workerdMs, workerdMsPerRequest: workerdMs / Math.max(1, result.requests.total) };
}

/**
 * Requests per second and latency of a full SSR page against a trivial route of the same worker,
 * and the CPU time of one render, two ways:
 * - in Node (node-render.ts): the built worker's whole fetch handler for /momentos, backend
 *   answers replayed from memory; the budgeted figure, as Workers count CPU per request;
 * - in workerd: its processes' CPU time over the 30 s run divided by the requests answered,
 *   minus the same for /robots.txt (HTTP, routing, headers). It still counts the local Cache API
 *   simulation, which runs in the same workerd processes (on Cloudflare that is not the Worker's
 *   CPU time), and moving 40 KB more per answer: an upper bound.
 */
export async function measureRenderCost(baseUrl: string, serverPid: number | undefined, dist: string): Promise<Section> {
  if (!serverPid) throw new Error('the server has no pid to read CPU time from');
  const page = `${baseUrl}${PAGES.momentos}`;
  const trivial = `${baseUrl}/robots.txt`;
  // Warm-up, not counted: the isolate compiles, the edge cache fills.
  await autocannon(page, 3);
  await autocannon(trivial, 3);
  const robots = await loadWithCpu(trivial, SECONDS, serverPid);
  const momentos = await loadWithCpu(page, SECONDS, serverPid);
  // The shop's server idles meanwhile: the bare worker has the machine as the shop's runs had it.
  const { bare, barePage } = await withBareStack(async (url) => {
    await autocannon(`${url}/robots.txt`, 3);
    return { bare: await autocannon(`${url}/robots.txt`, SECONDS), barePage: await autocannon(`${url}/pagina`, SECONDS) };
  });
  const toBare = (run: typeof robots) => round(run.result.requests.average / Math.max(1, bare.requests.average), 2);
  const renderMs = momentos.workerdMsPerRequest - robots.workerdMsPerRequest;
  const nodeRun = (path: string) => nodeRenderCpu({ dist, path, recordFrom: baseUrl, renders: NODE_RENDERS, warmUps: NODE_WARM_UPS });
  const nodePage = await nodeRun(PAGES.momentos);
  const nodeTrivial = await nodeRun('/robots.txt');
  const rows = (name: string, run: typeof robots, label: string): Figure[] => [
    {
      id: `render.${name}.rps`,
      label: `${label}: requests/s`,
      value: round(run.result.requests.average, 0),
      unit: 'req/s',
      note: `${run.result.requests.total} requests in ${SECONDS} s, ${CONNECTIONS} connections`,
    },
    { id: `render.${name}.latency_p50_ms`, label: `${label}: latency p50`, value: run.result.latency.p50, unit: 'ms' },
    { id: `render.${name}.latency_p99_ms`, label: `${label}: latency p99`, value: run.result.latency.p99, unit: 'ms' },
    {
      id: `render.${name}.errors`,
      label: `${label}: errors and non-2xx`,
      value: run.result.errors + run.result.timeouts + run.result.non2xx,
      unit: '',
      budget: 'render.errors',
    },
    { id: `render.${name}.cpu_per_request_ms`, label: `${label}: workerd CPU per request`, value: round(run.workerdMsPerRequest, 2), unit: 'ms' },
  ];
  return {
    id: 'render',
    title: '4. Server render cost (a cached page and a full SSR miss against a trivial route)',
    how:
      `autocannon (npm) -c ${CONNECTIONS} -d ${SECONDS}, no Accept-Encoding, against ${PAGES.momentos} and /robots.txt in the same run ` +
      "(3 s warm-up each first, edge cache on: an anonymous visitor gets the page from the page cache), then the same against a bare Hono worker's " +
      "/robots.txt (bench/bare-stack bundled by wrangler, served as the shop is on port 8810, the shop's server idle). CPU per request = CPU time of the workerd processes (from /proc, " +
      'utime+stime) over the run divided by the requests answered, /momentos minus /robots.txt (an upper bound: it includes ' +
      "the local Cache API simulation). workerd's timers do not advance within a request, so a render cannot time itself: " +
      `the budgeted figure runs the built worker (dist/storefront/index.js) in Node, ${NODE_RENDERS} requests after ` +
      `${NODE_WARM_UPS} warm-ups with the backend's answers replayed from memory: the main thread's CPU time ` +
      "(process.threadCpuUsage(); Workers count a request's CPU on its isolate's thread) divided by the requests, and " +
      "beside it the whole process's (process.cpuUsage(), with V8's background compiler and GC threads).",
    reproduce: `npm run bench -- --only render   (the bare worker alone: npx wrangler dev -c bench/bare-stack/wrangler.json, which adds its proxy; load alone: npx autocannon -c ${CONNECTIONS} -d ${SECONDS} http://127.0.0.1:8805${PAGES.momentos})`,
    figures: [
      ...rows('momentos', momentos, PAGES.momentos),
      ...rows('robots', robots, '/robots.txt'),
      {
        id: 'render.cached_rps_to_robots',
        label: `${PAGES.momentos} (from the page cache) requests/s ÷ /robots.txt requests/s`,
        value: round(momentos.result.requests.average / Math.max(1, robots.result.requests.average), 2),
        unit: '×',
        budget: 'render.cached_rps_to_robots',
      },
      {
        id: 'render.cached_latency_to_robots',
        label: `${PAGES.momentos} latency p50 ÷ /robots.txt latency p50`,
        value: round(momentos.result.latency.p50 / Math.max(0.5, robots.result.latency.p50), 2),
        unit: '×',
        budget: 'render.cached_latency_to_robots',
        note: 'autocannon latency is to the last byte, an upper bound of the time to the first',
      },
      {
        id: 'render.bare_robots.rps',
        label: 'bare Hono worker (bench/bare-stack), /robots.txt: requests/s',
        value: round(bare.requests.average, 0),
        unit: 'req/s',
        note: `${bare.requests.total} requests in ${SECONDS} s, p50 ${bare.latency.p50} ms; errors and non-2xx ${bare.errors + bare.timeouts + bare.non2xx}`,
      },
      {
        id: 'render.bare_page.rps',
        label: 'bare Hono worker, a 40 KB answer from memory (as large as the cached page): requests/s',
        value: round(barePage.requests.average, 0),
        unit: 'req/s',
        note: `p50 ${barePage.latency.p50} ms: what moving a page of that size costs on local workerd, with nothing of the shop`,
      },
      {
        id: 'render.robots_rps_to_bare',
        label: "the shop's /robots.txt requests/s ÷ the bare worker's",
        value: toBare(robots),
        unit: '×',
        budget: 'render.robots_rps_to_bare',
      },
      {
        id: 'render.cached_rps_to_bare',
        label: `${PAGES.momentos} (from the page cache) requests/s ÷ the bare worker's /robots.txt`,
        value: toBare(momentos),
        unit: '×',
        budget: 'render.cached_rps_to_bare',
      },
      {
        id: 'render.node_cpu_ms',
        label: `CPU of one ${PAGES.momentos} request, worker in Node`,
        value: round(nodePage.threadCpuMsPerRender, 2),
        unit: 'ms',
        budget: 'render.cpu_ms',
        note: `main thread, whole handler, ${NODE_RENDERS} renders after ${NODE_WARM_UPS}; ${round(nodePage.bytes / 1024, 0)} KB of HTML`,
      },
      {
        id: 'render.html_kb',
        label: `HTML of ${PAGES.momentos}, decoded`,
        value: round(nodePage.bytes / 1024, 1),
        unit: 'KiB',
        budget: 'render.html_kb',
      },
      {
        id: 'render.node_process_cpu_ms',
        label: `… the same with V8's background threads`,
        value: round(nodePage.cpuMsPerRender, 2),
        unit: 'ms',
        note: 'process.cpuUsage(): GC marking and optimising compiler threads too',
      },
      {
        id: 'render.node_cpu_trivial_ms',
        label: 'CPU of one /robots.txt request, worker in Node',
        value: round(nodeTrivial.threadCpuMsPerRender, 2),
        unit: 'ms',
      },
      {
        id: 'render.workerd_cpu_ms',
        label: `workerd CPU of ${PAGES.momentos} minus /robots.txt`,
        value: round(renderMs, 2),
        unit: 'ms',
        note: 'upper bound: includes the local Cache API simulation',
      },
    ],
    details: {
      node: { momentos: nodePage, robots: nodeTrivial },
      momentos: { ...momentos.result, cpuMsByProgram: momentos.used },
      robots: { ...robots.result, cpuMsByProgram: robots.used },
    },
  };
}
