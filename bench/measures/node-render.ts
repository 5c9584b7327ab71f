import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMPANY } from '../../src/core/company.ts';

/**
 * The CPU time of one page render, measured in Node: the built storefront worker (dist/storefront/index.js, a plain ES module) run in Node, its fetch handler
 * called many times with the backend's answers replayed from memory, and the CPU time of the main
 * thread (process.threadCpuUsage: Workers bill the isolate's thread; the whole process's beside it)
 * divided by the renders. Everything the worker's own JavaScript does for the
 * request is in it (routing, middleware, parsing the catalogue answers with their schemas, the
 * React stream to its last byte); the I/O a Worker does not pay CPU for (the network, the Cache
 * API, compression) is not. Node's V8 is not workerd's, but the machine and the code are.
 */

interface Worker {
  fetch(request: Request, env: Record<string, unknown>, ctx: unknown): Promise<Response>;
}

type Recorded = { status: number; headers: [string, string][]; body: ArrayBuffer };

// The worker declares its Durable Object class (worker/upstream/cache-generations.ts) from the
// runtime's `cloudflare:workers`, which Node lacks; the render never reaches it (EDGE_CACHE off).
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier === 'cloudflare:workers' ? { url: 'data:text/javascript,export class DurableObject {}', shortCircuit: true } : nextResolve(specifier, context),
});

/**
 * The one call of a page the proxy refuses to browsers (`browser: false` in the contract), answered
 * with the facts migration 0048 seeds (src/core/company.ts): a live call on every render would
 * measure the network, not the render.
 */
function ownAnswer(key: string): Recorded | undefined {
  if (key !== 'GET /api/company') return undefined;
  return { status: 200, headers: [['content-type', 'application/json']], body: new TextEncoder().encode(JSON.stringify({ company: COMPANY })).buffer };
}

export async function nodeRenderCpu(options: { dist: string; path: string; recordFrom: string; renders: number; warmUps: number }) {
  const config = JSON.parse(readFileSync(`${options.dist}/storefront/wrangler.json`, 'utf8')) as { vars: Record<string, string> };
  const worker = ((await import(pathToFileURL(resolve(`${options.dist}/storefront/index.js`)).href)) as { default: Worker }).default;

  // The first render's backend calls go to the running app's same-origin proxy (all but one are
  // browser routes of the contract: ownAnswer); later renders get the same answers from memory.
  const recorded = new Map<string, Recorded>();
  const backend = {
    async fetch(request: Request): Promise<Response> {
      const { pathname, search } = new URL(request.url);
      const key = `${request.method} ${pathname}${search}`;
      let answer = recorded.get(key) ?? ownAnswer(key);
      if (!answer) {
        const live = await fetch(`${options.recordFrom}${pathname}${search}`, { method: request.method, headers: { accept: 'application/json' } });
        if (!live.ok) throw new Error(`recording ${key} through the proxy answered ${live.status}`);
        answer = { status: live.status, headers: [['content-type', live.headers.get('content-type') ?? 'application/json']], body: await live.arrayBuffer() };
        recorded.set(key, answer);
      }
      return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
    },
  };
  const env = {
    ...config.vars,
    EDGE_CACHE: 'off', // no Cache API in Node: answers come from `recorded`, as a cache hit would
    LOG_LEVEL: 'silent',
    BACKEND: backend,
    PARTNERS_KV: { get: async () => null, put: async () => undefined },
  };
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  // Only `caches.open` is reached with EDGE_CACHE off; a stand-in that never hits.
  const globals = globalThis as { caches?: unknown };
  const hadCaches = 'caches' in globals;
  if (!hadCaches) globals.caches = { open: async () => ({ match: async () => undefined, put: async () => undefined }) };

  const renderOnce = async () => {
    const response = await worker.fetch(
      new Request(`http://127.0.0.1${options.path}`, { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile', accept: 'text/html' } }),
      env,
      ctx,
    );
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${options.path} rendered ${response.status} in Node`);
    return body.byteLength;
  };
  try {
    let bytes = 0;
    for (let index = 0; index < options.warmUps; index += 1) bytes = await renderOnce();
    const wallStart = performance.now();
    const cpuStart = process.cpuUsage();
    const threadStart = process.threadCpuUsage();
    for (let index = 0; index < options.renders; index += 1) await renderOnce();
    const thread = process.threadCpuUsage(threadStart);
    const cpu = process.cpuUsage(cpuStart);
    const wallMs = performance.now() - wallStart;
    return {
      cpuMsPerRender: (cpu.user + cpu.system) / 1000 / options.renders,
      threadCpuMsPerRender: (thread.user + thread.system) / 1000 / options.renders,
      wallMsPerRender: wallMs / options.renders,
      bytes,
      backendCalls: [...recorded.keys()],
    };
  } finally {
    if (!hadCaches) delete globals.caches;
  }
}
