import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIES } from '../../../src/core/constants.ts';
import { wineCard } from '../../../src/test-support/wines.ts';
import { envWithFakeUpstream, fakeUpstream, ORIGIN, recordedSession } from '../../test/edge-harness.ts';
import { AGENT_HEADERS, ucpCall } from './test/ucp-client.ts';

/**
 * What an agent may get wrong, and what may go wrong behind the shop: each is a 4xx (or a 503) in
 * UCP's transport shape `{code, content}`, never a crash, never the shop's HTML error page.
 */
function expectTransportError(answer: { status: number; headers: Headers; body: unknown }, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.body).toEqual({ code, content: expect.any(String) });
}

describe('the UCP REST binding refuses bad requests in its own error shape', () => {
  it('malformed JSON: 400 invalid_json', async () => {
    expectTransportError(await ucpCall('/catalog/search', '{"query": "malbec"'), 400, 'invalid_json');
    expectTransportError(await ucpCall('/catalog/lookup', ''), 400, 'invalid_json');
  });

  it('another content type: 415, the body not read', async () => {
    const answer = await ucpCall('/catalog/search', 'query=malbec', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectTransportError(answer, 415, 'unsupported_media_type');
  });

  it('a body over 16 KB, declared or streamed: 413', async () => {
    const huge = JSON.stringify({ query: 'malbec', padding: 'x'.repeat(20_000) });
    expectTransportError(await ucpCall('/catalog/search', huge), 413, 'payload_too_large');
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
        controller.close();
      },
    });
    const response = await SELF.fetch(`${ORIGIN}/ucp/v1/catalog/search`, { method: 'POST', headers: AGENT_HEADERS, body: stream });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'payload_too_large', content: expect.any(String) });
  });

  it('fields of the wrong shape: 400 invalid_request naming the field, never echoing its value', async () => {
    const secret = 'ana@example.com';
    const answer = await ucpCall('/catalog/search', { query: 'malbec', filters: { price: { min: secret } } });
    expectTransportError(answer, 400, 'invalid_request');
    expect(answer.body.content).toContain('filters.price.min');
    expect(answer.body.content).not.toContain(secret);
    expectTransportError(await ucpCall('/catalog/search', { query: 'malbec', pagination: { limit: 0 } }), 400, 'invalid_request');
    expectTransportError(await ucpCall('/catalog/search', { query: 'malbec', filters: { price: { min: 20000, max: 100 } } }), 400, 'invalid_request');
    expectTransportError(await ucpCall('/catalog/lookup', { ids: [] }), 400, 'invalid_request');
    expectTransportError(await ucpCall('/catalog/product', {}), 400, 'invalid_request');
    expectTransportError(await ucpCall('/catalog/search', [1, 2]), 400, 'invalid_request');
  });

  it('a search with neither query nor filters, or a cursor the shop did not make: 400', async () => {
    expectTransportError(await ucpCall('/catalog/search', {}), 400, 'invalid_request');
    expectTransportError(await ucpCall('/catalog/search', { query: '   ' }), 400, 'invalid_request');
    for (const cursor of ['not-a-cursor', btoa('v1:1:10'), btoa('v1:2:9999'), '%%%']) {
      expectTransportError(await ucpCall('/catalog/search', { filters: {}, pagination: { cursor } }), 400, 'invalid_cursor');
    }
  });

  it('a lookup of more than 50 distinct ids: 400 request_too_large; repeated ids count once', async () => {
    const many = Array.from({ length: 51 }, (_, index) => String(1001 + index));
    expectTransportError(await ucpCall('/catalog/lookup', { ids: many }), 400, 'request_too_large');
    const repeated = await ucpCall('/catalog/lookup', { ids: Array.from({ length: 200 }, () => '1023') });
    expect(repeated.status).toBe(200);
    expect(repeated.body.products).toHaveLength(1);
  });

  it('an unknown operation: 404; a known one with another method: 405 with Allow', async () => {
    expectTransportError(await ucpCall('/orders', { line_items: [] }), 404, 'not_found');
    const response = await SELF.fetch(`${ORIGIN}/ucp/v1/catalog/search`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ code: 'method_not_allowed', content: expect.any(String) });
  });

  it('answers whatever the request says of its origin (no cookie is read), and still in its own shape', async () => {
    const crossSite = await ucpCall('/catalog/product', { id: '1023' }, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://other.example' } });
    expect(crossSite.status).toBe(200);
    expect(crossSite.body.product.id).toBe('1023');
    expectTransportError(await ucpCall('/catalog/search', '{', { headers: { 'sec-fetch-site': 'cross-site' } }), 400, 'invalid_json');
  });

  it('answers a signed-in shopper exactly as anyone: nothing personal, no cookie set', async () => {
    const token = await recordedSession(`sessao-${crypto.randomUUID()}`);
    const anonymous = await ucpCall('/catalog/product', { id: '1023' });
    const withSession = await ucpCall('/catalog/product', { id: '1023' }, { headers: { cookie: `${COOKIES.session.name}=${token}` } });
    expect(withSession.body).toEqual(anonymous.body);
    expect(withSession.headers.get('set-cookie')).toBeNull();
    expect(withSession.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the UCP REST binding over a failing or hosted catalogue', () => {
  beforeEach(() => fakeUpstream.reset());

  it('asks the catalogue once per search, with the text and every filter', async () => {
    await fakeUpstream.behave('/api/wines', { body: JSON.stringify({ wines: [wineCard(7)], total: 1, page: 1, pageSize: 10 }) });
    const answer = await ucpCall(
      '/catalog/search',
      { query: 'tinto  chileno', filters: { grape: 'Cabernet Sauvignon', price: { max: 9990 }, in_stock: true } },
      { env: envWithFakeUpstream() },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.products.map((product: { id: string }) => product.id)).toEqual(['7']);
    const calls = await fakeUpstream.calls('/api/wines');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.search))).toEqual({
      pageSize: '10',
      grape: 'cabernet-sauvignon',
      in_stock: '1',
      preco: '0.00-99.90',
      q: 'tinto chileno',
      page: '1',
    });
  });

  it('sends text alone as the listing’s q, once, on this shop’s backend (hosted: ucp-hosted-search)', async () => {
    await fakeUpstream.behave('/api/wines', { body: JSON.stringify({ wines: [wineCard(7)], total: 1, page: 1, pageSize: 10 }) });
    await ucpCall('/catalog/search', { query: 'tinto  chileno', filters: { color: 'red' } }, { env: envWithFakeUpstream() });
    const calls = await fakeUpstream.calls('/api/wines');
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0]!.search).get('q')).toBe('tinto chileno');
    expect(await fakeUpstream.calls('/search_similar_asv')).toEqual([]);
  });

  it('cuts a long query to what the search takes (100 characters) on a word’s end; refuses one under 3', async () => {
    await fakeUpstream.behave('/api/wines', { body: JSON.stringify({ wines: [wineCard(7)], total: 1, page: 1, pageSize: 10 }) });
    const words = Array.from({ length: 40 }, (_, index) => `palavra${index}`).join(' ');
    expect((await ucpCall('/catalog/search', { query: words }, { env: envWithFakeUpstream() })).status).toBe(200);
    const [call] = await fakeUpstream.calls('/api/wines');
    const term = new URLSearchParams(call!.search).get('q') ?? '';
    expect(term.length).toBeLessThanOrEqual(100);
    expect(words.startsWith(`${term} `)).toBe(true);
    expectTransportError(await ucpCall('/catalog/search', { query: 'x'.repeat(501) }), 400, 'invalid_request');
    const short = await ucpCall('/catalog/search', { query: ' pn ', filters: { type: 'tinto' } }, { env: envWithFakeUpstream() });
    expectTransportError(short, 400, 'invalid_request');
    expect(short.body.content).toContain('pelo menos 3 caracteres');
  });

  it('answers 503 service_unavailable with Retry-After when the catalogue fails, and 200 not_found on its 404', async () => {
    await fakeUpstream.behave('/api/wines', { status: 500 });
    const failed = await ucpCall('/catalog/search', { query: 'malbec' }, { env: envWithFakeUpstream() });
    expectTransportError(failed, 503, 'service_unavailable');
    expect(failed.headers.get('retry-after')).toBe('5');
    expectTransportError(await ucpCall('/catalog/search', { filters: { type: 'tinto' } }, { env: envWithFakeUpstream() }), 503, 'service_unavailable');
    await fakeUpstream.behave('/api/wine/1023', { status: 404, body: '{"error":"not_found"}' });
    const missing = await ucpCall('/catalog/product', { id: '1023' }, { env: envWithFakeUpstream() });
    expect(missing.status).toBe(200);
    expect(missing.body.ucp.status).toBe('error');
  });
});
