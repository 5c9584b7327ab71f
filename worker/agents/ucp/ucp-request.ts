import type { Context } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { UCP_LIMITS } from '../../../src/contracts/ucp/protocol.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import { readBodyWithin } from '../../../src/core/rules/body-size.ts';
import type { AppEnv } from '../../env.ts';
import { UcpRequestError } from './ucp-answers.ts';

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * A JSON request body's bytes, read as the REST binding says (rest.openapi.json:
 * `application/json`) and as the MCP endpoint reads its JSON-RPC messages: 415 for another type,
 * 413 past UCP_LIMITS.maxBodyBytes (the body given up unread past the limit); no body at all is
 * zero bytes. Kept on the request (`agentBody`) once read: the Idempotency-Key check
 * (../idempotency/) fingerprints the bytes the operation then parses.
 */
export async function readJsonBytes(c: Context<AppEnv>): Promise<Uint8Array> {
  const already = c.get('agentBody');
  if (already) return already;
  const request = c.req.raw;
  // a call that sends nothing (`POST …/cancel` with no body) has no type to check: zero bytes
  if (!request.body && !c.req.header('content-type')) return new Uint8Array(0);
  if (!isJson(c.req.header('content-type'))) throw new UcpRequestError(415, 'unsupported_media_type', AGENT_MESSAGES.notJsonType);
  const tooLarge = new UcpRequestError(413, 'payload_too_large', AGENT_MESSAGES.bodyTooLarge(UCP_LIMITS.maxBodyBytes / 1024));
  if (Number(c.req.header('content-length') ?? 0) > UCP_LIMITS.maxBodyBytes) throw tooLarge;
  const bytes = request.body ? await readBodyWithin(request.body, UCP_LIMITS.maxBodyBytes) : new Uint8Array(0);
  if (!bytes) throw tooLarge;
  c.set('agentBody', bytes);
  return bytes;
}

/** The request's JSON body (readJsonBytes): 400 `invalid_json` for JSON that does not parse. */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const bytes = await readJsonBytes(c);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new UcpRequestError(400, 'invalid_json', AGENT_MESSAGES.notJson);
  }
}

/**
 * A UCP request (the REST body, or an MCP tool's `catalog` argument) read with `schema`: 400
 * `invalid_request` naming the fields that do not fit (their paths only: nothing the caller sent
 * is repeated).
 */
export function parseUcpRequest<T>(schema: ZodMiniType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'o corpo'))].join(', ');
    throw new UcpRequestError(400, 'invalid_request', AGENT_MESSAGES.invalidRequest(fields));
  }
  return parsed.data;
}

/** A UCP request over REST: its body (readJsonBody) read with `schema` (parseUcpRequest). */
export async function readUcpBody<T>(c: Context<AppEnv>, schema: ZodMiniType<T>): Promise<T> {
  return parseUcpRequest(schema, await readJsonBody(c));
}
