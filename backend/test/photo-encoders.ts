import mozjpegEncoder from '@jsquash/jpeg/codec/enc/mozjpeg_enc.js';
import jpegEncoderWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm';
import { defaultOptions as JPEG_DEFAULTS } from '@jsquash/jpeg/meta.js';
import { initEmscriptenModule } from '@jsquash/jpeg/utils.js';
import { encode as encodePng } from 'fast-png';
import { decodePhoto, webpEncoderFor } from '../src/media/photo-codecs.ts';
import { CODEC_MODULES } from '../src/media/photo-wasm.ts';
import type { Picture } from './photo-fixtures.ts';

/**
 * The photo tests' files, encoded inside workerd from the pictures of ./photo-fixtures.ts (JPEG by
 * mozjpeg's encoder, which the shop itself never loads; WebP by the shop's own encoder; PNG by
 * fast-png), and the copies read back with the shop's own decoder.
 */
export async function jpegFile(picture: Picture, options: { quality?: number; progressive?: boolean } = {}): Promise<Uint8Array> {
  const encoder = await initEmscriptenModule(mozjpegEncoder, jpegEncoderWasm);
  return encoder.encode(picture.data, picture.width, picture.height, {
    ...JPEG_DEFAULTS,
    quality: options.quality ?? 85,
    progressive: options.progressive ?? false,
  });
}

export async function webpFile(picture: Picture, quality = 85): Promise<Uint8Array> {
  return (await webpEncoderFor(CODEC_MODULES))(picture, quality);
}

export const pngFile = (picture: Picture): Uint8Array => encodePng({ data: picture.data, width: picture.width, height: picture.height, channels: 4, depth: 8 });

/** A stored copy's pixels (RGBA), as the shop's WebP decoder reads them. */
export const readWebp = (bytes: Uint8Array) => decodePhoto(bytes, 'webp', CODEC_MODULES);
