import mozjpegDecoder from '@jsquash/jpeg/codec/dec/mozjpeg_dec.js';
import { initEmscriptenModule } from '@jsquash/jpeg/utils.js';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.js';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import { defaultOptions as WEBP_DEFAULTS } from '@jsquash/webp/meta.js';
import { convertIndexedToRgb, type DecodedPng, decode as decodePng } from 'fast-png';
import type { PhotoExtension } from './wine-photos.ts';
import type { Rgba } from './photo-resize.ts';

/**
 * The photo codecs: JPEG (mozjpeg) and WebP (libwebp) in WebAssembly from the @jsquash packages,
 * PNG in plain JavaScript (fast-png). The WebAssembly is compiled where the caller runs: workerd
 * imports the `.wasm` files as modules (./photo-wasm.ts), a Node script compiles them from disk.
 *
 * Each call instantiates its WebAssembly anew and lets it go: a module's memory only ever grows,
 * and a decoder kept for the isolate's life would hold the largest photo it ever decoded (tens of
 * MB of the isolate's 128 MB) for good. For the same reason PNG is not decoded in WebAssembly
 * (@jsquash/png keeps one instance for the isolate's life).
 */
export interface CodecModules {
  jpegDecoder: WebAssembly.Module;
  webpDecoder: WebAssembly.Module;
  /** libwebp's SIMD build: workerd's V8 (and Node's) run WebAssembly SIMD. */
  webpEncoder: WebAssembly.Module;
}

/** A decoded photo, with the WebAssembly memory its decoder had grown to (0 for PNG: scripts/wine-photo-cpu.ts reports it). */
export interface Decoded extends Rgba {
  wasmMemoryBytes: number;
}

/** Thrown when the bytes do not decode (a damaged file, or a kind the decoder does not take, like CMYK JPEG). */
export class UndecodablePhotoError extends Error {
  constructor(cause: unknown) {
    super('the photo does not decode', { cause });
    this.name = 'UndecodablePhotoError';
  }
}

/** The photo's pixels as stored (no EXIF orientation applied: that is done on the small copies). */
export async function decodePhoto(bytes: Uint8Array, format: PhotoExtension, modules: CodecModules): Promise<Decoded> {
  const messages: string[] = [];
  try {
    if (format === 'png') return { ...pngToRgba(decodePng(bytes)), wasmMemoryBytes: 0 };
    const decoded = format === 'jpg' ? await decodeJpeg(bytes, modules.jpegDecoder, messages) : await decodeWebp(bytes, modules.webpDecoder, messages);
    const { image, wasmMemoryBytes } = decoded;
    if (!image) throw new Error('no image');
    return { data: image.data, width: image.width, height: image.height, wasmMemoryBytes };
  } catch (error) {
    throw new UndecodablePhotoError(messages.length > 0 ? new Error(messages.join('; '), { cause: error }) : error);
  }
}

/**
 * The decoders' own messages ("Bogus Huffman table definition") go with the error rather than to
 * the logs: a photo that does not decode is the owner's to replace, answered as such.
 */
function quietly(messages: string[]) {
  return { print: (text: string) => messages.push(text), printErr: (text: string) => messages.push(text) };
}

async function decodeJpeg(bytes: Uint8Array, module: WebAssembly.Module, messages: string[]) {
  const decoder = await initEmscriptenModule(mozjpegDecoder, module, quietly(messages));
  // as stored: the EXIF orientation is applied to the copies (./photo-resize.ts orient)
  return { image: decoder.decode(bytes, false), wasmMemoryBytes: decoder.HEAPU8.length };
}

async function decodeWebp(bytes: Uint8Array, module: WebAssembly.Module, messages: string[]) {
  const decoder = await initEmscriptenModule(webpDecoder, module, quietly(messages));
  return { image: decoder.decode(bytes), wasmMemoryBytes: decoder.HEAPU8.length };
}

/**
 * An encoder of WebP at a quality (0 to 100) or lossless, on one instance for one picture's copies.
 * Lossless keeps libwebp's default effort (its `quality` then says how hard to try).
 */
export async function webpEncoderFor(modules: Pick<CodecModules, 'webpEncoder'>): Promise<(image: Rgba, quality: number | 'lossless') => Uint8Array> {
  const encoder = await initEmscriptenModule(webpEncoder, modules.webpEncoder);
  return (image, quality) => {
    const options = quality === 'lossless' ? { ...WEBP_DEFAULTS, lossless: 1 } : { ...WEBP_DEFAULTS, quality };
    const bytes = encoder.encode(image.data, image.width, image.height, options);
    if (!bytes) throw new Error('WebP encoding failed');
    return bytes;
  };
}

/** fast-png's samples (1 to 4 channels, 1 to 16 bits, or palette indices) as 8-bit RGBA. */
function pngToRgba(png: DecodedPng): Rgba {
  const { width, height } = png;
  let { data, channels, depth } = png;
  if (png.palette) {
    data = convertIndexedToRgb(png);
    channels = png.palette[0]?.length ?? 3;
    depth = 8;
  }
  if (channels === 4 && depth === 8) return { data: data as Uint8Array, width, height };
  const max = 2 ** depth - 1;
  const rowSamples = width * channels;
  const rowBytes = Math.ceil((rowSamples * depth) / 8);
  const sample = (row: number, index: number): number => {
    if (depth >= 8) return data[row * rowSamples + index] ?? 0;
    const bit = index * depth;
    return ((data[row * rowBytes + (bit >> 3)] ?? 0) >> (8 - depth - (bit & 7))) & max;
  };
  const to8 = (value: number) => (depth === 8 ? value : depth === 16 ? value >> 8 : Math.round((value * 255) / max));
  // tRNS of a grey or RGB picture: the one colour shown as transparent
  const key = !png.palette && png.transparency && png.transparency.length > 0 ? png.transparency : undefined;
  const result = new Uint8ClampedArray(width * height * 4);
  for (let row = 0, at = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1, at += 4) {
      const first = column * channels;
      const red = sample(row, first);
      const green = channels <= 2 ? red : sample(row, first + 1);
      const blue = channels <= 2 ? red : sample(row, first + 2);
      const alpha = channels === 2 || channels === 4 ? to8(sample(row, first + channels - 1)) : 255;
      const keyed = key !== undefined && key[0] === red && (channels <= 2 || (key[1] === green && key[2] === blue));
      result[at] = to8(red);
      result[at + 1] = to8(green);
      result[at + 2] = to8(blue);
      result[at + 3] = keyed ? 0 : alpha;
    }
  }
  return { data: result, width, height };
}
