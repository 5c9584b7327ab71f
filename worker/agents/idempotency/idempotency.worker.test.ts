import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { testWine } from '../../../backend/test/commerce/wines.ts';
import { testEnv } from '../../../backend/test/test-env.ts';
import { callToolWith, mcpPost } from '../mcp/test/mcp-client.ts';
import { ucpCall } from '../ucp/test/ucp-client.ts';

async function checkoutCount(): Promise<number> {
  return (await testEnv.DB.prepare('SELECT count(*) AS n FROM checkouts').first<{ n: number }>())?.n ?? 0;
}

function cartBody(productId: number, quantity = 1) {
  return { line_items: [{ item: { id: String(productId) }, quantity }] };
}

describe('Idempotency-Key on the agents’ POSTs', () => {
  it('answers a repeated create_cart with the first answer, replayed, and makes one cart', async () => {
    const wine = await testWine();
    const key = crypto.randomUUID();
    const before = await checkoutCount();
    const first = await ucpCall('/carts', cartBody(wine.productId), { headers: { 'Idempotency-Key': key } });
    const again = await ucpCall('/carts', cartBody(wine.productId), { headers: { 'Idempotency-Key': key } });
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
    const first = await ucpCall('/carts', cartBody(wine.productId), { headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    const before = await checkoutCount();
    for (const [path, body, method] of [
      ['/carts', cartBody(wine.productId, 2), 'POST'],
      ['/catalog/search', { query: 'malbec' }, 'POST'],
      [`/carts/${first.body.id}`, cartBody(wine.productId), 'PUT'],
    ] as const) {
      const answer = await ucpCall(path, body, { method, headers: { 'Idempotency-Key': key } });
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
    const answers = await Promise.all(Array.from({ length: 4 }, () => ucpCall('/carts', cartBody(wine.productId), { headers: { 'Idempotency-Key': key } })));
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
      const answer = await ucpCall('/carts', cartBody(wine.productId), { headers: { 'Idempotency-Key': key } });
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect(answer.body.code).toBe('invalid_idempotency_key');
    }
    expect(await checkoutCount()).toBe(before);
  });

  it('keeps a key 24 hours, then forgets it', async () => {
    const wine = await testWine();
    const key = crypto.randomUUID();
    const startedAt = Date.now();
    await ucpCall('/carts', cartBody(wine.productId), { headers: { 'Idempotency-Key': key } });
    const stub = env.IDEMPOTENCY_KEYS.get(env.IDEMPOTENCY_KEYS.idFromName(key));
    const alarm = await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThanOrEqual(startedAt + 24 * 60 * 60 * 1000);
    expect(alarm).toBeLessThan(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const afterwards = await ucpCall('/carts', cartBody(wine.productId, 2), { headers: { 'Idempotency-Key': key } });
    expect(afterwards.status).toBe(201);
    expect(afterwards.headers.get('idempotent-replayed')).toBeNull();
  });

  it('replays a catalog search and an MCP message too: every POST takes the key', async () => {
    const key = crypto.randomUUID();
    const first = await ucpCall('/catalog/search', { query: 'malbec' }, { headers: { 'Idempotency-Key': key } });
    const again = await ucpCall('/catalog/search', { query: 'malbec' }, { headers: { 'Idempotency-Key': key } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);

    const wine = await testWine();
    const message = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'create_cart', arguments: { cart: cartBody(wine.productId) } } };
    const mcpKey = crypto.randomUUID();
    const before = await checkoutCount();
    const created = await mcpPost(message, { headers: { 'Idempotency-Key': mcpKey } });
    const replayed = await mcpPost(message, { headers: { 'Idempotency-Key': mcpKey } });
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
    const first = await callToolWith('create_cart', args);
    const again = await callToolWith('create_cart', args);
    expect(first.body.result.structuredContent.id).toMatch(/^cart_/);
    expect(again.body.result.structuredContent).toEqual(first.body.result.structuredContent);
    expect(await checkoutCount()).toBe(before + 1);
    const other = await callToolWith('create_cart', { ...args, cart: cartBody(wine.productId, 2) });
    expect(other.body.error.data.code).toBe('idempotency_key_reused');
    expect(await checkoutCount()).toBe(before + 1);
  });
});
