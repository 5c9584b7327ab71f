import { describe, expect, it, vi } from 'vitest';
import { BACKEND_HEALTH_PATH, backendHealthSchema } from '../../../src/contracts/health.ts';
import { get, storefrontHeaders } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';
import { createBackendApp } from '../app.ts';

/**
 * docs/operating-the-shop.md "Health": the backend's probe for the storefront's /healthz. It says
 * whether D1 answers `SELECT 1`, and nothing else; only the storefront (with its key) may ask.
 */
const ORIGIN = 'https://backend.test';

/** A D1 whose statements run `first` as given, recording the SQL it was asked. */
function fakeDb(first: () => Promise<unknown>): { db: D1Database; asked: string[] } {
  const asked: string[] = [];
  const db = {
    prepare: (sql: string) => {
      asked.push(sql);
      return { first };
    },
  } as unknown as D1Database;
  return { db, asked };
}

function askWith(db: D1Database): Promise<Response> {
  return Promise.resolve(createBackendApp().request(`${ORIGIN}${BACKEND_HEALTH_PATH}`, { headers: storefrontHeaders() }, { ...testEnv, DB: db }));
}

describe('GET /api/health', () => {
  it('answers {"d1":"up"} when D1 answers, never cached, and nothing more', async () => {
    const response = await get(BACKEND_HEALTH_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({ d1: 'up' });
    expect(backendHealthSchema.parse(body)).toEqual({ d1: 'up' });
  });

  it('opens only to the storefront: without its key, 401', async () => {
    const response = await get(BACKEND_HEALTH_PATH, {});
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });

  it('asks D1 only `SELECT 1`: no table, so no customer data, is read', async () => {
    const { db, asked } = fakeDb(() => Promise.resolve({ one: 1 }));
    const response = await askWith(db);
    expect(await response.json()).toEqual({ d1: 'up' });
    expect(asked).toEqual(['SELECT 1 AS one']);
  });

  it('says "d1":"down" (still 200: the backend answered) when D1 fails, without the error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { db } = fakeDb(() => Promise.reject(new Error('D1_ERROR: segredo interno na pilha')));
    const response = await askWith(db);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ d1: 'down' });
    expect(text).not.toContain('segredo');
    // the operator's log says why
    expect(warn.mock.calls.flat().join(' ')).toContain('health_d1_down');
    warn.mockRestore();
  });

  it('says "d1":"down" when D1 hangs, after its short timeout rather than hanging the probe', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { db } = fakeDb(() => new Promise(() => undefined));
    // a D1 that never answers: only the timeout (HEALTH_TIMEOUTS.d1Ms) can end this request
    const response = await askWith(db);
    expect(await response.json()).toEqual({ d1: 'down' });
    warn.mockRestore();
  });
});
