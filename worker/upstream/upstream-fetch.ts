import { HEADERS, TIMINGS } from '../../src/core/constants.ts';
import { STOREFRONT_ACCESS_HEADER } from '../../src/contracts/graphql/operation.ts';
import { OWN_BACKEND_ACCESS_HEADER, type OwnBackendOrigin } from '../../src/contracts/own-backend-api.ts';
import { MissingBindingError, MissingSecretError, UpstreamTimeoutError } from './errors.ts';

/**
 * The upstreams the edge talks to (ARCHITECTURE "The system in one picture"): the own backend's
 * three base URLs (spec §7 gives search and partners their own), the storefront GraphQL
 * endpoint, the embedded backend's hosted-checkout stand-in, and the admin API the back office
 * calls (on the own backend, with its own key). Each is a configured URL or,
 * when that is empty, the embedded backend through the BACKEND service binding.
 */
export type Upstream = OwnBackendOrigin | 'graphql' | 'embedded' | 'admin';

/** Who is asking, for the headers the edge adds (never taken from the browser). */
export interface UpstreamCaller {
  /** The storefront's own origin; requests through the binding carry it, so links come back right. */
  origin: string;
  /** The shopper's IP (CF-Connecting-IP), forwarded as X-Forwarded-For (the hosted API limits per IP). */
  clientIp: string | undefined;
  requestId: string;
  /** spec §9 "request timeout 30000 ms"; tests pass a tiny one. */
  timeoutMs: number;
  /**
   * When set (a request being answered: its start plus `timeoutMs`, spec §9 "Loader timeout
   * 30000 ms"), the time by which every call made for it has ended: calls one after the other
   * share it, so a page whose first call hangs does not wait a second timeout for the next.
   */
  deadline?: number;
}

/** How long the next call for `caller` may take: its own timeout, within its request's deadline. */
export function callBudgetMs(caller: UpstreamCaller): number {
  return caller.deadline === undefined ? caller.timeoutMs : Math.min(caller.timeoutMs, caller.deadline - Date.now());
}

/** Used when no request is being answered (the cron trigger): the binding ignores the host. */
const BINDING_ORIGIN = 'https://backend.internal';

export function defaultCaller(requestId: string): UpstreamCaller {
  return { origin: BINDING_ORIGIN, clientIp: undefined, requestId, timeoutMs: TIMINGS.requestTimeoutMs };
}

/** The configured base URL of an upstream, or undefined for the BACKEND service binding. */
function configuredBase(env: Env, upstream: Upstream): string | undefined {
  switch (upstream) {
    case 'api':
    case 'admin':
      return env.API_ORIGIN || undefined;
    case 'search':
      return env.SEARCH_ORIGIN || env.API_ORIGIN || undefined;
    case 'partners':
      return env.PARTNERS_ORIGIN || env.API_ORIGIN || undefined;
    case 'graphql':
      return env.STOREFRONT_GRAPHQL_URL || undefined;
    case 'embedded':
      return undefined;
  }
}

/** Whether an upstream is this shop's own backend (the BACKEND binding), which also answers the shop's own extensions. */
export function isOwnBackend(env: Env, upstream: Upstream): boolean {
  return configuredBase(env, upstream) === undefined;
}

/** The URL a request for `pathAndQuery` goes to (for GraphQL the configured URL is the endpoint). */
export function upstreamUrl(env: Env, upstream: Upstream, pathAndQuery: string, caller: UpstreamCaller): string {
  const base = configuredBase(env, upstream);
  if (upstream === 'graphql' && base) return base;
  return `${(base ?? caller.origin).replace(/\/+$/, '')}${pathAndQuery}`;
}

/**
 * The access token for an upstream and the header it travels in (spec §7 "an access-token header
 * (a fixed key)"): the storefront API's own key for GraphQL, the admin API's own as a Bearer
 * credential (backend/src/access/front-door.ts), the own backend's for the rest.
 */
function accessToken(
  env: Env,
  upstream: Upstream,
): { name: 'STOREFRONT_ACCESS_TOKEN' | 'API_ACCESS_TOKEN' | 'ADMIN_API_TOKEN'; header: string; value: string | undefined } {
  switch (upstream) {
    case 'graphql':
      return { name: 'STOREFRONT_ACCESS_TOKEN', header: STOREFRONT_ACCESS_HEADER, value: env.STOREFRONT_ACCESS_TOKEN || undefined };
    case 'admin':
      return { name: 'ADMIN_API_TOKEN', header: 'Authorization', value: env.ADMIN_API_TOKEN ? `Bearer ${env.ADMIN_API_TOKEN}` : undefined };
    default:
      return { name: 'API_ACCESS_TOKEN', header: env.API_ACCESS_TOKEN_HEADER || OWN_BACKEND_ACCESS_HEADER, value: env.API_ACCESS_TOKEN || undefined };
  }
}

/**
 * Sends one request upstream with the headers only the edge may set: the upstream's access token
 * (a secret), X-Forwarded-For from CF-Connecting-IP and the request id. `headers` must
 * already be filtered (see `forwardableRequestHeaders`). Times out after `callBudgetMs(caller)`;
 * with no time left, it sends nothing.
 */
export async function upstreamFetch(
  env: Env,
  upstream: Upstream,
  pathAndQuery: string,
  init: { method: string; headers?: Headers; body?: BodyInit | null },
  caller: UpstreamCaller,
): Promise<Response> {
  const timedOut = () => new UpstreamTimeoutError(pathAndQuery.split('?')[0] ?? pathAndQuery);
  const budgetMs = callBudgetMs(caller);
  if (budgetMs <= 0) throw timedOut();
  const hosted = configuredBase(env, upstream) !== undefined;
  const token = accessToken(env, upstream);
  // The embedded backend in development may run without one; a hosted upstream may not.
  if (hosted && !token.value) throw new MissingSecretError(token.name);
  const headers = new Headers(init.headers);
  if (token.value) headers.set(token.header, token.value);
  if (caller.clientIp) headers.set(HEADERS.forwardedFor, caller.clientIp);
  headers.set(HEADERS.requestId, caller.requestId);
  const request = new Request(upstreamUrl(env, upstream, pathAndQuery, caller), {
    method: init.method,
    headers,
    body: init.body ?? null,
    redirect: 'manual',
    signal: AbortSignal.timeout(budgetMs),
  });
  // Optional: a storefront pointed at hosted services runs without the embedded backend.
  const backend = hosted ? { fetch: (input: Request) => fetch(input) } : (env.BACKEND as Fetcher | undefined);
  if (!backend) throw new MissingBindingError('BACKEND', upstream);
  try {
    return await backend.fetch(request);
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw timedOut();
    }
    throw error;
  }
}
