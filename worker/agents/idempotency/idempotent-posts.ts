import type { Context, Next } from 'hono';
import type { AppEnv } from '../../env.ts';
import { readJsonBytes } from '../ucp/ucp-request.ts';
import type { StoredAnswer } from './idempotency-keys.ts';
import { claimIdempotencyKey, fingerprintOf, malformedKeyRefusal } from './key-claims.ts';

/**
 * `Idempotency-Key` on the agents' POSTs and PUTs (docs/assistants.md "Idempotency";
 * draft-ietf-httpapi-idempotency-key-header): the first request with a key is answered and its
 * answer kept 24 h; the same request again gets that answer with `Idempotent-Replayed: true`
 * (nothing runs twice: no second cart); the key with another request (method, path or body) is
 * 422; while the first is still running, 409 (key-claims.ts). A request without the header runs
 * as always. The MCP tools that change a cart take the key in `meta` too (../mcp/shop-mcp-server.ts).
 */

const HEADER = 'Idempotency-Key';

function replay(answer: StoredAnswer): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' },
  });
}

/** What is kept of the first answer: a refusal of ours (4xx) too, as the draft says; never a failure (5xx), which a retry should redo. */
async function keepable(response: Response): Promise<StoredAnswer | null> {
  if (response.status >= 500) return null;
  return { status: response.status, contentType: response.headers.get('Content-Type') ?? 'application/json', body: await response.clone().text() };
}

export async function idempotentPosts(c: Context<AppEnv>, next: Next): Promise<Response | undefined> {
  const key = c.req.header(HEADER);
  if (key === undefined || (c.req.method !== 'POST' && c.req.method !== 'PUT')) {
    await next();
    return undefined;
  }
  const malformed = malformedKeyRefusal(key);
  if (malformed) throw malformed;
  const body = await readJsonBytes(c);
  const claim = await claimIdempotencyKey(c, key, fingerprintOf(`${c.req.method} ${c.req.path}`, body));
  if ('replay' in claim) return replay(claim.replay);
  await next();
  await claim.settle(await keepable(c.res));
  return undefined;
}
