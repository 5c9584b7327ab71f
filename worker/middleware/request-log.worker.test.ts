import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '../../src/core/constants.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream } from '../test/edge-harness.ts';

/** The request log lines written while `run` ran, parsed. */
async function logsOf(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const capture = (line: unknown) => void lines.push(String(line));
  const spies = [vi.spyOn(console, 'log').mockImplementation(capture), vi.spyOn(console, 'warn').mockImplementation(capture)];
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

const logging = () => envWithFakeUpstream({ LOG_LEVEL: 'info' });

beforeEach(() => fakeUpstream.reset());
afterEach(() => vi.restoreAllMocks());

describe('structured request logs', () => {
  it('write one JSON line per request: method, path, status, duration, upstream status', async () => {
    await fakeUpstream.behave('/api/wine/77', { status: 404, body: '{"error":"not_found","message":"Vinho não encontrado"}' });
    const logs = await logsOf(() => callEdge('/api/wine/77', {}, { env: logging() }));
    const request = logs.find((line) => line.event === 'request');
    expect(request).toMatchObject({ level: 'info', method: 'GET', path: '/api/wine/77', status: 404, upstreamStatus: 404 });
    expect(typeof request?.durationMs).toBe('number');
    expect(typeof request?.requestId).toBe('string');
  });

  it('never carry tokens, queries or checkout ids', async () => {
    const cart = '0f8d2a64-1111-4222-8333-944445555666';
    const cookie = `${COOKIES.session.name}=segredo-da-sessao; ${COOKIES.legacySession.name}=segredo-legado`;
    const logs = await logsOf(async () => {
      await callEdge('/momentos?token=segredo-da-url-123', { headers: { cookie } }, { env: logging() });
      await callEdge(`/checkout/${cart}?token=segredo-legado`, { headers: { cookie } }, { env: logging() });
      await callEdge('/auth/checkout', { headers: { cookie: `${cookie}; ${COOKIES.cartId.name}=${cart}` } }, { env: logging() });
    });
    const text = JSON.stringify(logs);
    expect(logs.filter((line) => line.event === 'request')).toHaveLength(3);
    for (const secret of ['segredo-da-url-123', 'segredo-da-sessao', 'segredo-legado', cart]) expect(text).not.toContain(secret);
    expect(text).toContain('/checkout/:id');
  });
});
