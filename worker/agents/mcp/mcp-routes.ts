import { type Context, Hono } from 'hono';
import { UCP_PATHS } from '../../../src/contracts/ucp/protocol.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import type { AppEnv } from '../../env.ts';
import { idempotentPosts } from '../idempotency/idempotent-posts.ts';
import { agentRateLimit } from '../ucp/agent-rate-limit.ts';
import { refusalHeaders, refusalOf, UcpRequestError } from '../ucp/ucp-answers.ts';
import { readJsonBody } from '../ucp/ucp-request.ts';
import { jsonRpcErrorOf } from './json-rpc-refusals.ts';

/**
 * `POST /mcp`: one JSON-RPC message, read within the REST binding's body limit, answered by a
 * fresh stateless server (shop-mcp-server.ts). The body is read here, not by the SDK, so the
 * size cap and the parse error are ours. The SDK and the tools are loaded on the first call, not
 * with the worker: they add about half a megabyte of unminified code and 80–130 ms of module
 * evaluation (measured in Node), which no shopper's cold start should pay.
 */
async function answerMcp(c: Context<AppEnv>): Promise<Response> {
  const message = await readJsonBody(c);
  // MCP 2025-06-18 dropped JSON-RPC batches; taking one would also let a single rate-limited
  // request fan out into many catalogue calls
  if (Array.isArray(message)) throw new UcpRequestError(400, 'batch_not_supported', AGENT_MESSAGES.oneMessagePerRequest);
  const { answerMcpMessage } = await import('./shop-mcp-server.ts');
  const response = await answerMcpMessage(c, message);
  // answers change with the catalogue and are the caller's alone, as over REST
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * GET (a server-to-client stream) and DELETE (ending a session) have nothing to serve in a
 * stateless server: MCP "Streamable HTTP" lets it answer 405. Every other method likewise.
 */
function mcpMethodNotAllowed(c: Context<AppEnv>): Response {
  c.header('Allow', 'POST');
  throw new UcpRequestError(405, 'method_not_allowed', AGENT_MESSAGES.methodNotAllowed);
}

/** Every refusal at /mcp as a JSON-RPC error with its HTTP status (UCP overview "Error Codes": the status is the primary signal). */
function mcpErrorAnswer(error: Error, c: Context<AppEnv>): Response {
  const refusal = refusalOf(error, c);
  refusalHeaders(c, refusal);
  return c.json({ jsonrpc: '2.0', id: null, error: jsonRpcErrorOf(refusal) }, refusal.status);
}

/**
 * The shop over MCP (docs/assistants.md "MCP"): the same operations as the REST binding, in the
 * agents' rate-limit bucket, with the same Idempotency-Key. Like /ucp, it reads no session or cookie.
 */
export const mcpRoutes = new Hono<AppEnv>()
  .use(UCP_PATHS.mcp, agentRateLimit)
  .use(UCP_PATHS.mcp, idempotentPosts)
  .post(UCP_PATHS.mcp, answerMcp)
  .all(UCP_PATHS.mcp, mcpMethodNotAllowed)
  .onError(mcpErrorAnswer);
