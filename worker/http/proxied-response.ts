import type { CacheScope } from '../../src/contracts/own-backend-api.ts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { EDGE, HEADERS } from '../../src/core/constants.ts';
import type { EdgeError } from '../../src/contracts/edge.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import type { AppEnv } from '../env.ts';
import type { CacheState } from '../upstream/edge-cache.ts';
import { forwardableResponseHeaders } from '../upstream/headers.ts';

export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  body: BodyInit | null;
  /** Set when the answer came through the edge cache. */
  cacheState?: CacheState;
  /** The contract's cache scope of the call: a read the browser may keep too; false for anything else (`no-store`). */
  cache: CacheScope | false;
}

function edgeJson(status: ContentfulStatusCode, body: EdgeError, extra: Headers = new Headers()): Response {
  extra.set('content-type', 'application/json; charset=UTF-8');
  extra.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: extra });
}

/**
 * How long the browser keeps an answer: a read briefly (its data changes); a file of the `static`
 * scope the backend marks immutable (an uploaded photo, whose address changes with its bytes) for
 * a year; anything else not at all.
 */
function browserCaching(answer: UpstreamAnswer): string {
  if (answer.cache === false || answer.status !== 200) return 'no-store';
  if (answer.cache === 'static' && /\bimmutable\b/i.test(answer.headers.get('cache-control') ?? '')) {
    return `public, max-age=${EDGE.immutableSeconds}, immutable`;
  }
  return `public, max-age=${EDGE.catalogueFreshSeconds}, stale-while-revalidate=${EDGE.catalogueStaleSeconds}`;
}

/**
 * What the browser gets for an upstream's answer: its status and body with only the allowed
 * headers. An upstream 429 keeps its status (and Retry-After) with spec §8's 429 text; an
 * upstream 5xx becomes a 502 with a generic text (the upstream's body may hold internals).
 */
export function proxiedResponse(c: Context<AppEnv>, answer: UpstreamAnswer): Response {
  if (answer.cacheState !== 'HIT' && answer.cacheState !== 'STALE') c.set('upstreamStatus', answer.status);
  const headers = forwardableResponseHeaders(answer.headers);
  if (answer.status === 429 || answer.status >= 500) {
    if (answer.body instanceof ReadableStream) void answer.body.cancel().catch(() => undefined);
  }
  if (answer.status === 429) {
    const retry = new Headers();
    const retryAfter = headers.get('retry-after');
    if (retryAfter) retry.set('retry-after', retryAfter);
    return edgeJson(429, { error: 'too_many_requests', message: MESSAGES.tooManyRequests }, retry);
  }
  if (answer.status >= 500) {
    return edgeJson(502, { error: 'upstream_unavailable', message: MESSAGES.edgeUpstreamUnavailable });
  }
  if (answer.cacheState) headers.set(HEADERS.edgeCache, answer.cacheState);
  headers.set('cache-control', browserCaching(answer));
  // through the context, so what the edge set on this answer (a cleared session's cookies) stays
  return c.newResponse(answer.body as ReadableStream | null, { status: answer.status as ContentfulStatusCode, headers });
}
