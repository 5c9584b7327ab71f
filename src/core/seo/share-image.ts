/**
 * Link previews (WhatsApp, Facebook) and search results show raster images only: an SVG page image
 * becomes a PNG one here. The own backend draws each wine's bottle as SVG and serves its 1200×630
 * link-preview card beside it (`/media/wines/{id}.png`); a hosted catalogue's photos are raster
 * already and pass through.
 */
const OWN_BOTTLE = /^\/media\/wines\/([1-9]\d*)\.svg$/;

/** The shop's own raster image, for a page without one a preview can show. */
export const SHOP_SHARE_IMAGE = '/icons/icon-512.png';

/** The raster image to share for a page image, or null when there is none (another SVG). */
export function rasterImagePath(pathOrUrl: string): string | null {
  const bottle = OWN_BOTTLE.exec(pathOrUrl);
  if (bottle) return `/media/wines/${bottle[1]}.png`;
  const path = pathOrUrl.split(/[?#]/)[0] ?? '';
  return path.toLowerCase().endsWith('.svg') ? null : pathOrUrl;
}
