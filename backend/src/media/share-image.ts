import { initWasm, Resvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import serifFont from 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf';

let ready: Promise<void> | undefined;

/**
 * SVG → PNG with resvg (WebAssembly; the Workers runtime has no canvas). The font travels with the
 * worker: there are no system fonts at the edge. Loaded only by the share-image route, so no
 * other request pays for the module.
 */
export async function svgToPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  ready ??= initWasm(resvgWasm);
  await ready;
  const resvg = new Resvg(svg, {
    font: { fontBuffers: [new Uint8Array(serifFont)], defaultFontFamily: 'DejaVu Serif', loadSystemFonts: false },
  });
  const image = resvg.render();
  try {
    // wasm-bindgen copies the PNG out of WebAssembly memory into an ArrayBuffer of its own.
    return image.asPng() as Uint8Array<ArrayBuffer>;
  } finally {
    image.free();
    resvg.free();
  }
}
