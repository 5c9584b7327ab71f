import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { CHECKOUT } from '../../contracts/graphql/checkout-documents.ts';
import { runOperation } from './graphql.ts';
import { RequestError, requestErrorMessage, requestJson } from './request.ts';

const schema = z.object({ ok: z.boolean() });

async function failureOf(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RequestError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('requestJson (spec §8 request errors)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('parses a 2xx answer with its contract and refuses one that breaks it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: true })),
    );
    await expect(requestJson('/api/x', schema)).resolves.toEqual({ ok: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: 'yes' })),
    );
    expect((await failureOf(requestJson('/api/x', schema))).kind).toBe('contract');
  });

  it('maps the edge\'s 504 to the timeout text and 429 to the "1 minuto" text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'timeout', message: '…' }, { status: 504 })),
    );
    expect(requestErrorMessage(await failureOf(requestJson('/api/x', schema)))).toBe(
      'A requisição expirou devido ao tempo limite. Por favor, tente novamente.',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'too_many_requests', message: '…' }, { status: 429 })),
    );
    expect(requestErrorMessage(await failureOf(requestJson('/api/x', schema)))).toBe('A requisição falhou. Por favor, tente novamente em 1 minuto.');
  });

  it('maps a fetch TypeError to "Network Error" and leaves other statuses to be logged only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(requestErrorMessage(await failureOf(requestJson('/api/x', schema)))).toBe('Network Error');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'upstream_unavailable', message: '…' }, { status: 502 })),
    );
    const error = await failureOf(requestJson('/api/x', schema));
    expect([error.kind, error.status, requestErrorMessage(error)]).toEqual(['http', 502, null]);
  });

  it('gives up after 30000 ms without an answer, as a timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const pending = failureOf(requestJson('/api/x', schema));
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('timeout');
  });

  it("rethrows a caller's abort as is (a newer search replaced this one)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const controller = new AbortController();
    const pending = requestJson('/api/x', schema, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('runOperation', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('posts the document and carries a GraphQL error code and extensions', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ data: null, errors: [{ message: 'sem estoque', extensions: { code: 'CKT106', available: 2, productVariantId: 1001 } }] }),
    );
    vi.stubGlobal('fetch', fetch);
    const error = await failureOf(runOperation(CHECKOUT, { checkoutId: 'x' }));
    expect([error.kind, error.code, error.details]).toEqual(['graphql', 'CKT106', { available: 2, productVariantId: 1001 }]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init.body))).toMatchObject({ operationName: 'Checkout', variables: { checkoutId: 'x' } });
  });

  it('maps a 429 from the service to the spec text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ errors: [{ message: 'limit', extensions: { code: 'TOO_MANY_REQUESTS' } }] }, { status: 429 })),
    );
    expect((await failureOf(runOperation(CHECKOUT, { checkoutId: 'x' }))).kind).toBe('rate_limited');
  });
});
