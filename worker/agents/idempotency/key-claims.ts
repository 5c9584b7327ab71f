import type { Context } from 'hono';
import { HEADERS } from '../../../src/core/constants.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import { clientAddressKey } from '../../../src/core/rules/client-address.ts';
import type { AppEnv } from '../../env.ts';
import { UcpRequestError } from '../ucp/ucp-answers.ts';
import type { StoredAnswer } from './idempotency-keys.ts';

/**
 * An Idempotency-Key claimed for one request, whichever way it came (the REST header, the header
 * at /mcp, an MCP tool's `meta["idempotency-key"]`): the request runs once, a replay gets the
 * first answer, another request under the key is refused.
 */

/** A UUID is what UCP asks; any visible ASCII up to 255 characters is taken, as the IETF draft allows. */
const KEY = /^[\x21-\x7e]{1,255}$/;
/** Past this, an answer is not kept (the key is let go): a catalog page of 50 wines is well under. */
const MAX_STORED_CHARACTERS = 512 * 1024;
const RETRY_IN_FLIGHT_SECONDS = 1;

/** 400 for a key that is no key. */
export function malformedKeyRefusal(key: string): UcpRequestError | undefined {
  return KEY.test(key) ? undefined : new UcpRequestError(400, 'invalid_idempotency_key', AGENT_MESSAGES.invalidIdempotencyKey);
}

/** What names a request: its operation (method and path, or the tool) and its bytes. */
export async function fingerprintOf(operation: string, body: Uint8Array | string): Promise<string> {
  const head = new TextEncoder().encode(`${operation}\n`);
  const tail = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const bytes = new Uint8Array(head.byteLength + tail.byteLength);
  bytes.set(head);
  bytes.set(tail, head.byteLength);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type KeyClaimed =
  | { replay: StoredAnswer }
  /** The first request: run it, then settle with its answer (or null to let the key go: a failure a retry should redo). */
  | { settle: (answer: StoredAnswer | null) => Promise<void> };

/** 400 for a malformed key, 422 for the key with another request, 409 while its first request runs. */
export async function claimIdempotencyKey(c: Context<AppEnv>, key: string, fingerprint: Promise<string>): Promise<KeyClaimed> {
  const malformed = malformedKeyRefusal(key);
  if (malformed) throw malformed;
  const print = await fingerprint;
  const keys = c.env.IDEMPOTENCY_KEYS;
  // a key is the caller's (IETF draft: keys are scoped to the client): the same key from another
  // address is another key, so no agent is ever answered what another was, such as its cart's id
  const caller = clientAddressKey(c.req.header(HEADERS.connectingIp) ?? 'unknown');
  const stub = keys.get(keys.idFromName(`${caller} ${key}`));
  const claim = await stub.claim(print, Date.now());
  if (claim.state === 'conflict') throw new UcpRequestError(422, 'idempotency_key_reused', AGENT_MESSAGES.idempotencyKeyReused);
  if (claim.state === 'in_flight') throw new UcpRequestError(409, 'request_in_progress', AGENT_MESSAGES.requestInProgress, RETRY_IN_FLIGHT_SECONDS);
  if (claim.state === 'replay') return { replay: claim.answer };
  return {
    // never kept, whatever its status says (an MCP failure travels in a 200): a failure a retry may
    // not meet, which refusalOf (../ucp/ucp-answers.ts) marks
    settle: (answer) => stub.settle(print, answer && !c.get('agentTransientFailure') && answer.body.length <= MAX_STORED_CHARACTERS ? answer : null),
  };
}

/**
 * `run` once under `key` for this operation and payload, as an MCP tool takes UCP's
 * `meta["idempotency-key"]`: the same call again answers the first result; a refusal or failure
 * lets the key go, so a corrected retry runs.
 */
export async function answerOnce(c: Context<AppEnv>, key: string, operation: string, payload: string, run: () => Promise<object>): Promise<object> {
  const claim = await claimIdempotencyKey(c, key, fingerprintOf(operation, payload));
  if ('replay' in claim) return JSON.parse(claim.replay.body) as object;
  try {
    const body = await run();
    await claim.settle({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    return body;
  } catch (error) {
    await claim.settle(null);
    throw error;
  }
}
