import { OWN_BACKEND_ROUTES, type OwnBackendRoute } from '../../src/contracts/own-backend-api.ts';

/**
 * Matching request paths against the contract's route table (`src/contracts/own-backend-api.ts`,
 * the one list of own-backend calls). The proxy and the edge's own client both use it, so there
 * is no second list.
 */

/**
 * A `:param` segment: letters, digits, dot, hyphen, underscore, tilde; not starting with a dot.
 * No percent-escapes, so encoded slashes, backslashes and dots (`..%2f`, `%5c`, `%2e%2e`) can
 * never reach an upstream that would decode them.
 */
const SAFE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/** Whether `value` can be a `:param` of a backend route (a name or id outside this cannot exist there). */
export const isRouteSegment = (value: string): boolean => SAFE_SEGMENT.test(value);

export interface RouteMatch {
  route: OwnBackendRoute;
  params: Record<string, string>;
}

/** A route's path split into segments once per isolate, not on every request it is compared with. */
interface CompiledRoute {
  route: OwnBackendRoute;
  pattern: readonly string[];
}

/** The contract's routes by their number of segments: a path is only compared with routes of its length. */
const ROUTES_BY_LENGTH = new Map<number, CompiledRoute[]>();
for (const route of OWN_BACKEND_ROUTES) {
  const pattern = route.path.split('/').slice(1);
  const sameLength = ROUTES_BY_LENGTH.get(pattern.length) ?? [];
  sameLength.push({ route, pattern });
  ROUTES_BY_LENGTH.set(pattern.length, sameLength);
}

function matchRoute({ route, pattern }: CompiledRoute, segments: readonly string[]): RouteMatch | undefined {
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      if (!isRouteSegment(segment)) return undefined;
      params[part.slice(1)] = segment;
    } else if (part !== segment) {
      return undefined;
    }
  }
  return { route, params };
}

/** Every contract route whose path matches the raw (undecoded) path, whatever its method. */
export function matchOwnBackendPath(rawPath: string): RouteMatch[] {
  const segments = rawPath.split('/').slice(1);
  return (ROUTES_BY_LENGTH.get(segments.length) ?? []).flatMap((compiled) => matchRoute(compiled, segments) ?? []);
}

/** The contract route for a method and path, if any. */
export function findOwnBackendRoute(method: string, rawPath: string): RouteMatch | undefined {
  return matchOwnBackendPath(rawPath).find((match) => match.route.method === method);
}

/** The first path segment of every contract route (`/api`, `/search_similar_asv`, ...): what the proxy mounts. */
export function proxiedPrefixes(): string[] {
  return [...new Set(OWN_BACKEND_ROUTES.map((route) => `/${route.path.split('/')[1] ?? ''}`))];
}

/** The path of a contract route with its parameters filled in (each already a safe segment). */
export function fillPath(route: OwnBackendRoute, params: Record<string, string>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
