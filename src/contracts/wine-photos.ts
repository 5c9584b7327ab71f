/**
 * The owner's bottle photos as the shop's URLs say them (made by the admin API's upload,
 * backend/src/admin/admin-wine-image.ts; served by backend/src/routes/media.ts; shown with a
 * `srcset` by src/core/wine-image-srcset.ts). Dependency-free: the srcset rule ships to the browser.
 *
 * - the photo as sent: `{wine id}-{first 16 hex digits of its SHA-256}.{jpg|png|webp}`;
 * - its WebP copies for phones (docs/operating-the-shop.md "A wine's photo"):
 *   `{the same stem}-{width}w.webp`, one for each of WINE_PHOTO_WIDTHS, never wider than the photo.
 *
 * Both are content-addressed (the copies by the photo they are made from), so a URL always means
 * the same bytes and may be cached for good.
 */

/** The path every uploaded photo and its copies are served under. */
export const WINE_PHOTO_PATH = '/media/uploads/wines/';

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
