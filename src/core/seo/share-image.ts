import { GENERATED_BOTTLE_PATH, generatedBottleId } from '../../contracts/wine-photos.ts';

/**
 * Link previews (WhatsApp, Facebook) and search results show raster images only: an SVG page image
 * becomes a PNG one here. The own backend draws each wine's bottle as SVG and serves its 1200×630
 * link-preview card beside it (`/media/wines/{id}.png`); a hosted catalogue's photos are raster
 * already and pass through.
 */

/** The shop's own raster image, for a page without one a preview can show. */
export const SHOP_SHARE_IMAGE = '/icons/icon-512.png';

/** The raster image to share for a page image, or null when there is none (another SVG). */
export function rasterImagePath(pathOrUrl: string): string | null {
  const bottle = generatedBottleId(pathOrUrl);
  if (bottle) return `${GENERATED_BOTTLE_PATH}${bottle}.png`;
  const path = pathOrUrl.split(/[?#]/)[0] ?? '';
  return path.toLowerCase().endsWith('.svg') ? null : pathOrUrl;
}
