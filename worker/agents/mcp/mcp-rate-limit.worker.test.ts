import { describe, expect, it } from 'vitest';
import { testBindings } from '../../test/edge-harness.ts';
import { ucpCall } from '../ucp/test/ucp-client.ts';
import { callTool, mcpRequest } from './test/mcp-client.ts';

/** A bucket that is always empty, as in ucp-rate-limit.worker.test.ts: no burst, no clock. */
const emptyBucket: RateLimit = { limit: () => Promise.resolve({ success: false }) };

/** A bucket holding `left` calls, shared by whatever spends it. */
function bucketOf(left: number): RateLimit {
  return { limit: () => Promise.resolve({ success: left-- > 0 }) };
}

describe('the agents’ rate-limit bucket at /mcp', () => {
  it('refuses an agent over it with 429, Retry-After and a JSON-RPC error carrying retry_after', async () => {
    const env = { ...testBindings, AGENT_LIMITER: emptyBucket };
    for (const answer of [await mcpRequest('tools/list', {}, { env }), await callTool('search_catalog', { query: 'malbec' }, { env })]) {
      expect(answer.status).toBe(429);
      expect(answer.headers.get('retry-after')).toBe('60');
      expect(answer.body).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32000,
          message: 'Muitas requisições. Tente novamente em 1 minuto.',
          data: { code: 'rate_limited', content: expect.any(String), retry_after: 60 },
        },
      });
    }
  });

  it('is the same bucket as REST’s: calls over either binding spend it', async () => {
    const env = { ...testBindings, AGENT_LIMITER: bucketOf(2) };
    expect((await ucpCall('/catalog/product', { id: '1023' }, { env })).status).toBe(200);
    expect((await callTool('get_product', { id: '1023' }, { env })).status).toBe(200);
    expect((await callTool('get_product', { id: '1023' }, { env })).status).toBe(429);
    expect((await ucpCall('/catalog/product', { id: '1023' }, { env })).status).toBe(429);
  });
});
