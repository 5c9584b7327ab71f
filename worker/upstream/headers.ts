/**
 * Which headers cross the edge (ARCHITECTURE "Security posture"). Both directions use allowlists,
 * so hop-by-hop headers (Connection, Keep-Alive, TE, Trailer, Transfer-Encoding, Upgrade,
 * Proxy-*), credentials (Cookie, Authorization, the access-token headers), client-supplied
 * forwarding headers (X-Forwarded-*, CF-*) and upstream Set-Cookie never pass, whatever their
 * spelling: the edge sets the ones it owns itself.
 */

/** Browser → upstream: what describes the payload and what the client accepts back. */
const REQUEST_ALLOWLIST = ['accept', 'accept-language', 'content-type', 'if-none-match', 'if-modified-since'];

/** Upstream → browser: what describes the payload and how to retry. */
const RESPONSE_ALLOWLIST = ['content-type', 'content-language', 'etag', 'last-modified', 'retry-after', 'vary'];

function pick(from: Headers, names: readonly string[]): Headers {
  const picked = new Headers();
  for (const name of names) {
    const value = from.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
}

export function forwardableRequestHeaders(from: Headers): Headers {
  return pick(from, REQUEST_ALLOWLIST);
}

export function forwardableResponseHeaders(from: Headers): Headers {
  return pick(from, RESPONSE_ALLOWLIST);
}

/**
 * A redirect from an upstream reached through this origin (the checkout stand-in) stays on this
 * origin: only a path is passed on; an absolute Location to anywhere else is dropped.
 */
export function sameOriginLocation(location: string | null, upstreamUrl: string): string | undefined {
  if (!location) return undefined;
  const upstream = new URL(upstreamUrl);
  const target = new URL(location, upstream);
  if (target.origin !== upstream.origin) return undefined;
  return `${target.pathname}${target.search}`;
}
