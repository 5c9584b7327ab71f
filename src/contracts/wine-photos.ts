/**
 * A wine's bottle images as the shop's URLs say them (served by backend/src/routes/media.ts; shown
 * with a `srcset` by src/core/wine-image-srcset.ts). Dependency-free: the srcset rule ships to the
 * browser.
 *
 * The owner's photos (made by the admin API's upload, backend/src/admin/admin-wine-image.ts):
 * - the photo as sent: `{wine id}-{first 16 hex digits of its SHA-256}.{jpg|png|webp}`;
 * - its WebP copies for phones (docs/operating-the-shop.md "A wine's photo"):
 *   `{the same stem}-{width}w.webp`, one for each of WINE_PHOTO_WIDTHS, never wider than the photo.
 * Both are content-addressed (the copies by the photo they are made from), so a URL always means
 * the same bytes and may be cached for good.
 *
 * The bottle generated for a wine without a photo (backend/src/media/wine-bottle.ts):
 * - `/media/wines/{wine id}.svg`, drawn from the wine's facts (its type, producer, vintage);
 * - its WebP copies, `/media/wines/{wine id}-{width}w.webp`, drawn from the same SVG when asked
 *   for (docs/performance.md "Generated bottles": Chromium builds an SVG image on the page's main
 *   thread, a WebP is decoded off it). They change with the wine's facts, so are cached like the SVG;
 * - its link-preview card, `/media/wines/{wine id}.png` (src/core/seo/share-image.ts).
 */

/** The path every uploaded photo and its copies are served under. */
export const WINE_PHOTO_PATH = '/media/uploads/wines/';

/** Whether a wine's image is a photo the owner uploaded (else the bottle the shop draws). */
export const isUploadedPhoto = (url: string) => url.startsWith(WINE_PHOTO_PATH);

/**
 * The widths (px) of the copies: the cards' and the product page's rendered widths (60 to 220 CSS
 * px) at 1× to 3× density (docs/performance.md "Photos").
 */
export const WINE_PHOTO_WIDTHS = [160, 320, 640] as const;

export type WinePhotoWidth = (typeof WINE_PHOTO_WIDTHS)[number];

/** `{wine id}-{16 hex digits}`: the part of a photo's name its copies share. */
const STEM = '([1-9]\\d{0,9})-([0-9a-f]{16})';

/** `{stem}.{jpg|png|webp}`: the photo as sent; nothing else names one. */
export const WINE_PHOTO_FILE = /* @__PURE__ */ new RegExp(`^${STEM}\\.(jpg|png|webp)$`);

/** `{stem}-{width}w.webp`, for the widths above only: a copy; nothing else names one. */
export const WINE_PHOTO_COPY_FILE = /* @__PURE__ */ new RegExp(`^${STEM}-(${WINE_PHOTO_WIDTHS.join('|')})w\\.webp$`);

/** The file name of a photo's copy at `width`, from the photo's stem (`1001-0123456789abcdef`). */
export const winePhotoCopyFile = (stem: string, width: WinePhotoWidth) => `${stem}-${width}w.webp`;

/** The path the generated bottles and their copies are served under. */
export const GENERATED_BOTTLE_PATH = '/media/wines/';

/** `{wine id}.svg`: a generated bottle. */
export const GENERATED_BOTTLE_FILE = /^([1-9]\d{0,9})\.svg$/;

/** The wine id of a generated bottle's URL (`/media/wines/1001.svg` → `1001`); undefined for any other URL. */
export function generatedBottleId(url: string): string | undefined {
  return url.startsWith(GENERATED_BOTTLE_PATH) ? GENERATED_BOTTLE_FILE.exec(url.slice(GENERATED_BOTTLE_PATH.length))?.[1] : undefined;
}

/** `{wine id}.png`: a wine's link-preview card (og:image), drawn around its generated bottle. */
export const SHARE_CARD_FILE = /^([1-9]\d{0,9})\.png$/;

/** `{wine id}-{width}w.webp`, for the widths of WINE_PHOTO_WIDTHS only: a generated bottle's copy. */
export const GENERATED_BOTTLE_COPY_FILE = /* @__PURE__ */ new RegExp(`^([1-9]\\d{0,9})-(${WINE_PHOTO_WIDTHS.join('|')})w\\.webp$`);
