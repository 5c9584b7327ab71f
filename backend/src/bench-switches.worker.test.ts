import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontHeaders } from '../test/http.ts';
import { testEnv } from '../test/test-env.ts';
import { createBackendApp } from './app.ts';

/** The backend with some bench vars set, as `npm run bench` serves it (backend/src/bench-switches.ts). */
async function fetchWith(
  vars: Partial<Record<'BENCH_DELAY_MS' | 'BENCH_FAULT_RATE' | 'BENCH_TIMEOUT_RATE' | 'BENCH_HANG_MS' | 'BENCH_LOG_CALLS', string>>,
  path: string,
) {
  const ctx = createExecutionContext();
  const response = await createBackendApp().fetch(new Request(`https://backend.test${path}`, { headers: storefrontHeaders() }), { ...testEnv, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

afterEach(() => vi.restoreAllMocks());

describe('bench switches', () => {
  it('are off in wrangler.toml: answers and logs untouched', async () => {
    const log = vi.spyOn(console, 'log');
    expect(testEnv.BENCH_FAULT_RATE).toBe('0');
    expect(testEnv.BENCH_TIMEOUT_RATE).toBe('0');
    expect(testEnv.BENCH_DELAY_MS).toBe('0');
    expect((await fetchWith({}, '/api/messageBanner')).status).toBe(200);
    expect(log.mock.calls.flat().join('\n')).not.toContain('bench_backend_call');
  });

  it('answer 500 to the share of calls BENCH_FAULT_RATE names', async () => {
    const response = await fetchWith({ BENCH_FAULT_RATE: '1' }, '/api/messageBanner');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: 'bench_fault' });
  });

  it('hang BENCH_HANG_MS, then answer 504, for the share BENCH_TIMEOUT_RATE names', async () => {
    const response = await fetchWith({ BENCH_TIMEOUT_RATE: '1', BENCH_HANG_MS: '5' }, '/api/messageBanner');
    expect(response.status).toBe(504);
  });

  it('delay every answer by BENCH_DELAY_MS and still answer it', async () => {
    expect((await fetchWith({ BENCH_DELAY_MS: '5' }, '/api/messageBanner')).status).toBe(200);
  });

  it('log one bench_backend_call line per call with BENCH_LOG_CALLS=on, naming path, query and fault', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await fetchWith({ BENCH_LOG_CALLS: 'on' }, '/api/wines?page=1');
    const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('bench_backend_call'));
    expect(lines.map((line) => JSON.parse(line))).toEqual([{ event: 'bench_backend_call', method: 'GET', path: '/api/wines', query: '?page=1', fault: null }]);
  });
});
