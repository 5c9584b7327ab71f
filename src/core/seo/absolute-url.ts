/**
 * An address on this shop made absolute for what leaves the page (JSON-LD, Open Graph). An
 * already absolute URL (a hosted catalogue's image on its CDN) is used as it is.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).href;
}
