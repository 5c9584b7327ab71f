import { WINE_PHOTO_FILE, WINE_PHOTO_PATH, WINE_PHOTO_WIDTHS, winePhotoCopyFile } from '../contracts/wine-photos.ts';

/**
 * The `srcset` of a wine's image (its `url_media`): the WebP copies of an owner's uploaded photo
 * (src/contracts/wine-photos.ts), so a phone loads one sized for it rather than the photo as sent;
 * undefined for anything else (the generated bottles are SVG, a hosted service's URL has no copies).
 * A photo uploaded before the copies existed still answers at each copy's URL with the photo
 * itself (backend/src/routes/media.ts), so the srcset never breaks an image.
 */
export function wineImageSrcSet(urlMedia: string): string | undefined {
  if (!urlMedia.startsWith(WINE_PHOTO_PATH)) return undefined;
  const match = WINE_PHOTO_FILE.exec(urlMedia.slice(WINE_PHOTO_PATH.length));
  if (!match) return undefined;
  const stem = `${match[1]}-${match[2]}`;
  return WINE_PHOTO_WIDTHS.map((width) => `${WINE_PHOTO_PATH}${winePhotoCopyFile(stem, width)} ${width}w`).join(', ');
}
