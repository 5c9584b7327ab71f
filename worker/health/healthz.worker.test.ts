import { SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKEND_HEALTH_PATH, HEALTH_PATH, type HealthChecks, healthReportSchema } from '../../src/contracts/health.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { shopperIp } from '../test/customers.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream, ORIGIN, testBindings } from '../test/edge-harness.ts';
import { startInFreshWindow } from '../test/rate-limit-window.ts';

/**
 * docs/operating-the-shop.md "Health": what an uptime monitor sees at /healthz. Each probe comes
 * from an address of its own (the probe is limited per address), except where the limit is the
 * point.
 */
const ALL_UP: HealthChecks = { storefront: 'up', backend: 'up', d1: 'up', kv: 'up' };

function probe(options: { env?: Env; method?: string; ip?: string } = {}): Promise<Response> {
  const init = { method: options.method ?? 'GET', headers: { 'CF-Connecting-IP': options.ip ?? shopperIp() } };
  return callEdge(HEALTH_PATH, init, { env: options.env ?? envWithFakeUpstream() });
}

/** The report, checked against its contract (strict: a field more fails), and the raw text. */
async function reportOf(response: Response) {
  const text = await response.text();
  return { report: healthReportSchema.parse(JSON.parse(text)), text };
}

/** The fake backend answers /api/health with this (a healthy one: `{"d1":"up"}`). */
const backendSays = (body: string, status = 200) => fakeUpstream.behave(BACKEND_HEALTH_PATH, { status, body });

const failingKv = {
  get: () => Promise.reject(new Error('KV is down: namespace 0a7e5c1e, token kv-segredo')),
} as unknown as KVNamespace;
const hangingKv = { get: () => new Promise(() => undefined) } as unknown as KVNamespace;

/** Hosted mode: no BACKEND binding, API_ORIGIN set (every outbound fetch reaches the fake). */
function hostedEnv(): Env {
  const { BACKEND: _embedded, ...rest } = testBindings;
  return { ...rest, API_ORIGIN: 'https://api.hospedado.test' } as unknown as Env;
}

beforeEach(async () => {
  await fakeUpstream.reset();
  await backendSays('{"d1":"up"}');
});
afterEach(() => vi.restoreAllMocks());

describe('GET /healthz', () => {
  it('answers 200 with every part up, through the real backend, D1 and KV', async () => {
    const response = await SELF.fetch(`${ORIGIN}${HEALTH_PATH}`, { headers: { 'CF-Connecting-IP': shopperIp() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect((await reportOf(response)).report).toEqual({ status: 'ok', checks: ALL_UP });
  });

  it('answers HEAD too, with the status and headers and no body', async () => {
    const up = await probe({ method: 'HEAD' });
    expect(up.status).toBe(200);
    expect(up.headers.get('cache-control')).toBe('no-store');
    expect(await up.text()).toBe('');
    await backendSays('{"d1":"down"}');
    expect((await probe({ method: 'HEAD' })).status).toBe(503);
  });

  it('says the backend is down (503) when calling it fails, and D1 unknown behind it', async () => {
    const unreachable = { fetch: () => Promise.reject(new TypeError('Network connection lost')) } as unknown as Fetcher;
    const response = await probe({ env: envWithFakeUpstream({ BACKEND: unreachable }) });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await reportOf(response)).report).toEqual({ status: 'degraded', checks: { ...ALL_UP, backend: 'down', d1: 'unknown' } });
  });

  it('says the backend is down when it hangs, after a short timeout rather than hanging the monitor', async () => {
    await fakeUpstream.behave(BACKEND_HEALTH_PATH, { delayMs: 20_000, body: '{"d1":"up"}' });
    const response = await probe();
    expect(response.status).toBe(503);
    expect((await reportOf(response)).report.checks).toEqual({ ...ALL_UP, backend: 'down', d1: 'unknown' });
  });

  it('says the backend is down when it answers an error, without passing on what it said', async () => {
    await backendSays('{"error":"internal_error","stack":"Error: D1_ERROR at cliente ana@example.com.br"}', 500);
    const response = await probe();
    expect(response.status).toBe(503);
    const { report, text } = await reportOf(response);
    expect(report.checks).toEqual({ ...ALL_UP, backend: 'down', d1: 'unknown' });
    expect(text).not.toMatch(/D1_ERROR|ana@|stack/);
  });

  it('says D1 is down (503) when the backend answers that its database is', async () => {
    await backendSays('{"d1":"down"}');
    const response = await probe();
    expect(response.status).toBe(503);
    expect((await reportOf(response)).report).toEqual({ status: 'degraded', checks: { ...ALL_UP, d1: 'down' } });
  });

  it('says KV is down (503) when reading it throws, logging why but never answering it', async () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
    const response = await probe({ env: envWithFakeUpstream({ PARTNERS_KV: failingKv, LOG_LEVEL: 'info' }) });
    expect(response.status).toBe(503);
    const { report, text } = await reportOf(response);
    expect(report).toEqual({ status: 'degraded', checks: { ...ALL_UP, kv: 'down' } });
    expect(text).not.toContain('segredo');
    const logged = warnings.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === 'health_check_down');
    expect(logged).toMatchObject({ part: 'kv' });
    expect(String(logged?.error)).toContain('KV is down');
  });

  it('says KV is down when a read hangs', async () => {
    const response = await probe({ env: envWithFakeUpstream({ PARTNERS_KV: hangingKv }) });
    expect(response.status).toBe(503);
    expect((await reportOf(response)).report.checks).toEqual({ ...ALL_UP, kv: 'down' });
  });

  it('carries no data: only the four parts and their states, whatever the backend adds', async () => {
    await backendSays('{"d1":"up","customers":1234,"lastOrder":"ana@example.com.br","version":"1.2.3"}');
    const response = await probe();
    expect(response.status).toBe(200);
    const { report, text } = await reportOf(response);
    expect(report).toEqual({ status: 'ok', checks: ALL_UP });
    // no counts, versions or e-mails (the one digit is the part named "d1")
    expect(text.replace('"d1"', '')).not.toMatch(/\d|@|customers|lastOrder|version/);
  });

  it('is asked anew every time, even with the edge cache on: a second probe sees the backend go down', async () => {
    const cached = envWithFakeUpstream({ EDGE_CACHE: 'on' });
    expect((await probe({ env: cached })).status).toBe(200);
    await backendSays('{"d1":"up"}', 500);
    const second = await probe({ env: cached });
    expect(second.status).toBe(503);
    await second.body?.cancel();
    expect(await fakeUpstream.calls(BACKEND_HEALTH_PATH)).toHaveLength(2);
  });
});

describe('GET /healthz in hosted mode (API_ORIGIN set, no /api/health there)', () => {
  beforeEach(() => fakeUpstream.behave('/api/messageBanner', { body: JSON.stringify({ messageBanner: [{ text: 'Frete grátis' }], message: 'ok' }) }));

  it('probes the hosted backend with a cheap spec call, with its key, and says D1 is unknown (not down)', async () => {
    const response = await probe({ env: hostedEnv() });
    expect(response.status).toBe(200);
    expect((await reportOf(response)).report).toEqual({ status: 'ok', checks: { ...ALL_UP, d1: 'unknown' } });
    const [call] = await fakeUpstream.calls('/api/messageBanner');
    expect(call?.headers['x-access-token']).toBe(testBindings.API_ACCESS_TOKEN);
    expect(await fakeUpstream.calls(BACKEND_HEALTH_PATH)).toEqual([]);
  });

  it('says the hosted backend is down (503) when that call fails', async () => {
    await fakeUpstream.behave('/api/messageBanner', { status: 502, body: 'Bad gateway' });
    const response = await probe({ env: hostedEnv() });
    expect(response.status).toBe(503);
    expect((await reportOf(response)).report.checks).toEqual({ ...ALL_UP, backend: 'down', d1: 'unknown' });
  });
});

describe('GET /healthz rate limit (wrangler.toml HEALTH_LIMITER: 10 a minute per address)', () => {
  it('answers 429 JSON past the limit, never cached, and leaves another address alone', async () => {
    await startInFreshWindow();
    const ip = shopperIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await probe({ ip });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    const refused = await probe({ ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-robots-tag')).toBe('noindex');
    expect(await refused.json()).toEqual({ error: 'too_many_requests', message: MESSAGES.tooManyRequests });
    // a refused probe never reached the backend: ten calls for ten answers
    expect(await fakeUpstream.calls(BACKEND_HEALTH_PATH)).toHaveLength(10);
    const other = await probe();
    expect(other.status).toBe(200);
    await other.body?.cancel();
  });
});
