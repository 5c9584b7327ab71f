import { describe, expect, it } from 'vitest';
import { testWine } from '../../../backend/test/commerce/wines.ts';
import { testEnv } from '../../../backend/test/test-env.ts';
import { callEdge, testBindings } from '../../test/edge-harness.ts';
import { callToolWith } from '../mcp/test/mcp-client.ts';
import { ucpCall } from './test/ucp-client.ts';

/**
 * Agents spend a bucket of their own (AGENT_LIMITER): once it is empty an agent gets 429 in UCP's
 * transport shape, and a shopper's page and search box still answer. The binding is replaced by
 * one that is always empty (Miniflare's real one, 120 a minute, is the wrangler.toml declaration
 * checked below), so the test needs no burst and no clock.
 */
const emptyBucket: RateLimit = { limit: () => Promise.resolve({ success: false }) };

function envWithEmptyAgentBucket(): Env {
  return { ...testBindings, AGENT_LIMITER: emptyBucket };
}

describe('the agents’ rate-limit bucket', () => {
  it('is declared: a binding of its own, apart from the shoppers’ limits', () => {
    expect(testBindings.AGENT_LIMITER).toBeDefined();
    expect(testBindings.AGENT_LIMITER).not.toBe(testBindings.SEARCH_LIMITER);
  });

  it('refuses an agent over it with 429, Retry-After and UCP’s {code, content}, the body unread', async () => {
    const { status, headers, body } = await ucpCall('/catalog/search', { query: 'malbec' }, { env: envWithEmptyAgentBucket() });
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('60');
    expect(body).toEqual({ code: 'rate_limited', content: 'Muitas requisições. Tente novamente em 1 minuto.' });
    const lookup = await ucpCall('/catalog/lookup', { ids: ['1023'] }, { env: envWithEmptyAgentBucket() });
    expect(lookup.status).toBe(429);
  });

  it('leaves shoppers alone: pages, the search box and the profile still answer', async () => {
    const env = envWithEmptyAgentBucket();
    const page = await callEdge('/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023', {}, { env });
    expect(page.status).toBe(200);
    await page.body?.cancel();
    const search = await callEdge(
      '/search_similar_asv',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ search_term: 'malbec' }) },
      { env },
    );
    expect(search.status).toBe(200);
    await search.body?.cancel();
    const profile = await callEdge('/.well-known/ucp', {}, { env });
    expect(profile.status).toBe(200);
    await profile.body?.cancel();
  });
});

describe('coupon codes tried by agents', () => {
  const checkouts = async () => (await testEnv.DB.prepare('SELECT count(*) AS n FROM checkouts').first<{ n: number }>())?.n ?? 0;

  it('spend the shoppers’ coupon bucket: over it, 429 before the cart changes, over REST and MCP alike', async () => {
    // R$ 120: over VIVALAVIDA10's minimum (R$ 100)
    const wine = await testWine({ price: 120, stock: 10 });
    const lines = [{ item: { id: String(wine.productId) }, quantity: 1 }];
    const env = { ...testBindings, COUPON_LIMITER: emptyBucket };

    const before = await checkouts();
    const created = await ucpCall('/carts', { line_items: lines, discounts: { codes: ['ADIVINHA1'] } }, { env });
    expect(created.status).toBe(429);
    expect(created.body).toEqual({ code: 'rate_limited', content: 'Muitas requisições. Tente novamente em 1 minuto.' });
    expect(await checkouts()).toBe(before);

    // no code, or the one the cart holds, spends nothing
    const cart = await ucpCall('/carts', { line_items: lines }, { env });
    expect(cart.status).toBe(201);
    const guessed = await ucpCall(
      `/carts/${cart.body.id}`,
      { line_items: [{ ...lines[0], quantity: 3 }], discounts: { codes: ['ADIVINHA2'] } },
      { env, method: 'PUT' },
    );
    expect(guessed.status).toBe(429);
    const read = await ucpCall(`/carts/${cart.body.id}`, undefined, { env, method: 'GET' });
    expect(read.body.line_items.map((line: { quantity: number }) => line.quantity)).toEqual([1]);
    const tool = await callToolWith('update_cart', { id: cart.body.id, cart: { line_items: lines, discounts: { codes: ['ADIVINHA3'] } } }, { env });
    // a tool's refusal is a JSON-RPC error (shop-mcp-server.ts)
    expect(tool.body.error.data).toMatchObject({ code: 'rate_limited', retry_after: 60 });

    const withCoupon = await ucpCall('/carts', { line_items: lines, discounts: { codes: ['VIVALAVIDA10'] } });
    expect(withCoupon.body.discounts.codes).toEqual(['VIVALAVIDA10']);
    const kept = await ucpCall(`/carts/${withCoupon.body.id}`, { line_items: lines, discounts: { codes: ['vivalavida10'] } }, { env, method: 'PUT' });
    expect(kept.status).toBe(200);
    expect(kept.body.discounts.codes).toEqual(['VIVALAVIDA10']);
  });
});
