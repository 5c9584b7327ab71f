import { Hono, type Context } from 'hono';
import { EDGE } from '../../src/core/constants.ts';
import type { AppEnv } from '../env.ts';
import { ApiNotFoundError, ForbiddenError, MethodNotAllowedError } from '../errors.ts';
import { proxiedResponse } from '../http/proxied-response.ts';
import { readLimitedBody } from '../http/read-body.ts';
import { forwardableRequestHeaders } from '../upstream/headers.ts';
import { fillPath, matchOwnBackendPath, proxiedPrefixes } from '../upstream/own-backend-routes.ts';
import { answerBody } from '../upstream/edge-cache.ts';
import { refuseOverLimit, withinLimit, type Limiter } from '../middleware/rate-limits.ts';

/** Writes a stranger could repeat at speed, limited per IP (worker/middleware/rate-limits.ts). */
const LIMITED_ROUTES: Readonly<Record<string, Limiter>> = {
  '/api/newsLetter': 'NEWSLETTER_LIMITER',
  '/search_similar_asv': 'SEARCH_LIMITER',
};

/**
 * The same-origin proxy to the own backend (ARCHITECTURE "Security posture"): only the
 * paths and methods of `src/contracts/own-backend-api.ts` with `browser: true` pass; everything
 * else under the same prefixes is a 404 (unknown path, traversal) or 405 (other method), and the
 * edge-only customer link is refused (DECISIONS 5). The upstream path is rebuilt from the
 * contract's template and validated parameters, never copied from the request.
 */
async function forwardToOwnBackend(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const candidates = matchOwnBackendPath(url.pathname);
  if (candidates.length === 0) throw new ApiNotFoundError(url.pathname);
  const match = candidates.find((candidate) => candidate.route.method === method);
  if (!match) throw new MethodNotAllowedError([...new Set(candidates.map((candidate) => candidate.route.method))]);
  if (!match.route.browser) throw new ForbiddenError(`${method} ${match.route.path} is edge-only`);
  const limiter = LIMITED_ROUTES[match.route.path];
  if (limiter && !(await withinLimit(c, limiter))) return refuseOverLimit(c);

  const headers = forwardableRequestHeaders(c.req.raw.headers);
  if (match.route.cache) {
    // A shared answer must not depend on one browser's conditional request.
    headers.delete('if-none-match');
    headers.delete('if-modified-since');
  }
  const body = method === 'POST' ? await readLimitedBody(c.req.raw, EDGE.maxRequestBodyBytes) : null;
  const query = new URLSearchParams(url.search).toString();
  const pathAndQuery = `${fillPath(match.route, match.params)}${query ? `?${query}` : ''}`;
  const answer = await c.get('backend').send(match, pathAndQuery, { method, headers, body });
  if ('response' in answer) {
    const { response } = answer;
    return proxiedResponse(c, { status: response.status, headers: response.headers, body: response.body, cache: match.route.cache });
  }
  const { stored, state } = answer;
  return proxiedResponse(c, {
    status: stored.status,
    headers: new Headers(stored.headers),
    body: answerBody(stored),
    cacheState: state,
    cache: match.route.cache,
  });
}

export const proxyRoutes = new Hono<AppEnv>();
for (const prefix of proxiedPrefixes()) {
  proxyRoutes.all(prefix, forwardToOwnBackend);
  proxyRoutes.all(`${prefix}/*`, forwardToOwnBackend);
}
