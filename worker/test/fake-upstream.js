// @ts-check
/**
 * A test-only upstream for the storefront-worker tests (vitest.config.ts `miniflare.workers`):
 * records every request it gets and misbehaves on demand (slow, 429, 500, any body), so tests
 * can check what the edge sends upstream and how it answers upstream faults. Plain JavaScript
 * because Miniflare runs it as is. Tests reach it through the FAKE_UPSTREAM binding (control
 * paths under /__fake/) and point the storefront at it by swapping its BACKEND binding.
 */

/** @type {{ method: string, path: string, search: string, headers: Record<string, string>, body: string }[]} */
let calls = [];
/** @type {Map<string, { status?: number, delayMs?: number, body?: string, headers?: Record<string, string> }>} */
let behaviours = new Map();

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export default {
  /** @param {Request} request */
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/__fake/reset') {
      calls = [];
      behaviours = new Map();
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/__fake/behave') {
      const { path, ...behaviour } = await request.json();
      behaviours.set(path, behaviour);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/__fake/calls') {
      const path = url.searchParams.get('path');
      return Response.json(path ? calls.filter((call) => call.path === path) : calls);
    }
    const body = await request.text();
    calls.push({ method: request.method, path: url.pathname, search: url.search, headers: Object.fromEntries(request.headers), body });
    // GraphQL: a behaviour may be keyed by operation too ("/graphql#Customer").
    let operationName = '';
    try {
      operationName = JSON.parse(body).operationName ?? '';
    } catch {}
    const behaviour = behaviours.get(`${url.pathname}#${operationName}`) ?? behaviours.get(url.pathname) ?? {};
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    return new Response(behaviour.body ?? JSON.stringify({ ok: true, path: url.pathname, search: url.search }), {
      status: behaviour.status ?? 200,
      headers: { 'content-type': 'application/json', ...behaviour.headers },
    });
  },
};
