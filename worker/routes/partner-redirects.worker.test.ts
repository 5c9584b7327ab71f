import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EDGE } from '../../src/core/constants.ts';
import type { PartnersResponse } from '../../src/contracts/partners.ts';
import worker from '../index.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream, ORIGIN } from '../test/edge-harness.ts';

const partner = (name: string) => ({ name, brand: name, description: '', banner_url: '' });

function partnersBody(...names: string[]): string {
  return JSON.stringify({ partners: names.map(partner) } satisfies PartnersResponse);
}

async function putPartners(...names: string[]) {
  await env.PARTNERS_KV.put(EDGE.partnersKvKey, JSON.stringify({ names, refreshedAt: new Date().toISOString() }));
}

async function runCron(bindings: Env) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '*/10 * * * *', scheduledTime: Date.now() }), bindings, ctx);
  await waitOnExecutionContext(ctx);
}

beforeEach(() => fakeUpstream.reset());
afterEach(() => env.PARTNERS_KV.delete(EDGE.partnersKvKey));

describe('spec §2 dynamic partner redirects (KV)', () => {
  it('sends /{name} of a partner in KV to /parceiros/{name}, lowercase, keeping the query', async () => {
    await putPartners('casa-do-vinho');
    const response = await SELF.fetch(`${ORIGIN}/Casa-Do-Vinho?utm_source=insta`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/parceiros/casa-do-vinho?utm_source=insta');
  });

  it('leaves names that are not partners to the rest of the routing (404)', async () => {
    await putPartners('casa-do-vinho');
    const response = await SELF.fetch(`${ORIGIN}/outra-casa`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found: /outra-casa');
  });

  it('lets fixed routes win over a partner of the same name', async () => {
    await putPartners('momentos');
    const response = await SELF.fetch(`${ORIGIN}/momentos`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it.each([
    ['/sitemap.xml', 'application/xml'],
    ['/llms.txt', 'text/markdown'],
    ['/healthz', 'application/json'],
  ])('never lets a partner take %s, one of the shop’s own addresses, over', async (path, type) => {
    await putPartners(path.slice(1));
    const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
    expect(response.status).not.toBe(302);
    expect(response.headers.get('content-type') ?? '').toContain(type);
    await response.body?.cancel();
  });

  it('a partner added in the backend redirects after the next cron run, without a deploy', async () => {
    const bindings = envWithFakeUpstream();
    await fakeUpstream.behave('/api/partners', { body: partnersBody('adega-da-ana') });
    await putPartners('outro');
    expect((await callEdge('/adega-da-ana', {}, { env: bindings })).status).toBe(404);

    await runCron(bindings);

    const response = await callEdge('/adega-da-ana', {}, { env: bindings });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/parceiros/adega-da-ana');
    const calls = await fakeUpstream.calls('/api/partners');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['x-access-token']).toBe(env.API_ACCESS_TOKEN);
  });

  it('on a fresh deployment (KV empty) the first request reads the backend and fills KV', async () => {
    await fakeUpstream.behave('/api/partners', { body: partnersBody('vinhos-do-joao') });
    const response = await callEdge('/vinhos-do-joao');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/parceiros/vinhos-do-joao');
    expect(await env.PARTNERS_KV.get(EDGE.partnersKvKey, 'json')).toMatchObject({ names: ['vinhos-do-joao'] });
  });

  it('a KV read failure never breaks a page: the request goes on to the 404', async () => {
    const failingKv = {
      get: () => Promise.reject(new Error('KV is down')),
      put: () => Promise.reject(new Error('KV is down')),
    } as unknown as KVNamespace;
    const response = await callEdge('/qualquer-nome', {}, { env: envWithFakeUpstream({ PARTNERS_KV: failingKv }) });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found: /qualquer-nome');
    const page = await callEdge('/momentos', {}, { env: envWithFakeUpstream({ PARTNERS_KV: failingKv }) });
    expect(page.status).toBe(200);
  });

  it('a failing partners call (KV empty) is logged only: the page still answers', async () => {
    await fakeUpstream.behave('/api/partners', { status: 500 });
    const response = await callEdge('/qualquer-nome');
    expect(response.status).toBe(404);
    expect(await env.PARTNERS_KV.get(EDGE.partnersKvKey)).toBeNull();
  });

  it('a failing cron run keeps the last list', async () => {
    await putPartners('casa-do-vinho');
    await fakeUpstream.behave('/api/partners', { status: 500 });
    await runCron(envWithFakeUpstream());
    expect(await env.PARTNERS_KV.get(EDGE.partnersKvKey, 'json')).toMatchObject({ names: ['casa-do-vinho'] });
  });
});
