import type { PhotoExtension } from './wine-photos.ts';

/**
 * What a photo's first bytes say about it, read without decoding it: its size in pixels (to refuse
 * one too large to decode safely before any memory is spent on it, ./photo-copies.ts) and what the
 * decoders' memory depends on. Null when the bytes do not carry such a header.
 */
export type ImageHeader =
  | { format: 'jpg'; width: number; height: number; progressive: boolean; orientation: Orientation }
  | { format: 'png'; width: number; height: number; bitDepth: number; colorType: number }
  | { format: 'webp'; width: number; height: number; simple: boolean };

/** The EXIF orientation (1 = as stored; 5 to 8 turn the picture a quarter, so width and height swap). */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export function readImageHeader(bytes: Uint8Array, extension: PhotoExtension): ImageHeader | null {
  const header = extension === 'jpg' ? jpegHeader(bytes) : extension === 'png' ? pngHeader(bytes) : webpHeader(bytes);
  return header && header.width > 0 && header.height > 0 ? header : null;
}

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + (bytes[at + 2] ?? 0) * 0x10000;
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** The frame markers (SOF0 to SOF15, less DHT C4, JPG C8 and DAC CC) that carry the size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** SOF2, SOF6, SOF10, SOF14: progressive, decoded with the whole picture's coefficients in memory. */
const isProgressive = (marker: number) => marker === 0xc2 || marker === 0xc6 || marker === 0xca || marker === 0xce;

/** Walks the segments from SOI to the frame header, reading the EXIF orientation on the way. */
function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  let orientation: Orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // a marker without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // the end, or a scan, before any frame
    const length = u16be(bytes, at + 2);
    if (length < 2) return null;
    const segment = bytes.subarray(at + 4, at + 2 + length);
    if (isStartOfFrame(marker)) {
      if (segment.length < 5) return null;
      return { format: 'jpg', height: u16be(segment, 1), width: u16be(segment, 3), progressive: isProgressive(marker), orientation };
    }
    if (marker === 0xe1 && ascii(segment, 0, 6) === 'Exif\0\0') orientation = exifOrientation(segment.subarray(6)) ?? orientation;
    at += 2 + length;
  }
  return null;
}

/** Tag 0x0112 of IFD0 in a TIFF structure (the EXIF segment's body); null when absent or odd. */
function exifOrientation(tiff: Uint8Array): Orientation | null {
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? u16le(tiff, at) : u16be(tiff, at));
  const u32 = (at: number) => (little ? u16le(tiff, at) + u16le(tiff, at + 2) * 0x10000 : u32be(tiff, at));
  const ifd = u32(4);
  const entries = u16(ifd);
  for (let entry = 0; entry < entries; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > tiff.length) return null;
    if (u16(at) === 0x0112) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? (value as Orientation) : null;
    }
  }
  return null;
}

/** The IHDR chunk, which the PNG format puts first. */
function pngHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 29 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { format: 'png', width: u32be(bytes, 16), height: u32be(bytes, 20), bitDepth: bytes[24] ?? 0, colorType: bytes[25] ?? 0 };
}

/**
 * The first chunk of the RIFF container: a lossy picture (VP8, `simple`), a lossless one (VP8L) or
 * an extended one (VP8X: with alpha, EXIF or animation), which decode with more memory.
 */
function webpHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    // the frame tag (3 bytes), the start code 9d 01 2a, then 14-bit width and height
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { format: 'webp', width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff, simple: true };
  }
  if (chunk === 'VP8L') {
    // the signature byte 2f, then width − 1 and height − 1 in 14 bits each
    if (bytes[20] !== 0x2f) return null;
    const bits = u16le(bytes, 21) + u16le(bytes, 23) * 0x10000;
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: (Math.floor(bits / 0x4000) & 0x3fff) + 1, simple: false };
  }
  if (chunk === 'VP8X') return { format: 'webp', width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1, simple: false };
  return null;
}
