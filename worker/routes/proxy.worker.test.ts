import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { EDGE } from '../../src/core/constants.ts';
import { edgeErrorSchema } from '../../src/contracts/edge.ts';
import { messageBannerResponseSchema } from '../../src/contracts/message-banner.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { shopperIp } from '../test/customers.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream, ORIGIN, testBindings } from '../test/edge-harness.ts';

async function edgeError(response: Response) {
  return edgeErrorSchema.parse(await response.json());
}

beforeEach(() => fakeUpstream.reset());

describe('same-origin proxy to the own backend', () => {
  it('forwards a contract call to the embedded backend (service binding)', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/messageBanner`);
    expect(response.status).toBe(200);
    const body = messageBannerResponseSchema.parse(await response.json());
    expect(body.messageBanner.length).toBeGreaterThan(0);
  });

  it("serves a wine's link-preview card (PNG) from the embedded backend, same origin", async () => {
    const response = await SELF.fetch(`${ORIGIN}/media/wines/1018.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('lets browsers keep an uploaded photo for a year (its address changes with its bytes), catalogue reads only briefly', async () => {
    const photo = '/media/uploads/wines/1045-0123456789abcdef.webp';
    await fakeUpstream.behave(photo, { body: 'RIFF', headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' } });
    expect((await callEdge(photo)).headers.get('cache-control')).toBe(`public, max-age=${EDGE.immutableSeconds}, immutable`);
    await fakeUpstream.behave('/api/wine/43', { headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
    expect((await callEdge('/api/wine/43')).headers.get('cache-control')).toBe(
      `public, max-age=${EDGE.catalogueFreshSeconds}, stale-while-revalidate=${EDGE.catalogueStaleSeconds}`,
    );
  });

  it('adds the access token at the edge, forwards the shopper IP, and keeps the query', async () => {
    const response = await callEdge('/api/wine/42?b=2&a=1', { headers: { 'CF-Connecting-IP': '203.0.113.7' } });
    expect(response.status).toBe(200);
    const [call] = await fakeUpstream.calls('/api/wine/42');
    expect(call?.headers['x-access-token']).toBe(testBindings.API_ACCESS_TOKEN);
    expect(call?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(call?.search).toBe('?b=2&a=1');
  });

  it('ignores forged credentials and forwarding headers from the browser', async () => {
    await callEdge('/api/wine/43', {
      headers: {
        'CF-Connecting-IP': '203.0.113.7',
        'X-Forwarded-For': '10.0.0.1',
        'X-Access-Token': 'forged',
        'TCS-Access-Token': 'forged',
        Authorization: 'Bearer forged',
        Cookie: 'session=abc; cart-id=1',
        Connection: 'keep-alive, X-Access-Token',
        'X-Forwarded-Host': 'evil.example',
      },
    });
    const [call] = await fakeUpstream.calls('/api/wine/43');
    expect(call?.headers['x-access-token']).toBe(testBindings.API_ACCESS_TOKEN);
    expect(call?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(call?.headers).not.toHaveProperty('tcs-access-token');
    expect(call?.headers).not.toHaveProperty('authorization');
    expect(call?.headers).not.toHaveProperty('cookie');
    expect(call?.headers).not.toHaveProperty('x-forwarded-host');
  });

  it('strips hop-by-hop and sensitive headers from the upstream answer', async () => {
    await fakeUpstream.behave('/api/wine/44', {
      headers: {
        'set-cookie': 'admin=1',
        connection: 'close',
        'x-powered-by': 'backend',
        'x-access-token': 'leak',
        etag: '"v1"',
      },
    });
    const response = await callEdge('/api/wine/44');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-access-token')).toBeNull();
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('forwards POST bodies of contract calls', async () => {
    const body = JSON.stringify({ name: 'Ana', email: 'ana@example.com', token: null });
    const response = await callEdge('/api/newsLetter', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    const [call] = await fakeUpstream.calls('/api/newsLetter');
    expect(call?.method).toBe('POST');
    expect(call?.body).toBe(body);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('forwards search to its own origin (spec §7 globalApiUrl)', async () => {
    const response = await callEdge('/search_similar_asv', { method: 'POST', body: JSON.stringify({ search_term: 'malbec' }) });
    expect(response.status).toBe(200);
    expect(await fakeUpstream.calls('/search_similar_asv')).toHaveLength(1);
  });
});

describe('proxy attacks and refusals', () => {
  // the backend's admin API (/admin-api) is the prize: no spelling of a path reaches it through the proxy
  it.each([
    '/api/../admin-api',
    '/api/%2e%2e/admin-api',
    '/api/wine/..%2f..%2fadmin-api',
    '/api/wine/%2e%2e%2fadmin-api',
    '/api/wine/..%5cadmin-api',
    '/api/wine/%252e%252e%252fadmin-api',
    '/api/wine/.hidden',
    '/api/admin',
    '/api/wine',
    '/api/wine/1/extra',
  ])('%s never reaches an upstream (404)', async (path) => {
    const response = await callEdge(path);
    expect(response.status).toBe(404);
    expect((await fakeUpstream.calls('/admin-api')).length + (await fakeUpstream.calls('/api/admin')).length).toBe(0);
  });

  it('answers the 404 of an unknown API path as JSON', async () => {
    const response = await callEdge('/api/admin');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await edgeError(response)).toEqual({ error: 'not_found', message: MESSAGES.edgeNotFound });
  });

  it.each([
    ['DELETE', '/api/wine/1', 'GET'],
    ['PUT', '/api/newsLetter', 'POST'],
    ['GET', '/api/newsLetter', 'POST'],
    ['POST', '/api/banner', 'GET'],
  ])('refuses %s %s with 405 (Allow: %s)', async (method, path, allow) => {
    const response = await callEdge(path, { method, body: method === 'GET' ? null : '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await fakeUpstream.calls(path)).toHaveLength(0);
  });

  it.each([
    ['GET', '/api/customer/123'],
    ['POST', '/api/customer'],
    ['GET', '/api/partners'],
  ])("refuses a browser's %s %s (edge-only, DECISIONS 5)", async (method, path) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`, {
      method,
      body: method === 'POST' ? JSON.stringify({ customer_id: 123, cart_id: 'x' }) : null,
    });
    expect(response.status).toBe(403);
    expect((await edgeError(response)).error).toBe('forbidden');
  });

  it('refuses oversized bodies with 413, declared or streamed', async () => {
    const big = 'x'.repeat(EDGE.maxRequestBodyBytes + 1);
    const declared = await callEdge('/api/newsLetter', { method: 'POST', body: big });
    expect(declared.status).toBe(413);
    const streamed = await callEdge('/api/newsLetter', {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
    });
    expect(streamed.status).toBe(413);
    expect((await edgeError(streamed)).message).toBe(MESSAGES.edgePayloadTooLarge);
    expect(await fakeUpstream.calls('/api/newsLetter')).toHaveLength(0);
  });

  it('refuses cross-site writes', async () => {
    const crossSite = await callEdge('/api/newsLetter', { method: 'POST', body: '{}', headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await callEdge('/api/newsLetter', { method: 'POST', body: '{}', headers: { Origin: 'https://evil.example' } });
    expect(otherOrigin.status).toBe(403);
    const sameOrigin = await callEdge('/api/newsLetter', { method: 'POST', body: '{}', headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' } });
    expect(sameOrigin.status).toBe(200);
  });

  it('cannot inject headers through the query', async () => {
    const response = await callEdge('/api/wine/45?x=%0d%0aSet-Cookie:%20admin=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const [call] = await fakeUpstream.calls('/api/wine/45');
    expect(call?.headers).not.toHaveProperty('set-cookie');
    expect(call?.search).toBe('?x=%0D%0ASet-Cookie%3A+admin%3D1');
  });
});

describe('upstream faults', () => {
  it('answers a slow upstream with 504 and the spec timeout text', async () => {
    await fakeUpstream.behave('/api/wine/46', { delayMs: 500 });
    const response = await callEdge('/api/wine/46', {}, { app: { upstreamTimeoutMs: 20 } });
    expect(response.status).toBe(504);
    expect(await edgeError(response)).toEqual({ error: 'timeout', message: MESSAGES.requestTimeout });
  });

  it('passes an upstream 429 through with the spec 429 text and Retry-After', async () => {
    await fakeUpstream.behave('/api/newsLetter', { status: 429, headers: { 'retry-after': '60' } });
    const response = await callEdge('/api/newsLetter', { method: 'POST', body: '{}' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await edgeError(response)).toEqual({ error: 'too_many_requests', message: MESSAGES.tooManyRequests });
  });

  it('answers an upstream 500 with 502 and no upstream internals', async () => {
    await fakeUpstream.behave('/api/wine/47', { status: 500, body: 'stack trace at db.ts:12' });
    const response = await callEdge('/api/wine/47');
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).not.toContain('stack trace');
    expect(edgeErrorSchema.parse(JSON.parse(text)).error).toBe('upstream_unavailable');
  });

  it('passes upstream client errors (validation) through as they are', async () => {
    await fakeUpstream.behave('/api/newsLetter', { status: 400, body: JSON.stringify({ error: 'invalid', message: 'Email inválido' }) });
    // an address of its own: newsletter sign-ups are limited per IP (worker/middleware/rate-limits.ts)
    const response = await callEdge('/api/newsLetter', { method: 'POST', body: '{}', headers: { 'CF-Connecting-IP': shopperIp() } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid', message: 'Email inválido' });
  });
});

describe('configuration', () => {
  it('refuses to call a hosted upstream without the API_ACCESS_TOKEN secret (fails fast, 500)', async () => {
    const env = envWithFakeUpstream({ API_ORIGIN: 'https://api.example.com.br', API_ACCESS_TOKEN: '' });
    const response = await callEdge('/api/wine/48', {}, { env });
    expect(response.status).toBe(500);
    expect((await edgeError(response)).error).toBe('internal_error');
  });
});
