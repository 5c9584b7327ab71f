import { SELF } from 'cloudflare:test';
import { UCP_PATHS } from '../../../../src/contracts/ucp/protocol.ts';
import { shopperIp } from '../../../test/customers.ts';
import { callEdge, ORIGIN } from '../../../test/edge-harness.ts';

/** The MCP revision the tests speak (the SDK's latest for streamable HTTP). */
export const MCP_PROTOCOL_VERSION = '2025-11-25';

/**
 * An MCP client as the streamable-HTTP transport asks (MCP "Streamable HTTP": JSON body, both
 * answer types accepted, the negotiated revision on every request after `initialize`). Each call
 * comes from an address of its own unless told, so the agents' rate limit never decides a test it
 * is not about.
 */
export const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': MCP_PROTOCOL_VERSION,
} as const;

/** The `meta` argument the UCP MCP binding gives every tool (mcp.openrpc.json). */
export const UCP_META = { 'ucp-agent': { profile: 'https://agent.example/.well-known/ucp' } } as const;

export interface McpAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer's fields it asserts
  body: any;
}

/** `POST /mcp` through the storefront's front door; `body` a value to send as JSON, or raw text. */
export async function mcpPost(body: unknown, init: { headers?: Record<string, string>; env?: Env } = {}): Promise<McpAnswer> {
  const request: RequestInit = {
    method: 'POST',
    headers: { ...MCP_HEADERS, 'CF-Connecting-IP': shopperIp(), ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  };
  const response = init.env ? await callEdge(UCP_PATHS.mcp, request, { env: init.env }) : await SELF.fetch(`${ORIGIN}${UCP_PATHS.mcp}`, request);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

let nextId = 1;

/** One JSON-RPC request. */
export function mcpRequest(method: string, params: unknown, init: { env?: Env; headers?: Record<string, string> } = {}): Promise<McpAnswer> {
  nextId += 1;
  return mcpPost({ jsonrpc: '2.0', id: nextId, method, params }, init);
}

/** `tools/call` with the UCP binding's arguments: `{meta, catalog}`. */
export function callTool(name: string, catalog: unknown, init: { env?: Env } = {}): Promise<McpAnswer> {
  return mcpRequest('tools/call', { name, arguments: { meta: UCP_META, catalog } }, init);
}

/** `tools/call` with any arguments (the cart tools take `{meta, cart}`, `{meta, id}`, `{meta, id, cart}`). */
export function callToolWith(name: string, args: Record<string, unknown>, init: { env?: Env; headers?: Record<string, string> } = {}): Promise<McpAnswer> {
  return mcpRequest('tools/call', { name, arguments: { meta: UCP_META, ...args } }, init);
}
