import jpegDecoder from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.wasm';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
import type { CodecModules } from './photo-codecs.ts';

/** The codecs' WebAssembly as workerd loads it: `.wasm` imports are compiled modules (in Vite and in wrangler alike). */
export const CODEC_MODULES: CodecModules = { jpegDecoder, webpDecoder, webpEncoder };
