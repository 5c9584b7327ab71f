import { WINE_PHOTO_WIDTHS, type WinePhotoWidth } from '../../../src/contracts/wine-photos.ts';
import { type ImageHeader, readImageHeader } from './image-header.ts';
import { type CodecModules, decodePhoto, UndecodablePhotoError, webpEncoderFor } from './photo-codecs.ts';
import { PHOTO_MESSAGES, UnusablePhotoError } from './photo-refusal.ts';
import { orient, type Rgba, shrink, turnsQuarter } from './photo-resize.ts';
import type { PhotoExtension } from './wine-photos.ts';

/**
 * The WebP copies of an uploaded photo for phones (docs/operating-the-shop.md "A wine's photo";
 * the figures in docs/performance.md "Photos"): one per width of WINE_PHOTO_WIDTHS, never wider
 * than the photo, each at most PHOTO_COPY_MAX_BYTES. Made once, at upload, inside the Worker:
 * decoded, shrunk, turned as its EXIF says and encoded here, so serving them is reading R2.
 */

/** docs/performance.md "Photos": no photo above 150 KB on a phone's first screen, and any copy may be a phone's. */
export const PHOTO_COPY_MAX_BYTES = 150 * 1024;

/** WebP quality of a copy; lower ones only when a copy would pass PHOTO_COPY_MAX_BYTES. */
const QUALITIES = [75, 60, 45, 30] as const;

/**
 * The most memory a photo's decoding may take. A Worker's isolate has 128 MB for everything it
 * holds (JavaScript and WebAssembly); this leaves 48 MB to the backend itself and the requests it
 * serves meanwhile. About 9 megapixels for a JPEG from a camera (docs/performance.md "Photos").
 */
export const DECODE_MEMORY_BUDGET = 80 * 1024 * 1024;

/**
 * WebAssembly memory a decoder grows to, in bytes per pixel, by kind of photo (beyond its first
 * 17 MB; measured with `node scripts/wine-photo-cpu.ts`, rounded up): the RGBA pixels, and for a
 * progressive JPEG every DCT coefficient of the picture as well.
 */
const DECODER_BYTES_PER_PIXEL = { jpeg: 4.8, progressiveJpeg: 10.4, lossyWebp: 5.2, otherWebp: 10.4 } as const;
const DECODER_FIRST_MEMORY = 17 * 1000 * 1000;

/**
 * The memory the decoding of a photo peaks at, in bytes, from its header: the photo's bytes, the
 * decoder's memory (which holds a copy of them), and the RGBA pixels it hands back, 4 bytes each.
 * PNG is decoded in JavaScript (fast-png): its inflated rows twice (pieces, then joined), the
 * unfiltered rows, then RGBA (and the palette's indices and colours, for a palette picture).
 */
export function decodeMemoryEstimate(header: ImageHeader, photoBytes: number): number {
  const pixels = header.width * header.height;
  if (header.format === 'png') {
    const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[header.colorType] ?? 4;
    const rows = header.height * (1 + Math.ceil((header.width * channels * header.bitDepth) / 8));
    const palette = header.colorType === 3 ? 5 * pixels : 0;
    return photoBytes + 3 * rows + 4 * pixels + palette;
  }
  const perPixel =
    header.format === 'jpg'
      ? DECODER_BYTES_PER_PIXEL[header.progressive ? 'progressiveJpeg' : 'jpeg']
      : DECODER_BYTES_PER_PIXEL[header.simple ? 'lossyWebp' : 'otherWebp'];
  return photoBytes + Math.max(DECODER_FIRST_MEMORY, photoBytes + perPixel * pixels) + 4 * pixels;
}

/** A copy of the photo, ready to store. */
export interface PhotoCopy {
  /** The copy's nominal width (its name's): the photo's own when it is narrower. */
  width: WinePhotoWidth;
  pixelWidth: number;
  pixelHeight: number;
  quality: number;
  bytes: Uint8Array;
}

/** Refuses a photo whose decoding would pass DECODE_MEMORY_BUDGET, saying which size would do. */
function refuseIfTooLarge(header: ImageHeader, photoBytes: number): void {
  const scaled = (scale: number) => ({ ...header, width: Math.floor(header.width * scale), height: Math.floor(header.height * scale) });
  if (decodeMemoryEstimate(header, photoBytes) <= DECODE_MEMORY_BUDGET) return;
  // the largest picture of this kind and shape within the budget (bisecting the scale of its sides)
  let fits = 0;
  let over = 1;
  for (let step = 0; step < 24; step += 1) {
    const scale = (fits + over) / 2;
    if (decodeMemoryEstimate(scaled(scale), photoBytes) <= DECODE_MEMORY_BUDGET) fits = scale;
    else over = scale;
  }
  const largest = scaled(fits);
  const turned = header.format === 'jpg' && turnsQuarter(header.orientation);
  const [width = 0, height = 0] = (turned ? [largest.height, largest.width] : [largest.width, largest.height]).map((side) => Math.floor(side / 100) * 100);
  throw new UnusablePhotoError(PHOTO_MESSAGES.tooManyPixels(header.width * header.height, largest.width * largest.height, width, height));
}

/**
 * Whether copies are being made in this isolate. Not a shopper's state: it keeps two photos from
 * being decoded in one isolate at once, which together could pass its 128 MB. Today the making
 * never yields to another request (no I/O between its awaits), so two uploads cannot meet here;
 * should that change, the second is refused with a "try again" (an owner sends one photo at a time).
 */
let makingCopies = false;

/** The copies of a photo, largest first; throws UnusablePhotoError with the owner's reason. */
export async function makePhotoCopies(bytes: Uint8Array, extension: PhotoExtension, modules: CodecModules): Promise<PhotoCopy[]> {
  const header = readImageHeader(bytes, extension);
  if (!header) throw new UnusablePhotoError(PHOTO_MESSAGES.unreadable);
  refuseIfTooLarge(header, bytes.byteLength);
  if (makingCopies) throw new UnusablePhotoError(PHOTO_MESSAGES.busy);
  makingCopies = true;
  try {
    const shrunk = await shrinkForCopies(bytes, extension, header, modules);
    const encode = await webpEncoderFor(modules);
    return shrunk.map(({ width, image }) => {
      for (const quality of QUALITIES) {
        const webp = encode(image, quality);
        if (webp.byteLength <= PHOTO_COPY_MAX_BYTES) return { width, pixelWidth: image.width, pixelHeight: image.height, quality, bytes: webp };
      }
      throw new UnusablePhotoError(PHOTO_MESSAGES.tooHeavy);
    });
  } finally {
    makingCopies = false;
  }
}

/**
 * The photo decoded, then shrunk to each width, each from the one before (largest first: the
 * full-size pixels are let go after the first), and turned upright. Nothing is enlarged.
 */
async function shrinkForCopies(
  bytes: Uint8Array,
  extension: PhotoExtension,
  header: ImageHeader,
  modules: CodecModules,
): Promise<{ width: WinePhotoWidth; image: Rgba }[]> {
  let image: Rgba = await decodePhoto(bytes, extension, modules).catch((error: unknown) => {
    throw error instanceof UndecodablePhotoError ? new UnusablePhotoError(PHOTO_MESSAGES.unreadable) : error;
  });
  const orientation = header.format === 'jpg' ? header.orientation : 1;
  const turned = turnsQuarter(orientation);
  const shownWidth = turned ? image.height : image.width;
  const shownHeight = turned ? image.width : image.height;
  const copies: { width: WinePhotoWidth; image: Rgba }[] = [];
  for (const width of [...WINE_PHOTO_WIDTHS].reverse()) {
    const copyWidth = Math.min(width, shownWidth);
    const copyHeight = Math.max(1, Math.round((shownHeight * copyWidth) / shownWidth));
    image = turned ? shrink(image, copyHeight, copyWidth) : shrink(image, copyWidth, copyHeight);
    copies.push({ width, image });
  }
  return copies.map(({ width, image: copy }) => ({ width, image: orient(copy, orientation) }));
}
