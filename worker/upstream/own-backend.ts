import type { ZodMiniType } from 'zod/mini';
import { messageBannerResponseSchema, type MessageBannerResponse } from '../../src/contracts/message-banner.ts';
import { currentGenerations, type Generations } from './cache-generations.ts';
import { answerBody, cachedFetch, type CacheState, type StoredResponse } from './edge-cache.ts';
import { contractJson } from './contract-json.ts';
import { findOwnBackendRoute, type RouteMatch } from './own-backend-routes.ts';
import { callBudgetMs, upstreamFetch, type UpstreamCaller } from './upstream-fetch.ts';
import { ANY_COPY, D1_BOOKMARK_HEADER, PRIMARY } from '../../src/contracts/d1-bookmark.ts';

/**
 * The shop's own backend (spec §7 "Own backend"), for the edge's own calls (page data, the
 * partner list, the customer link) and for the proxy. Every call must be a route of the
 * contract table; GETs it marks with a cache scope go through the edge cache.
 */
export interface OwnBackend {
  messageBanner(): Promise<MessageBannerResponse>;
  /** GET a contract route (path with query), parsed with the contract's schema. */
  get<T>(pathAndQuery: string, schema: ZodMiniType<T>): Promise<T>;
  /** POST JSON to a contract route, parsed with the contract's schema. */
  post<T>(path: string, body: unknown, schema: ZodMiniType<T>): Promise<T>;
  /** Sends a matched contract route as is; cacheable GETs are answered from the edge cache. */
  send(match: RouteMatch, pathAndQuery: string, init: { method: string; headers: Headers; body?: ArrayBuffer | null }): Promise<OwnBackendAnswer>;
}

/** An answer: straight from upstream (`response`), or through the edge cache (`stored`, a hit's stream or a miss's bytes, with its cache state). */
type OwnBackendAnswer = { response: Response } | { stored: StoredResponse; state: CacheState };

export interface OwnBackendOptions {
  caller: UpstreamCaller;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The EDGE_CACHE var: "off" turns the catalogue cache off (coalescing stays). */
  cache: boolean;
  /** The cache generations could not be read (the entries of the last known generations are used). */
  onGenerationsError: (error: unknown) => void;
}

/**
 * Key of a read in the edge cache: its scope and that scope's current generation (a purge moves
 * it), the upstream kind, path and sorted query.
 */
function cacheKey(caller: UpstreamCaller, match: RouteMatch, pathAndQuery: string, generations: Generations): string {
  const url = new URL(pathAndQuery, 'https://key.invalid');
  url.searchParams.sort();
  const scope = match.route.cache || 'static';
  return `${caller.origin}/__edge-cache/${scope}/${generations[scope] ?? '0'}/${match.route.origin}${url.pathname}${url.search}`;
}

export function createOwnBackend(env: Env, options: OwnBackendOptions): OwnBackend {
  const { caller } = options;
  const send: OwnBackend['send'] = async (match, pathAndQuery, init) => {
    const load = (sent: typeof init = init) => upstreamFetch(env, match.route.origin, pathAndQuery, sent, caller);
    if (init.method === 'GET' && match.route.cache) {
      const generations = options.cache ? await currentGenerations(env, Date.now(), options.onGenerationsError, options.waitUntil) : {};
      // D1 read replication: a copy at least as new as the last purge's write; with the cache off
      // (nothing to keep a generation's bookmark for), the primary
      const headers = new Headers(init.headers);
      headers.set(D1_BOOKMARK_HEADER, options.cache ? (generations.bookmark ?? ANY_COPY) : PRIMARY);
      return cachedFetch({
        key: cacheKey(caller, match, pathAndQuery, generations),
        load: () => load({ ...init, headers }),
        waitUntil: options.waitUntil,
        useCache: options.cache,
        maxWaitMs: callBudgetMs(caller),
        path: match.route.path,
      });
    }
    return { response: await load() };
  };

  async function json<T>(method: 'GET' | 'POST', pathAndQuery: string, schema: ZodMiniType<T>, body?: unknown): Promise<T> {
    const path = pathAndQuery.split('?')[0] ?? pathAndQuery;
    const match = findOwnBackendRoute(method, path);
    if (!match) throw new Error(`${method} ${path} is not a route of src/contracts/own-backend-api.ts`);
    const headers = new Headers({ accept: 'application/json' });
    if (body !== undefined) headers.set('content-type', 'application/json');
    const answer = await send(match, pathAndQuery, {
      method,
      headers,
      body: body === undefined ? null : new TextEncoder().encode(JSON.stringify(body)).buffer,
    });
    const response =
      'response' in answer ? answer.response : new Response(answerBody(answer.stored), { status: answer.stored.status, headers: answer.stored.headers });
    return contractJson(response, path, schema);
  }

  return {
    messageBanner: () => json('GET', '/api/messageBanner', messageBannerResponseSchema),
    get: (pathAndQuery, schema) => json('GET', pathAndQuery, schema),
    post: (path, body, schema) => json('POST', path, schema, body),
    send,
  };
}
