import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import { ROUTES, withRedirectUrl } from '../../src/core/routes.ts';
import { checkoutAccountUrl, checkoutBase } from '../config.ts';
import { sameSitePath } from '../http/site-redirect.ts';

/**
 * Where a login's `redirectUrl` may lead (ARCHITECTURE "Security posture": no open redirect): a path of this site, or
 * the checkout site (its checkout and account pages, which need the legacy token: those go
 * through the edge's hand-off route, which adds it). Anything else, and anything malformed
 * (other hosts, `//host`, backslashes, control characters, other schemes), goes to the default.
 */
export type RedirectTarget = { kind: 'site'; path: string } | { kind: 'checkout'; url: URL };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

function isUnder(url: URL, base: URL): boolean {
  if (url.origin !== base.origin) return false;
  const prefix = base.pathname.replace(/\/+$/, '');
  return url.pathname === prefix || url.pathname.startsWith(`${prefix}/`) || prefix === '';
}

/** Reads a redirect target; undefined when it may not be followed. */
export function parseRedirectTarget(raw: string | undefined, env: Env, siteOrigin: string): RedirectTarget | undefined {
  if (!raw || UNSAFE.test(raw)) return undefined;
  if (!raw.startsWith('/') && !/^https?:\/\//i.test(raw)) return undefined;
  if (raw.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, siteOrigin);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (isUnder(url, checkoutBase(env, siteOrigin)) || isUnder(url, checkoutAccountUrl(env, siteOrigin))) {
    return { kind: 'checkout', url };
  }
  if (url.origin === siteOrigin) return { kind: 'site', path: sameSitePath(`${url.pathname}${url.search}${url.hash}`) };
  return undefined;
}

/**
 * Where the page goes after logging in: a site path as is; a checkout URL through the hand-off
 * route (so the legacy token is added by a redirect, never handed to page scripts); else
 * /momentos.
 */
export function afterLoginPath(raw: string | undefined, env: Env, siteOrigin: string): string {
  const target = parseRedirectTarget(raw, env, siteOrigin);
  if (!target) return ROUTES.occasions;
  if (target.kind === 'site') return target.path;
  return withRedirectUrl(AUTH_PATHS.checkout, target.url.href);
}
