import { beforeEach, describe, expect, it } from 'vitest';
import { UCP_VERSION } from '../../../src/contracts/ucp/protocol.ts';
import { envWithFakeUpstream, fakeUpstream, hostedEnv } from '../../test/edge-harness.ts';
import { ucpCall } from '../ucp/test/ucp-client.ts';
import { expectValidUcp, UCP_SCHEMAS } from '../ucp/test/ucp-schemas.ts';
import { callTool, MCP_PROTOCOL_VERSION, type McpAnswer, mcpRequest } from './test/mcp-client.ts';

/** The UCP MCP binding: the same catalog and cart operations as REST, over JSON-RPC at /mcp. */
const CATALOG_TOOLS = ['search_catalog', 'lookup_catalog', 'get_product'];
const CART_TOOLS = ['create_cart', 'get_cart', 'update_cart', 'estimate_shipping', 'cancel_cart'];

describe('POST /mcp: the MCP handshake', () => {
  it('initialize: the shop’s server, its tools capability, the revision asked, instructions naming the age rule', async () => {
    const { status, headers, body } = await mcpRequest('initialize', {
      protocolVersion: MCP_PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'test-agent', version: '1.0.0' },
    });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    // stateless: no session to carry
    expect(headers.get('mcp-session-id')).toBeNull();
    expect(headers.get('set-cookie')).toBeNull();
    expect(body.result).toMatchObject({
      protocolVersion: MCP_PROTOCOL_VERSION,
      capabilities: { tools: {} },
      serverInfo: { version: UCP_VERSION },
    });
    expect(body.result.instructions).toMatch(/adults \(18\+\) only/);
  });

  it('tools/list: the catalog tools, each described with the age rule, its input schema the REST request', async () => {
    const { status, body } = await mcpRequest('tools/list', {});
    expect(status).toBe(200);
    const tools: McpAnswer['body'][] = body.result.tools.slice(0, CATALOG_TOOLS.length);
    expect(tools.map((tool) => tool.name)).toEqual(CATALOG_TOOLS);
    for (const tool of tools) {
      expect(tool.description, tool.name).toMatch(/adults \(18\+\) only/);
      expect(tool.description, tool.name).toMatch(/shop’s site/);
      expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.inputSchema.required, tool.name).toEqual(['catalog']);
      expect(Object.keys(tool.inputSchema.properties), tool.name).toEqual(['meta', 'catalog']);
    }
    const [search, lookup, product] = tools;
    expect(Object.keys(search!.inputSchema.properties.catalog.properties)).toEqual(expect.arrayContaining(['query', 'filters', 'pagination']));
    expect(lookup!.inputSchema.properties.catalog.required).toEqual(['ids']);
    expect(product!.inputSchema.properties.catalog.required).toEqual(['id']);
  });

  it('tools/list: the cart tools, their arguments the REST cart beside its id; only reading ones marked read-only', async () => {
    const { body } = await mcpRequest('tools/list', {});
    const tools: McpAnswer['body'][] = body.result.tools.slice(CATALOG_TOOLS.length);
    expect(tools.map((tool) => tool.name)).toEqual(CART_TOOLS);
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect(byName.get('create_cart').inputSchema.required).toEqual(['cart']);
    expect(byName.get('create_cart').inputSchema.properties.cart.required).toEqual(['line_items']);
    expect(byName.get('update_cart').inputSchema.required).toEqual(['id', 'cart']);
    expect(byName.get('estimate_shipping').inputSchema.required).toEqual(['id', 'postal_code']);
    // estimate_shipping too: the commerce service records the quotes it makes
    for (const name of ['create_cart', 'update_cart', 'estimate_shipping', 'cancel_cart']) expect(byName.get(name).annotations.readOnlyHint, name).toBe(false);
    expect(byName.get('get_cart').annotations.readOnlyHint).toBe(true);
    for (const tool of tools) expect(tool.description, tool.name).toMatch(/continue_url/);
  });

  it.each([
    ['the shop’s own backend', envWithFakeUpstream],
    ['hosted services', hostedEnv],
  ])('tools/list is answered from memory with %s: zero upstream calls, however often, as a tool call makes one', async (_, makeEnv) => {
    const env = makeEnv();
    // every request the worker sends upstream reaches the recording fake: the BACKEND binding, or any outbound fetch
    const everyCall = () => fakeUpstream.calls('');
    await fakeUpstream.reset();
    for (let call = 0; call < 3; call += 1) {
      const { status, body } = await mcpRequest('tools/list', {}, { env });
      expect(status).toBe(200);
      expect(body.result.tools).toHaveLength(CATALOG_TOOLS.length + CART_TOOLS.length);
    }
    expect(await everyCall()).toHaveLength(0);
    // the control: the same harness sees the upstream call a tool makes
    await fakeUpstream.behave('/api/wine/1023', { status: 404, body: '{"error":"not_found"}' });
    await callTool('get_product', { id: '1023' }, { env });
    expect((await everyCall()).map((call) => call.path)).toEqual(['/api/wine/1023']);
  });
});

describe('tools/call answers exactly what the REST binding answers', () => {
  /** The tool's result: the UCP body in structuredContent and, the same, as JSON text. */
  async function resultOf(name: string, catalog: unknown) {
    const { status, body } = await callTool(name, catalog);
    expect(status).toBe(200);
    expect(body.error).toBeUndefined();
    const { structuredContent, content, isError } = body.result;
    expect(isError).toBeFalsy();
    expect(content).toEqual([{ type: 'text', text: JSON.stringify(structuredContent) }]);
    return structuredContent;
  }

  it('search_catalog: the REST search’s body, page after page, valid against UCP’s search_response', async () => {
    const request = { query: 'malbec', filters: { in_stock: true }, pagination: { limit: 3 } };
    const mcp = await resultOf('search_catalog', request);
    const rest = await ucpCall('/catalog/search', request);
    expect(mcp).toEqual(rest.body);
    expectValidUcp(UCP_SCHEMAS.searchResponse, mcp);
    expect(mcp.products).toHaveLength(3);
    const next = { ...request, pagination: { cursor: mcp.pagination.cursor } };
    expect(await resultOf('search_catalog', next)).toEqual((await ucpCall('/catalog/search', next)).body);
  });

  it('lookup_catalog: the REST lookup’s body, a missing id named in an info message', async () => {
    const request = { ids: ['1023', '1001', '999999'] };
    const mcp = await resultOf('lookup_catalog', request);
    expect(mcp).toEqual((await ucpCall('/catalog/lookup', request)).body);
    expectValidUcp(UCP_SCHEMAS.lookupResponse, mcp);
    expect(mcp.products.map((product: { id: string }) => product.id).sort()).toEqual(['1001', '1023']);
    expect(mcp.messages).toContainEqual(expect.objectContaining({ type: 'info', code: 'not_found', path: '$.ids[2]' }));
  });

  it('get_product: the REST product’s body; a wine that does not exist is the same business error, not a failure', async () => {
    const mcp = await resultOf('get_product', { id: '1023' });
    expect(mcp).toEqual((await ucpCall('/catalog/product', { id: '1023' })).body);
    expectValidUcp(UCP_SCHEMAS.productResponse, mcp);
    expect(mcp.product.id).toBe('1023');
    const missing = await resultOf('get_product', { id: '999999' });
    expect(missing).toEqual((await ucpCall('/catalog/product', { id: '999999' })).body);
    expectValidUcp(UCP_SCHEMAS.errorResponse, missing);
    expect(missing.ucp.status).toBe('error');
  });

  it('takes its arguments without meta too, as REST takes a request without UCP-Agent', async () => {
    const { body } = await mcpRequest('tools/call', { name: 'get_product', arguments: { catalog: { id: '1023' } } });
    expect(body.result.structuredContent.product.id).toBe('1023');
  });
});

describe('tools/call over a failing catalogue', () => {
  beforeEach(() => fakeUpstream.reset());

  it('is a JSON-RPC error -32000 service_unavailable with retry_after, no upstream detail in it', async () => {
    await fakeUpstream.behave('/search_similar_asv', { status: 500, body: '{"error":"db on fire at 10.0.0.7"}' });
    const { status, body } = await callTool('search_catalog', { query: 'malbec' }, { env: envWithFakeUpstream() });
    expect(status).toBe(200);
    expect(body.result).toBeUndefined();
    expect(body.error).toEqual({
      code: -32000,
      message: expect.any(String),
      data: { code: 'service_unavailable', content: body.error.message, retry_after: 5 },
    });
    expect(JSON.stringify(body)).not.toMatch(/10\.0\.0\.7|fire|search_similar_asv/);
  });
});
