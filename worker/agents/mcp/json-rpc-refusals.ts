import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import type { UcpRequestError } from '../ucp/ucp-answers.ts';

/** The refusals with a JSON-RPC 2.0 code of their own ("Error object"); the rest follow the HTTP status. */
const JSON_RPC_CODES: Readonly<Record<string, number>> = {
  invalid_json: -32700, // Parse error
  batch_not_supported: -32600, // Invalid Request: MCP takes one message a POST
  internal_error: ProtocolErrorCode.InternalError,
};

/** UCP overview "Error Codes": -32000 for a transport refusal (429, 503, 413, …). */
const UCP_TRANSPORT_ERROR = -32000;

/**
 * UCP overview "Error Codes" for MCP: a transport refusal is a JSON-RPC error with the HTTP
 * meaning in `data` (`{code, content}` as REST answers, and `retry_after` for 429 and 503); a
 * request that does not fit is -32602 Invalid params (catalog/mcp.md "Conformance").
 */
export function jsonRpcErrorOf(refusal: UcpRequestError): { code: number; message: string; data: Record<string, unknown> } {
  const code = JSON_RPC_CODES[refusal.code] ?? (refusal.status === 400 ? ProtocolErrorCode.InvalidParams : UCP_TRANSPORT_ERROR);
  return {
    code,
    message: refusal.content,
    data: { code: refusal.code, content: refusal.content, ...(refusal.retryAfterSeconds !== undefined && { retry_after: refusal.retryAfterSeconds }) },
  };
}

/** The same, thrown from a request handler: the SDK answers a thrown error's code, message and data. */
export function protocolErrorOf(refusal: UcpRequestError): ProtocolError {
  const { code, message, data } = jsonRpcErrorOf(refusal);
  return new ProtocolError(code, message, data);
}
