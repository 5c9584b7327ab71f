import { describe, expect, it } from 'vitest';
import { callEdge, testBindings } from '../../test/edge-harness.ts';
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
