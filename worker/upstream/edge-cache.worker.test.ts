import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { EDGE, HEADERS } from '../../src/core/constants.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream, testBindings } from '../test/edge-harness.ts';
import { currentGenerations, purgeScopes } from './cache-generations.ts';
import { cachedFetch } from './edge-cache.ts';

const cacheOn = () => envWithFakeUpstream({ EDGE_CACHE: 'on' });
let unique = 0;
/** A wine id no other test used, so cache keys never collide between tests. */
const nextWine = () => `/api/wine/${900_000 + (Date.now() % 100_000) + (unique += 1)}`;

beforeEach(() => fakeUpstream.reset());

describe('edge caching of catalogue reads', () => {
  it('coalesces 100 concurrent identical requests into one upstream call', async () => {
    const path = nextWine();
    await fakeUpstream.behave(path, { delayMs: 50, body: JSON.stringify({ name: 'Malbec', wake_product_id: 1 }) });
    const bindings = cacheOn();
    const responses = await Promise.all(Array.from({ length: 100 }, () => callEdge(path, {}, { env: bindings })));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ name: 'Malbec', wake_product_id: 1 })]));
    expect(await fakeUpstream.calls(path)).toHaveLength(1);
  });

  it('answers the next request from the cache (HIT) without calling the backend', async () => {
    const path = nextWine();
    const bindings = cacheOn();
    const first = await callEdge(path, {}, { env: bindings });
    expect(first.headers.get(HEADERS.edgeCache)).toBe('MISS');
    const second = await callEdge(path, {}, { env: bindings });
    expect(second.headers.get(HEADERS.edgeCache)).toBe('HIT');
    expect(second.headers.get('cache-control')).toContain(`max-age=${EDGE.catalogueFreshSeconds}`);
    expect(await second.json()).toEqual(await first.json());
    expect(await fakeUpstream.calls(path)).toHaveLength(1);
  });

  it('keys on the sorted query: the same list in another order is the same entry', async () => {
    const bindings = cacheOn();
    const path = nextWine();
    await callEdge(`${path}?a=1&b=2`, {}, { env: bindings });
    const again = await callEdge(`${path}?b=2&a=1`, {}, { env: bindings });
    expect(again.headers.get(HEADERS.edgeCache)).toBe('HIT');
    const other = await callEdge(`${path}?a=2`, {}, { env: bindings });
    expect(other.headers.get(HEADERS.edgeCache)).toBe('MISS');
  });

  it('serves a stale entry at once and refreshes it with one background call', async () => {
    let clock = Date.now();
    let loads = 0;
    const key = `https://loja.test/__edge-cache/test/stale-${Date.now()}`;
    const options = () => {
      const ctx = createExecutionContext();
      return {
        ctx,
        options: {
          key,
          load: async () => new Response(`v${(loads += 1)}`),
          waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
          useCache: true,
          maxWaitMs: 1000,
          path: '/test',
          now: () => clock,
        },
      };
    };
    let call = options();
    expect((await cachedFetch(call.options)).state).toBe('MISS');
    await waitOnExecutionContext(call.ctx);

    clock += (EDGE.catalogueFreshSeconds + 1) * 1000;
    call = options();
    const stale = await cachedFetch(call.options);
    expect(stale.state).toBe('STALE');
    expect(await new Response(stale.stored.body).text()).toBe('v1');
    await waitOnExecutionContext(call.ctx);
    expect(loads).toBe(2);

    call = options();
    const refreshed = await cachedFetch(call.options);
    expect(refreshed.state).toBe('HIT');
    expect(await new Response(refreshed.stored.body).text()).toBe('v2');

    clock += (EDGE.catalogueFreshSeconds + EDGE.catalogueStaleSeconds + 1) * 1000;
    expect((await cachedFetch(options().options)).state).toBe('MISS');
  });

  it("answers a fresh entry again from the isolate's memory, without the Cache API, and only while fresh", async () => {
    let clock = Date.now();
    let loads = 0;
    const key = `https://loja.test/__edge-cache/test/hot-${Date.now()}`;
    const fetchOnce = async () => {
      const ctx = createExecutionContext();
      const answer = await cachedFetch({
        key,
        load: async () => new Response(`v${(loads += 1)}`),
        waitUntil: (promise) => ctx.waitUntil(promise),
        useCache: true,
        maxWaitMs: 1000,
        path: '/test',
        now: () => clock,
      });
      await waitOnExecutionContext(ctx);
      return { state: answer.state, text: await new Response(answer.stored.body).text() };
    };
    expect(await fetchOnce()).toEqual({ state: 'MISS', text: 'v1' });
    // the Cache API's copy gone: a fresh entry is still this isolate's
    await (await caches.open('edge-catalogue')).delete(key);
    expect(await fetchOnce()).toEqual({ state: 'HIT', text: 'v1' });
    // past its fresh time memory answers nothing, and the Cache API has nothing either
    clock += (EDGE.catalogueFreshSeconds + 1) * 1000;
    expect(await fetchOnce()).toEqual({ state: 'MISS', text: 'v2' });
    expect(loads).toBe(2);
  });

  it('a purge passes over every entry of the scopes it names, and only those, in every isolate within the memo time', async () => {
    const bindings = cacheOn();
    const wine = nextWine();
    const list = `/api/wines?pageSize=${unique}`;
    for (const path of [wine, list, '/api/messageBanner']) await callEdge(path, {}, { env: bindings });
    expect((await callEdge(wine, {}, { env: bindings })).headers.get(HEADERS.edgeCache)).toBe('HIT');
    expect((await callEdge('/api/messageBanner', {}, { env: bindings })).headers.get(HEADERS.edgeCache)).toBe('HIT');

    await purgeScopes(testBindings, ['catalogue']);

    expect((await callEdge(wine, {}, { env: bindings })).headers.get(HEADERS.edgeCache)).toBe('MISS');
    expect((await callEdge(list, {}, { env: bindings })).headers.get(HEADERS.edgeCache)).toBe('MISS');
    expect((await callEdge('/api/messageBanner', {}, { env: bindings })).headers.get(HEADERS.edgeCache)).toBe('HIT');
    expect(await fakeUpstream.calls(wine)).toHaveLength(2);
    // the new entries are cached again under the new generation
    expect((await callEdge(wine, {}, { env: bindings })).headers.get(HEADERS.edgeCache)).toBe('HIT');
  });

  it("D1 read replication: a catalogue read asks for a copy at least as new as the last purge's write, or the primary with the cache off", async () => {
    const bookmark = `0000000a-00000003-00004f7e-${(unique += 1).toString(16).padStart(8, '0')}`;
    await purgeScopes(testBindings, ['catalogue'], { bookmark });
    const wine = nextWine();
    await (await callEdge(wine, {}, { env: cacheOn() })).body?.cancel();
    const uncached = nextWine();
    await (await callEdge(uncached, {}, { env: envWithFakeUpstream({ EDGE_CACHE: 'off' }) })).body?.cancel();
    expect((await fakeUpstream.calls(wine)).map((call) => call.headers['x-d1-bookmark'])).toEqual([bookmark]);
    expect((await fakeUpstream.calls(uncached)).map((call) => call.headers['x-d1-bookmark'])).toEqual(['first-primary']);
    // a purge without a bookmark (a write the backend gave none for) keeps the last one
    await purgeScopes(testBindings, ['banners']);
    expect((await currentGenerations(testBindings, Date.now(), () => undefined)).bookmark).toBe(bookmark);
  });

  it('another isolate sees a purge once its reading of the generations is older than the memo time', async () => {
    const before = await currentGenerations(testBindings, Date.now(), () => undefined);
    // the Durable Object changes under this isolate, as a purge made in another location would
    const object = testBindings.CACHE_GENERATIONS.get(testBindings.CACHE_GENERATIONS.idFromName('edge-cache'));
    await object.bump(['banners'], 'de-outro-lugar');
    expect(await currentGenerations(testBindings, Date.now(), () => undefined)).toEqual(before);
    const later = Date.now() + EDGE.generationMemoMs;
    expect((await currentGenerations(testBindings, later, () => undefined)).banners).toBe('de-outro-lugar');
  });

  it('asks the Durable Object once for a burst of requests that all find the reading old', async () => {
    const object = testBindings.CACHE_GENERATIONS.get(testBindings.CACHE_GENERATIONS.idFromName('edge-cache'));
    await object.bump(['banners'], 'rajada');
    let reads = 0;
    const counting = {
      ...testBindings,
      CACHE_GENERATIONS: {
        idFromName: () => ({}),
        get: () => ({
          read: () => {
            reads += 1;
            return object.read();
          },
        }),
      },
    } as unknown as Env;
    const later = Date.now() + 5 * EDGE.generationMemoMs;
    const burst = await Promise.all(Array.from({ length: 50 }, () => currentGenerations(counting, later, () => undefined)));
    expect(reads).toBe(1);
    expect(burst.every((generations) => generations.banners === 'rajada')).toBe(true);
  });

  it('keeps a purge made here over a reading that was under way when it happened', async () => {
    let answer: (generations: Record<string, string>) => void = () => undefined;
    const slow = {
      ...testBindings,
      CACHE_GENERATIONS: { idFromName: () => ({}), get: () => ({ read: () => new Promise((resolve) => (answer = resolve)) }) },
    } as unknown as Env;
    const asked = Date.now() + 7 * EDGE.generationMemoMs;
    const reading = currentGenerations(slow, asked, () => undefined);
    await purgeScopes(testBindings, ['banners'], { now: asked + 1 });
    const purged = await currentGenerations(testBindings, asked + 2, () => undefined);
    answer({ banners: 'antes-da-limpeza' });
    expect((await reading).banners).toBe(purged.banners);
    expect(await currentGenerations(testBindings, asked + 3, () => undefined)).toEqual(purged);
  });

  it('keeps serving the last known generations when the Durable Object cannot be reached', async () => {
    const known = await currentGenerations(testBindings, Date.now() + 10 * EDGE.generationMemoMs, () => undefined);
    const broken = {
      ...testBindings,
      CACHE_GENERATIONS: { idFromName: () => ({}), get: () => ({ read: () => Promise.reject(new Error('indisponível')) }) },
    } as unknown as Env;
    const errors: unknown[] = [];
    expect(await currentGenerations(broken, Date.now() + 20 * EDGE.generationMemoMs, (error) => errors.push(error))).toEqual(known);
    expect(errors).toHaveLength(1);
  });

  it('does not keep failed answers', async () => {
    const path = nextWine();
    const bindings = cacheOn();
    await fakeUpstream.behave(path, { status: 500 });
    expect((await callEdge(path, {}, { env: bindings })).status).toBe(502);
    await fakeUpstream.behave(path, { status: 200 });
    const response = await callEdge(path, {}, { env: bindings });
    expect(response.status).toBe(200);
    expect(response.headers.get(HEADERS.edgeCache)).toBe('MISS');
    expect(await fakeUpstream.calls(path)).toHaveLength(2);
  });

  it('never caches personal or write calls', async () => {
    const bindings = cacheOn();
    for (let i = 0; i < 2; i += 1) {
      const response = await callEdge('/api/productsCart', { method: 'POST', body: JSON.stringify({ wines: [1] }) }, { env: bindings });
      expect(response.headers.get(HEADERS.edgeCache)).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(await fakeUpstream.calls('/api/productsCart')).toHaveLength(2);
  });

  it('still coalesces with EDGE_CACHE off, but keeps nothing', async () => {
    const path = nextWine();
    await fakeUpstream.behave(path, { delayMs: 50 });
    const bindings = envWithFakeUpstream({ EDGE_CACHE: 'off' });
    await Promise.all(Array.from({ length: 10 }, () => callEdge(path, {}, { env: bindings })));
    expect(await fakeUpstream.calls(path)).toHaveLength(1);
    await callEdge(path, {}, { env: bindings });
    expect(await fakeUpstream.calls(path)).toHaveLength(2);
  });
});
