/**
 * The CPU the backend's bitmaps cost (docs/going-live.md, docs/performance.md "Generated bottles"),
 * drawn as backend/src/media/svg-raster.ts draws them (resvg in WebAssembly with the font the
 * worker carries; WebP by the shop's own encoder): a link-preview card of a long wine name as PNG,
 * and a generated bottle's WebP copy at each width. Process CPU over 10 runs each; the first run
 * of each includes loading the font and the encoder.
 *
 *   node scripts/raster-cpu.ts
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { webpEncoderFor } from '../backend/src/media/photo-codecs.ts';
import { shareCardSvg, type ShareCardWine } from '../backend/src/media/share-card.ts';
import { wineBottleSvg } from '../backend/src/media/wine-bottle.ts';
import { WINE_PHOTO_WIDTHS } from '../src/contracts/wine-photos.ts';

const require = createRequire(import.meta.url);
await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
const font = new Uint8Array(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf')));
const webpEncoder = new WebAssembly.Module(readFileSync(require.resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm')));
const wine: ShareCardWine = {
  name: 'Viña Los Cóndores Ícone Cabernet Sauvignon 2018',
  producer: 'Viña Los Cóndores',
  type_slug: 'tinto',
  vintage: 2018,
  volume_ml: 750,
  region: 'Vale do Maipo',
  country_name: 'Chile',
};

const rasterize = (svg: string, width?: number) =>
  new Resvg(svg, {
    ...(width === undefined ? {} : { fitTo: { mode: 'width' as const, value: width } }),
    font: { fontBuffers: [font], defaultFontFamily: 'DejaVu Serif', loadSystemFonts: false },
  });

/** Process CPU (ms) of each of 10 runs of `draw`, and the bytes of the last. */
async function measure(draw: () => Promise<Uint8Array>): Promise<{ runs: number[]; bytes: number }> {
  const runs: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 10; run += 1) {
    const before = process.cpuUsage();
    bytes = (await draw()).byteLength;
    const spent = process.cpuUsage(before);
    runs.push((spent.user + spent.system) / 1000);
  }
  return { runs, bytes };
}

function report(label: string, { runs, bytes }: { runs: number[]; bytes: number }): void {
  const first = runs[0] ?? 0;
  const sorted = [...runs].sort((a, b) => a - b);
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `${label}, CPU each: median ${format(sorted[5] ?? 0)}, first ${format(first)}, max ${format(sorted[9] ?? 0)} (10 runs); ${(bytes / 1024).toFixed(1)} KiB`,
  );
}

report(
  'Link-preview card (1200×630 PNG)',
  await measure(async () => {
    const resvg = rasterize(shareCardSvg(wine, 'Adega Sommelier'));
    const image = resvg.render();
    const png = image.asPng();
    image.free();
    resvg.free();
    return png;
  }),
);
for (const width of WINE_PHOTO_WIDTHS) {
  report(
    `Generated bottle, WebP copy ${width}w (lossless)`,
    await measure(async () => {
      const resvg = rasterize(wineBottleSvg(wine), width);
      const image = resvg.render();
      const encode = await webpEncoderFor({ webpEncoder });
      const webp = encode({ data: new Uint8ClampedArray(image.pixels), width: image.width, height: image.height }, 'lossless');
      image.free();
      resvg.free();
      return webp;
    }),
  );
}
console.log('Reproduce: node scripts/raster-cpu.ts');
