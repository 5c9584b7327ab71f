import type { UcpRequestError } from '../ucp/ucp-answers.ts';

/**
 * JSON-RPC 2.0 "Error object" codes, written here rather than taken from the SDK so that refusing a
 * request at /mcp does not load it (mcp-routes.ts loads the SDK on demand).
 */
const INVALID_PARAMS = -32602;

/** The refusals with a JSON-RPC 2.0 code of their own; the rest follow the HTTP status. */
const JSON_RPC_CODES: Readonly<Record<string, number>> = {
  invalid_json: -32700, // Parse error
  batch_not_supported: -32600, // Invalid Request: MCP takes one message a POST
  internal_error: -32603, // Internal error
};

/** UCP overview "Error Codes": -32000 for a transport refusal (429, 503, 413, …). */
const UCP_TRANSPORT_ERROR = -32000;

/**
 * UCP overview "Error Codes" for MCP: a transport refusal is a JSON-RPC error with the HTTP
 * meaning in `data` (`{code, content}` as REST answers, and `retry_after` for 429 and 503); a
 * request that does not fit is -32602 Invalid params (catalog/mcp.md "Conformance").
 */
export function jsonRpcErrorOf(refusal: UcpRequestError): { code: number; message: string; data: Record<string, unknown> } {
  const code = JSON_RPC_CODES[refusal.code] ?? (refusal.status === 400 ? INVALID_PARAMS : UCP_TRANSPORT_ERROR);
  return {
    code,
    message: refusal.content,
    data: { code: refusal.code, content: refusal.content, ...(refusal.retryAfterSeconds !== undefined && { retry_after: refusal.retryAfterSeconds }) },
  };
}
