/**
 * The owner's bottle photos (uploaded through the admin API, backend/src/admin/admin-wine-image.ts):
 * where each lives in the MEDIA bucket and the same-origin URL the shop shows it at. The file name
 * is content-addressed (the wine, then the first 16 hex digits of the bytes' SHA-256), so a URL
 * always means the same bytes and may be cached for good.
 */

/** The photo formats, by file extension, with the Content-Type each is stored and served with. */
export const PHOTO_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

export type PhotoExtension = keyof typeof PHOTO_CONTENT_TYPES;

/** `{wine id}-{16 hex digits}.{jpg|png|webp}`: nothing else names a photo. */
const PHOTO_FILE = /^([1-9]\d{0,9})-([0-9a-f]{16})\.(jpg|png|webp)$/;

export interface PhotoFile {
  wineId: number;
  extension: PhotoExtension;
  /** The object's key in the MEDIA bucket. */
  key: string;
}

/** The object key of a photo's file name. */
export const photoKey = (file: string) => `wines/${file}`;

/** The file name a photo of `wineId` with these bytes' hash gets. */
export function photoFileName(wineId: number, sha256Hex: string, extension: PhotoExtension): string {
  return `${wineId}-${sha256Hex.slice(0, 16)}.${extension}`;
}

/** A photo's file name read back from a URL; null for anything that is not one. */
export function parsePhotoFile(file: string): PhotoFile | null {
  const match = PHOTO_FILE.exec(file);
  if (!match) return null;
  return { wineId: Number(match[1]), extension: match[3] as PhotoExtension, key: photoKey(file) };
}

/** The same-origin path the shop shows a photo at (the route in backend/src/routes/media.ts). */
export const photoUrl = (file: string) => `/media/uploads/wines/${file}`;

/** The generated bottle every wine has (backend/src/routes/media.ts): its image without a photo. */
export const generatedBottleUrl = (wineId: number) => `/media/wines/${wineId}.svg`;
