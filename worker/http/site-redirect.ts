import type { Context } from 'hono';
import type { RedirectStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env.ts';

/** Tabs and line breaks, which URL parsers drop wherever they are (`/\t/host` is `//host`). */
const DROPPED_BY_PARSERS = /[\t\n\r]/g;
/** Anything a browser reads as the start of an authority: slashes and backslashes in a row. */
const LEADING_SEPARATORS = /^[/\\]+/;
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * The one way a location built from request data becomes a redirect target: a path of this site
 * (ARCHITECTURE "no open redirect"). Leading slashes and backslashes collapse to one slash,
 * characters parsers drop are dropped first, and anything that still resolves elsewhere (a
 * scheme, a host) becomes "/". Query and fragment are kept.
 */
export function sameSitePath(location: string): string {
  const path = `/${location.replace(DROPPED_BY_PARSERS, '').replace(LEADING_SEPARATORS, '')}`;
  let resolved: URL;
  try {
    resolved = new URL(path, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  return resolved.origin === PROBE_ORIGIN ? path : '/';
}

/** `c.redirect` for locations of this site, through `sameSitePath`. */
export function redirectOnSite(c: Context<AppEnv>, location: string, status: RedirectStatusCode = 302): Response {
  return c.redirect(sameSitePath(location), status);
}
