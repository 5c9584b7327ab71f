import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COOKIES } from '../../../src/core/constants.ts';
import { ORIGIN, recordedSession } from '../../test/edge-harness.ts';
import { callTool, MCP_HEADERS, type McpAnswer, mcpPost, mcpRequest, UCP_META } from './test/mcp-client.ts';

/**
 * What an agent may get wrong at /mcp: each a JSON-RPC error (with a 4xx where the request itself
 * is refused before any method runs), never a crash, never the shop's HTML error page, and never
 * a value the caller sent repeated back.
 */
function expectJsonRpcError(answer: McpAnswer, status: number, code: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.body).toMatchObject({ jsonrpc: '2.0', error: { code, message: expect.any(String) } });
  expect(answer.body.result).toBeUndefined();
}

const SECRET = 'ana.souza@example.com.br';

describe('POST /mcp refuses bad messages as JSON-RPC errors', () => {
  it('malformed JSON: 400 Parse error, in UCP’s data shape', async () => {
    const answer = await mcpPost('{"jsonrpc": "2.0", "id": 1, "method": "tools/li');
    expectJsonRpcError(answer, 400, -32700);
    expect(answer.body.error.data).toEqual({ code: 'invalid_json', content: answer.body.error.message });
    expectJsonRpcError(await mcpPost(''), 400, -32700);
  });

  it('JSON that is no JSON-RPC message, or a batch of them: 400', async () => {
    for (const body of [{ hello: SECRET }, 42, 'null']) {
      const answer = await mcpPost(typeof body === 'string' ? body : JSON.stringify(body));
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBeLessThan(-32000);
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    }
    const batch = [1, 2].map((id) => ({ jsonrpc: '2.0', id, method: 'tools/list' }));
    const answer = await mcpPost(batch);
    expectJsonRpcError(answer, 400, -32600);
    expect(answer.body.error.data.code).toBe('batch_not_supported');
  });

  it('an unknown tool or method: the JSON-RPC error the SDK gives, the name not repeated', async () => {
    const tool = await mcpRequest('tools/call', { name: `create_order_${SECRET}`, arguments: { meta: UCP_META, catalog: {} } });
    expectJsonRpcError(tool, 200, -32602);
    expect(JSON.stringify(tool.body)).not.toContain(SECRET);
    expectJsonRpcError(await mcpRequest('orders/create', {}), 200, -32601);
  });

  it('arguments that do not fit the tool: -32602 naming the field, never echoing its value', async () => {
    const answer = await callTool('search_catalog', { query: 'malbec', filters: { price: { min: SECRET } } });
    expectJsonRpcError(answer, 200, -32602);
    expect(answer.body.error.data).toEqual({ code: 'invalid_request', content: answer.body.error.message });
    expect(answer.body.error.message).toContain('catalog.filters.price.min');
    expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    expectJsonRpcError(await mcpRequest('tools/call', { name: 'get_product', arguments: { meta: UCP_META } }), 200, -32602);
    expectJsonRpcError(await callTool('lookup_catalog', { ids: [] }), 200, -32602);
    // what the operation refuses, as REST refuses it with 400
    expectJsonRpcError(await callTool('search_catalog', {}), 200, -32602);
    expectJsonRpcError(await callTool('search_catalog', { filters: {}, pagination: { cursor: 'not-ours' } }), 200, -32602);
  });

  it('a lookup of more than 50 ids: -32602 request_too_large (catalog/mcp.md: a batch past its limit)', async () => {
    const answer = await callTool('lookup_catalog', { ids: Array.from({ length: 51 }, (_, index) => String(1001 + index)) });
    expectJsonRpcError(answer, 200, -32602);
    expect(answer.body.error.data.code).toBe('request_too_large');
  });

  it('a body over 16 KB, declared or streamed: 413, unread', async () => {
    const huge = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { padding: 'x'.repeat(20_000) } };
    const answer = await mcpPost(huge);
    expectJsonRpcError(answer, 413, -32000);
    expect(answer.body.error.data.code).toBe('payload_too_large');
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await SELF.fetch(`${ORIGIN}/mcp`, { method: 'POST', headers: MCP_HEADERS, body: stream });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000, data: { code: 'payload_too_large' } } });
  });

  it('another content type: 415; an Accept without both JSON and event streams: the SDK’s 406', async () => {
    expectJsonRpcError(await mcpPost('{}', { headers: { 'content-type': 'text/plain' } }), 415, -32000);
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    expectJsonRpcError(await mcpPost(list, { headers: { accept: 'application/json' } }), 406, -32000);
  });

  it('GET and DELETE (no stream, no session in a stateless server): 405 with Allow: POST', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await SELF.fetch(`${ORIGIN}/mcp`, { method, headers: { accept: 'application/json, text/event-stream' } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('POST');
      expect(await response.json(), method).toMatchObject({ jsonrpc: '2.0', error: { code: -32000, data: { code: 'method_not_allowed' } } });
    }
  });

  it('answers a signed-in shopper exactly as anyone, cross-site or not: nothing personal, no cookie set, never stored', async () => {
    const token = await recordedSession(`sessao-${crypto.randomUUID()}`);
    const anonymous = await callTool('get_product', { id: '1023' });
    const withSession = await mcpPost(
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_product', arguments: { meta: UCP_META, catalog: { id: '1023' } } } },
      { headers: { cookie: `${COOKIES.session.name}=${token}`, origin: 'https://other.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(withSession.status).toBe(200);
    expect(withSession.body.result).toEqual(anonymous.body.result);
    expect(withSession.headers.get('set-cookie')).toBeNull();
    expect(withSession.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(withSession.body)).not.toContain(token);
  });
});
