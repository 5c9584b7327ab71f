import { type CallToolResult, ProtocolError, ProtocolErrorCode, Server, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import type { Context } from 'hono';
import { UCP_VERSION } from '../../../src/contracts/ucp/protocol.ts';
import type { AppEnv } from '../../env.ts';
import { refusalOf, type UcpRequestError } from '../ucp/ucp-answers.ts';
import { AGENT_TOOL_LIST, AGENT_TOOLS } from './tools.ts';
import { jsonRpcErrorOf } from './json-rpc-refusals.ts';

/** MCP `initialize` "instructions": what an assistant should know before its first call. */
const INSTRUCTIONS =
  'A Brazilian wine shop (Universal Commerce Protocol 2026-04-08 over MCP): search, look up and read wines, prices in BRL centavos; build a cart, apply a coupon, estimate shipping to a CEP. Wine is sold to adults (18+) only: no tool buys. Give the person the cart’s continue_url; they finish on the shop’s site, where they confirm their own age and pay.';

/** A refusal thrown from a request handler: the SDK answers a thrown error's code, message and data. */
function protocolErrorOf(refusal: UcpRequestError): ProtocolError {
  const { code, message, data } = jsonRpcErrorOf(refusal);
  return new ProtocolError(code, message, data);
}

/**
 * A tool call as the REST binding answers it: the arguments read with the REST request's
 * schema (agent-tool.ts), the same operation, its UCP body in `structuredContent` and as JSON text
 * (UCP overview "Response Format": MUST structuredContent, SHOULD the serialised text). A refusal
 * is a JSON-RPC error (catalog/mcp.md "Transport Errors", cart-mcp.md), never the SDK's `isError` with the
 * thrown message, which could carry an upstream's detail.
 */
async function callTool(c: Context<AppEnv>, name: string, args: Record<string, unknown> | undefined): Promise<CallToolResult> {
  const tool = AGENT_TOOLS.get(name);
  // the name is not repeated: nothing the caller sent comes back
  if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Unknown tool: tools/list names the tools.');
  try {
    const body = await tool.call(c, args ?? {});
    return { structuredContent: body as Record<string, unknown>, content: [{ type: 'text', text: JSON.stringify(body) }] };
  } catch (error) {
    throw protocolErrorOf(refusalOf(error instanceof Error ? error : new Error(String(error)), c));
  }
}

/**
 * The shop's MCP server for one request (the SDK's stateless streamable HTTP: a server and a
 * transport per request, neither reused). The low-level `Server` rather than `McpServer`: the
 * tool list is built once (tools.ts) and a call's failure must be UCP's JSON-RPC error.
 */
function shopMcpServer(c: Context<AppEnv>): Server {
  const server = new Server({ name: c.env.STORE_NAME, version: UCP_VERSION }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler('tools/list', () => ({ tools: AGENT_TOOL_LIST }));
  server.setRequestHandler('tools/call', (request) => callTool(c, request.params.name, request.params.arguments));
  return server;
}

/**
 * One JSON-RPC message (already read and parsed by the route) answered by a fresh stateless server
 * as JSON (MCP streamable HTTP with `enableJsonResponse`: no session, no stream).
 */
export async function answerMcpMessage(c: Context<AppEnv>, message: unknown): Promise<Response> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await shopMcpServer(c).connect(transport);
  return transport.handleRequest(c.req.raw, { parsedBody: message });
}
