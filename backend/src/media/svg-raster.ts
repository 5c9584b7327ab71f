import webpEncoderModule from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import serifFont from 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf';
import { webpEncoderFor } from './photo-codecs.ts';

let ready: Promise<void> | undefined;

/**
 * The shop's own SVG drawings as bitmaps, with resvg (WebAssembly; the Workers runtime has no
 * canvas): the link-preview card as PNG (WhatsApp and Facebook show no SVG) and the generated
 * bottles' WebP copies (docs/performance.md "Generated bottles"). The font travels with the worker:
 * there are no system fonts at the edge, and every text of the drawings is set in it. Loaded only
 * by the routes of those images, so no other request pays for the module.
 */
async function rasterize(svg: string, width?: number) {
  ready ??= initWasm(resvgWasm);
  await ready;
  return new Resvg(svg, {
    ...(width === undefined ? {} : { fitTo: { mode: 'width', value: width } }),
    font: { fontBuffers: [new Uint8Array(serifFont)], defaultFontFamily: 'DejaVu Serif', loadSystemFonts: false },
  });
}

/** SVG → PNG at the drawing's own size. */
export async function svgToPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const resvg = await rasterize(svg);
  const image = resvg.render();
  try {
    // wasm-bindgen copies the PNG out of WebAssembly memory into an ArrayBuffer of its own.
    return image.asPng() as Uint8Array<ArrayBuffer>;
  } finally {
    image.free();
    resvg.free();
  }
}

/**
 * SVG → lossless WebP `width` pixels wide (the height as the drawing's proportions say). Lossless:
 * for flat colours and text it is smaller than lossy at quality 75 (a bottle at 320 px: 2.6 KB
 * against 3.2 KB) and exact.
 */
export async function svgToWebp(svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  const resvg = await rasterize(svg, width);
  const image = resvg.render();
  try {
    const encode = await webpEncoderFor({ webpEncoder: webpEncoderModule });
    const pixels = { data: new Uint8ClampedArray(image.pixels), width: image.width, height: image.height };
    return encode(pixels, 'lossless') as Uint8Array<ArrayBuffer>;
  } finally {
    image.free();
    resvg.free();
  }
}
