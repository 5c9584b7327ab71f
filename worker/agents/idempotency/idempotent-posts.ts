import type { Context, Next } from 'hono';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import type { AppEnv } from '../../env.ts';
import { UcpRequestError } from '../ucp/ucp-answers.ts';
import { discard, readJsonBytes } from '../ucp/ucp-request.ts';
import type { StoredAnswer } from './idempotency-keys.ts';

/**
 * `Idempotency-Key` on the agents' POSTs and PUTs (docs/assistants.md "Idempotency";
 * draft-ietf-httpapi-idempotency-key-header): the first request with a key is answered and its
 * answer kept 24 h; the same request again gets that answer with `Idempotent-Replayed: true`
 * (nothing runs twice: no second cart); the key with another request (method, path or body) is
 * 422; while the first is still running, 409. A request without the header runs as always.
 */

const HEADER = 'Idempotency-Key';
/** A UUID is what UCP asks; any visible ASCII up to 255 characters is taken, as the draft allows. */
const KEY = /^[\x21-\x7e]{1,255}$/;
/** Past this, an answer is not kept (the key is let go): a catalog page of 50 wines is well under. */
const MAX_STORED_BYTES = 512 * 1024;
const RETRY_IN_FLIGHT_SECONDS = 1;

async function fingerprintOf(c: Context<AppEnv>, body: Uint8Array): Promise<string> {
  const head = new TextEncoder().encode(`${c.req.method} ${c.req.path}\n`);
  const bytes = new Uint8Array(head.byteLength + body.byteLength);
  bytes.set(head);
  bytes.set(body, head.byteLength);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function replay(answer: StoredAnswer): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' },
  });
}

/** What is kept of the first answer: a refusal of ours (4xx) too, as the draft says; never a failure (5xx), which a retry should redo. */
async function keepable(response: Response): Promise<StoredAnswer | null> {
  if (response.status >= 500) return null;
  const body = await response.clone().text();
  if (body.length > MAX_STORED_BYTES) return null;
  return { status: response.status, contentType: response.headers.get('Content-Type') ?? 'application/json', body };
}

export async function idempotentPosts(c: Context<AppEnv>, next: Next): Promise<Response | undefined> {
  const key = c.req.header(HEADER);
  if (key === undefined || (c.req.method !== 'POST' && c.req.method !== 'PUT')) {
    await next();
    return undefined;
  }
  if (!KEY.test(key)) {
    await discard(c.req.raw);
    throw new UcpRequestError(400, 'invalid_idempotency_key', AGENT_MESSAGES.invalidIdempotencyKey);
  }
  const fingerprint = await fingerprintOf(c, await readJsonBytes(c));
  const keys = c.env.IDEMPOTENCY_KEYS;
  const stub = keys.get(keys.idFromName(key));
  const claim = await stub.claim(fingerprint, Date.now());
  if (claim.state === 'conflict') throw new UcpRequestError(422, 'idempotency_key_reused', AGENT_MESSAGES.idempotencyKeyReused);
  if (claim.state === 'in_flight') throw new UcpRequestError(409, 'request_in_progress', AGENT_MESSAGES.requestInProgress, RETRY_IN_FLIGHT_SECONDS);
  if (claim.state === 'replay') return replay(claim.answer);
  await next();
  await stub.settle(fingerprint, await keepable(c.res));
  return undefined;
}
