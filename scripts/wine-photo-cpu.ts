/**
 * What making a photo's phone copies costs (docs/performance.md "Photos"): the backend's own code
 * (backend/src/media/photo-copies.ts) on pictures made here (backend/test/photo-fixtures.ts),
 * encoded as an owner might send them (one over the upload's 2 MB is flagged); per photo: the memory its decoding peaks at (the
 * decoder's WebAssembly memory, measured, plus the photo's bytes and the RGBA pixels handed back)
 * against the estimate the upload refuses by, and the CPU of decoding, shrinking and encoding
 * (process CPU, as Workers count a request's CPU; the median of 3 runs), with each copy's size.
 *
 *   node scripts/wine-photo-cpu.ts
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import mozjpegEncoder from '@jsquash/jpeg/codec/enc/mozjpeg_enc.js';
import { defaultOptions as JPEG_DEFAULTS } from '@jsquash/jpeg/meta.js';
import { initEmscriptenModule } from '@jsquash/jpeg/utils.js';
import { encode as encodePng } from 'fast-png';
import { readImageHeader } from '../backend/src/media/image-header.ts';
import { type CodecModules, decodePhoto, webpEncoderFor } from '../backend/src/media/photo-codecs.ts';
import { DECODE_MEMORY_BUDGET, decodeMemoryEstimate, makePhotoCopies } from '../backend/src/media/photo-copies.ts';
import { UnusablePhotoError } from '../backend/src/media/photo-refusal.ts';
import type { PhotoExtension } from '../backend/src/media/wine-photos.ts';
import { bottlePicture, noisePicture, type Picture } from '../backend/test/photo-fixtures.ts';

const require = createRequire(import.meta.url);
const wasm = (path: string) => new WebAssembly.Module(readFileSync(require.resolve(path)));
const modules: CodecModules = {
  jpegDecoder: wasm('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'),
  webpDecoder: wasm('@jsquash/webp/codec/dec/webp_dec.wasm'),
  webpEncoder: wasm('@jsquash/webp/codec/enc/webp_enc_simd.wasm'),
};
const jpegEncoder = await initEmscriptenModule(mozjpegEncoder, wasm('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'));
const webpEncoder = await webpEncoderFor(modules);

const MAX_BYTES = 2 * 1024 * 1024;
const jpeg = (picture: Picture, quality: number, progressive: boolean) =>
  jpegEncoder.encode(picture.data, picture.width, picture.height, { ...JPEG_DEFAULTS, quality, progressive });

const cases: { name: string; extension: PhotoExtension; make: () => Uint8Array }[] = [
  { name: 'JPEG 3024×4032 (12.2 MP, a phone camera)', extension: 'jpg', make: () => jpeg(bottlePicture(3024, 4032), 80, false) },
  { name: 'JPEG 2448×3264 (8 MP)', extension: 'jpg', make: () => jpeg(bottlePicture(2448, 3264), 85, false) },
  { name: 'JPEG 2448×3264 progressive', extension: 'jpg', make: () => jpeg(bottlePicture(2448, 3264), 85, true) },
  { name: 'JPEG 1800×2400 progressive (4.3 MP)', extension: 'jpg', make: () => jpeg(bottlePicture(1800, 2400), 90, true) },
  { name: 'WebP 2448×3264', extension: 'webp', make: () => webpEncoder(bottlePicture(2448, 3264), 85) },
  { name: 'PNG 1200×1600, transparent background', extension: 'png', make: () => encodePng(bottlePicture(1200, 1600, { grain: 0, transparent: true })) },
  {
    name: 'JPEG 640×1280 with heavy grain (a copy at a lower quality)',
    extension: 'jpg',
    make: () => jpeg(bottlePicture(640, 1280, { grain: 60 }), 95, false),
  },
  { name: 'JPEG 700×1400 of pure noise (no quality makes it light enough)', extension: 'jpg', make: () => jpeg(noisePicture(700, 1400), 50, false) },
];

const cpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log(`Decode memory budget: ${mb(DECODE_MEMORY_BUDGET)} (Workers: 128 MB an isolate)\n`);
for (const { name, extension, make } of cases) {
  const bytes = make();
  const header = readImageHeader(bytes, extension);
  if (!header) throw new Error(`${name}: no header`);
  const estimate = decodeMemoryEstimate(header, bytes.byteLength);
  const decoded = await decodePhoto(bytes, extension, modules);
  const measured = bytes.byteLength + decoded.wasmMemoryBytes + decoded.data.byteLength;
  console.log(`${name}: ${kb(bytes.byteLength)}${bytes.byteLength > MAX_BYTES ? ' (over 2 MB: an upload would refuse it)' : ''}`);
  console.log(
    extension === 'png'
      ? `  decoded in JavaScript (fast-png): estimate ${mb(estimate)}, its buffers counted from the header (not measured)`
      : `  decoding peaks at ${mb(measured)} (WebAssembly ${mb(decoded.wasmMemoryBytes)}); estimate ${mb(estimate)}`,
  );
  const totals: number[] = [];
  const decodes: number[] = [];
  try {
    let last: Awaited<ReturnType<typeof makePhotoCopies>> = [];
    for (let run = 0; run < 3; run += 1) {
      const decodeStart = cpu();
      await decodePhoto(bytes, extension, modules);
      decodes.push(cpu() - decodeStart);
      const start = cpu();
      last = await makePhotoCopies(bytes, extension, modules);
      totals.push(cpu() - start);
    }
    console.log(`  CPU: ${median(totals).toFixed(0)} ms in all, of which decoding ${median(decodes).toFixed(0)} ms (median of 3)`);
    console.log(
      `  copies: ${last.map((copy) => `${copy.width}w ${copy.pixelWidth}×${copy.pixelHeight} q${copy.quality} ${kb(copy.bytes.byteLength)}`).join(', ')}`,
    );
  } catch (error) {
    if (!(error instanceof UnusablePhotoError)) throw error;
    console.log(`  refused: ${error.message}`);
  }
}
console.log('\nReproduce: node scripts/wine-photo-cpu.ts');
