import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { testWine } from '../../../backend/test/commerce/wines.ts';
import { testEnv } from '../../../backend/test/test-env.ts';
import { clientAddressKey } from '../../../src/core/rules/client-address.ts';
import { shopperIp } from '../../test/customers.ts';
import { callToolWith, mcpPost } from '../mcp/test/mcp-client.ts';
import { envWithFakeUpstream, fakeUpstream } from '../../test/edge-harness.ts';
import { ucpCall } from '../ucp/test/ucp-client.ts';

async function checkoutCount(): Promise<number> {
  return (await testEnv.DB.prepare('SELECT count(*) AS n FROM checkouts').first<{ n: number }>())?.n ?? 0;
}

/** One agent's headers: a key is its caller's (one address), so every call of a test comes from one. */
function agent(key: string): Record<string, string> {
  return { 'Idempotency-Key': key, 'CF-Connecting-IP': ADDRESS };
}

/** This file's agent. */
const ADDRESS = shopperIp();

function cartBody(productId: number, quantity = 1) {
  return { line_items: [{ item: { id: String(productId) }, quantity }] };
}

describe('Idempotency-Key on the agents’ POSTs', () => {
  it('answers a repeated create_cart with the first answer, replayed, and makes one cart', async () => {
    const wine = await testWine();
    const key = crypto.randomUUID();
    const before = await checkoutCount();
    const first = await ucpCall('/carts', cartBody(wine.productId), { headers: agent(key) });
    const again = await ucpCall('/carts', cartBody(wine.productId), { headers: agent(key) });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await checkoutCount()).toBe(before + 1);
    // without the key, the same request is a new cart
    const fresh = await ucpCall('/carts', cartBody(wine.productId));
    expect(fresh.body.id).not.toBe(first.body.id);
  });

  it('refuses the key with another body, path or method: 422, nothing run', async () => {
    const wine = await testWine();
    const key = crypto.randomUUID();
    const first = await ucpCall('/carts', cartBody(wine.productId), { headers: agent(key) });
    expect(first.status).toBe(201);
    const before = await checkoutCount();
    for (const [path, body, method] of [
      ['/carts', cartBody(wine.productId, 2), 'POST'],
      ['/catalog/search', { query: 'malbec' }, 'POST'],
      [`/carts/${first.body.id}`, cartBody(wine.productId), 'PUT'],
    ] as const) {
      const answer = await ucpCall(path, body, { method, headers: agent(key) });
      expect(answer.status, path).toBe(422);
      expect(answer.body).toEqual({ code: 'idempotency_key_reused', content: expect.stringContaining('Idempotency-Key') });
    }
    expect(await checkoutCount()).toBe(before);
    const read = await ucpCall(`/carts/${first.body.id}`, undefined, { method: 'GET' });
    expect(read.body.line_items[0].quantity).toBe(1);
  });

  it('runs a request sent twice at once only once: the other is replayed or told to wait (409)', async () => {
    const wine = await testWine();
    const key = crypto.randomUUID();
    const before = await checkoutCount();
    const answers = await Promise.all(Array.from({ length: 4 }, () => ucpCall('/carts', cartBody(wine.productId), { headers: agent(key) })));
    expect(await checkoutCount()).toBe(before + 1);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of answers.filter((each) => each.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('request_in_progress');
      expect(answer.headers.get('retry-after')).toBe('1');
    }
  });

  it('refuses a key that is no key: 400, the body not run', async () => {
    const wine = await testWine();
    const before = await checkoutCount();
    for (const key of ['', 'x'.repeat(256), 'chave com espaco']) {
      const answer = await ucpCall('/carts', cartBody(wine.productId), { headers: agent(key) });
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect(answer.body.code).toBe('invalid_idempotency_key');
    }
    expect(await checkoutCount()).toBe(before);
  });

  it('keeps a key 24 hours, then forgets it', async () => {
    const wine = await testWine();
    const key = crypto.randomUUID();
    const startedAt = Date.now();
    await ucpCall('/carts', cartBody(wine.productId), { headers: agent(key) });
    const stub = env.IDEMPOTENCY_KEYS.get(env.IDEMPOTENCY_KEYS.idFromName(`${clientAddressKey(ADDRESS)} ${key}`));
    const alarm = await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThanOrEqual(startedAt + 24 * 60 * 60 * 1000);
    expect(alarm).toBeLessThan(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const afterwards = await ucpCall('/carts', cartBody(wine.productId, 2), { headers: agent(key) });
    expect(afterwards.status).toBe(201);
    expect(afterwards.headers.get('idempotent-replayed')).toBeNull();
  });

  it('replays a catalog search and an MCP message too: every POST takes the key', async () => {
    const key = crypto.randomUUID();
    const first = await ucpCall('/catalog/search', { query: 'malbec' }, { headers: agent(key) });
    const again = await ucpCall('/catalog/search', { query: 'malbec' }, { headers: agent(key) });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);

    const wine = await testWine();
    const message = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'create_cart', arguments: { cart: cartBody(wine.productId) } } };
    const mcpKey = crypto.randomUUID();
    const before = await checkoutCount();
    const created = await mcpPost(message, { headers: agent(mcpKey) });
    const replayed = await mcpPost(message, { headers: agent(mcpKey) });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(created.body);
    expect(created.body.result.structuredContent.id).toMatch(/^cart_/);
    expect(await checkoutCount()).toBe(before + 1);
  });

  it('takes UCP’s MCP meta["idempotency-key"] on the tools that change a cart: one cart, the first result again; another call under it refused', async () => {
    const wine = await testWine();
    const key = crypto.randomUUID();
    const args = { meta: { 'idempotency-key': key }, cart: cartBody(wine.productId) };
    const before = await checkoutCount();
    const first = await callToolWith('create_cart', args, { headers: { 'CF-Connecting-IP': ADDRESS } });
    const again = await callToolWith('create_cart', args, { headers: { 'CF-Connecting-IP': ADDRESS } });
    expect(first.body.result.structuredContent.id).toMatch(/^cart_/);
    expect(again.body.result.structuredContent).toEqual(first.body.result.structuredContent);
    expect(await checkoutCount()).toBe(before + 1);
    const other = await callToolWith('create_cart', { ...args, cart: cartBody(wine.productId, 2) }, { headers: { 'CF-Connecting-IP': ADDRESS } });
    expect(other.body.error.data.code).toBe('idempotency_key_reused');
    expect(await checkoutCount()).toBe(before + 1);
  });

  it('keeps a key to its caller: another address sending the same key and body gets its own cart', async () => {
    const wine = await testWine();
    const key = 'create-cart-1';
    const body = cartBody(wine.productId);
    const first = await ucpCall('/carts', body, { headers: { 'Idempotency-Key': key, 'CF-Connecting-IP': '198.51.100.7' } });
    const other = await ucpCall('/carts', body, { headers: { 'Idempotency-Key': key, 'CF-Connecting-IP': '203.0.113.9' } });
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.id).not.toBe(first.body.id);
    const again = await ucpCall('/carts', body, { headers: { 'Idempotency-Key': key, 'CF-Connecting-IP': '198.51.100.7' } });
    expect(again.body.id).toBe(first.body.id);
  });

  it('never keeps a failure a retry may not meet: an MCP call that failed upstream (a JSON-RPC error in a 200) runs again', async () => {
    await fakeUpstream.reset();
    const key = crypto.randomUUID();
    const message = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_catalog', arguments: { catalog: { query: 'malbec' } } } };
    await fakeUpstream.behave('/search_similar_asv', { status: 500, body: '{"error":"down"}' });
    const failed = await mcpPost(message, { headers: agent(key), env: envWithFakeUpstream() });
    expect(failed.status).toBe(200);
    expect(failed.body.error.data.code).toBe('service_unavailable');
    const retried = await mcpPost(message, { headers: agent(key) });
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.body.result.structuredContent.products.length).toBeGreaterThan(0);
  });

  it('takes a POST that sends no body, as without the key', async () => {
    const wine = await testWine();
    const cart = await ucpCall('/carts', cartBody(wine.productId));
    const canceled = await ucpCall(`/carts/${cart.body.id}/cancel`, undefined, { headers: { 'content-type': '', 'Idempotency-Key': crypto.randomUUID() } });
    expect(canceled.status).toBe(200);
    expect(canceled.body.id).toBe(cart.body.id);
  });
});
