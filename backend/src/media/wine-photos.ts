import {
  GENERATED_BOTTLE_COPY_FILE,
  GENERATED_BOTTLE_FILE,
  GENERATED_BOTTLE_PATH,
  SHARE_CARD_FILE,
  WINE_PHOTO_COPY_FILE,
  WINE_PHOTO_FILE,
  WINE_PHOTO_PATH,
  type WinePhotoWidth,
  winePhotoCopyFile,
} from '../../../src/contracts/wine-photos.ts';

/**
 * The owner's bottle photos (uploaded through the admin API, backend/src/admin/admin-wine-image.ts):
 * where each lives in the MEDIA bucket and the same-origin URL the shop shows it at. The file name
 * is content-addressed (the wine, then the first 16 hex digits of the bytes' SHA-256), so a URL
 * always means the same bytes and may be cached for good. Each photo has WebP copies for phones
 * beside it (./photo-copies.ts), named after it (src/contracts/wine-photos.ts).
 */

/** The photo formats, by file extension, with the Content-Type each is stored and served with. */
export const PHOTO_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

export type PhotoExtension = keyof typeof PHOTO_CONTENT_TYPES;

export interface PhotoFile {
  wineId: number;
  extension: PhotoExtension;
  /** The object's key in the MEDIA bucket. */
  key: string;
}

/** A copy of a photo at one width: always WebP. */
export interface PhotoCopyFile {
  wineId: number;
  width: WinePhotoWidth;
  /** The copy's key in the MEDIA bucket. */
  key: string;
  /** What the key of the photo it was made from starts with (its extension is not in the copy's name). */
  photoKeyPrefix: string;
}

/** The object key of a photo's (or a copy's) file name. */
export const photoKey = (file: string) => `wines/${file}`;

/** The file name a photo of `wineId` with these bytes' hash gets. */
export function photoFileName(wineId: number, sha256Hex: string, extension: PhotoExtension): string {
  return `${wineId}-${sha256Hex.slice(0, 16)}.${extension}`;
}

/** The object key of a photo's copy at `width`, from the photo's file name. */
export function photoCopyKey(photoFile: string, width: WinePhotoWidth): string {
  return photoKey(winePhotoCopyFile(photoFile.slice(0, photoFile.lastIndexOf('.')), width));
}

/** A photo's file name read back from a URL; null for anything that is not one. */
export function parsePhotoFile(file: string): PhotoFile | null {
  const match = WINE_PHOTO_FILE.exec(file);
  if (!match) return null;
  return { wineId: Number(match[1]), extension: match[3] as PhotoExtension, key: photoKey(file) };
}

/** A copy's file name read back from a URL; null for anything that is not one. */
export function parsePhotoCopyFile(file: string): PhotoCopyFile | null {
  const match = WINE_PHOTO_COPY_FILE.exec(file);
  if (!match) return null;
  return {
    wineId: Number(match[1]),
    width: Number(match[3]) as WinePhotoWidth,
    key: photoKey(file),
    photoKeyPrefix: photoKey(`${match[1]}-${match[2]}.`),
  };
}

/** The same-origin path the shop shows a photo at (the route in backend/src/routes/media.ts). */
export const photoUrl = (file: string) => `${WINE_PHOTO_PATH}${file}`;

/** The generated bottle every wine has (backend/src/routes/media.ts): its image without a photo. */
export const generatedBottleUrl = (wineId: number) => `${GENERATED_BOTTLE_PATH}${wineId}.svg`;

/** What a name under GENERATED_BOTTLE_PATH asks for, all drawn from the wine's facts. */
export type GeneratedImage = { wineId: number } & ({ kind: 'bottle' } | { kind: 'bottle-copy'; width: WinePhotoWidth } | { kind: 'share-card' });

/** A generated image's file name read back from a URL; null for anything that is not one. */
export function parseGeneratedImageFile(file: string): GeneratedImage | null {
  const bottle = GENERATED_BOTTLE_FILE.exec(file);
  if (bottle) return { wineId: Number(bottle[1]), kind: 'bottle' };
  const copy = GENERATED_BOTTLE_COPY_FILE.exec(file);
  if (copy) return { wineId: Number(copy[1]), kind: 'bottle-copy', width: Number(copy[2]) as WinePhotoWidth };
  const card = SHARE_CARD_FILE.exec(file);
  return card ? { wineId: Number(card[1]), kind: 'share-card' } : null;
}
