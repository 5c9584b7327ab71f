import { EXTERNAL_HOSTS } from './constants.ts';

export interface NavigationTarget {
  href: string;
  /** Leaves the shop: open with rel="noopener noreferrer". */
  external: boolean;
}

/**
 * The one gate for every navigation whose address comes from data (a banner's url_action, the
 * WhatsApp link, redirects): spec §8 "Navigating to an external URL without permission or a
 * disallowed protocol: refused". Allowed: a path of this site ("/x", not "//x" or "/\x"), a URL
 * of this origin, or an http(s) URL to a listed host without credentials. Anything else is null.
 */
export function safeNavigationTarget(
  raw: string,
  /** This site's origin; null where there is none (an address built on the server for any host). */
  origin: string | null,
  allowedHosts: readonly string[] = EXTERNAL_HOSTS,
): NavigationTarget | null {
  const value = raw.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { href: value, external: false };

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (origin !== null && url.origin === origin) return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  const host = url.hostname.toLowerCase();
  return allowedHosts.includes(host) ? { href: url.href, external: true } : null;
}
