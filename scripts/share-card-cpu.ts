/**
 * The CPU one link-preview card costs (docs/going-live.md): the backend's share card of a long
 * wine name (backend/src/media/share-card.ts) rasterized by resvg (WebAssembly) with the font the
 * worker carries, as backend/src/media/share-image.ts does; the first run includes loading the
 * font, timed by process CPU over 10 runs.
 *
 *   node scripts/share-card-cpu.ts
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { shareCardSvg } from '../backend/src/media/share-card.ts';

const require = createRequire(import.meta.url);
await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
const font = new Uint8Array(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf')));
const svg = shareCardSvg(
  {
    name: 'Viña Los Cóndores Ícone Cabernet Sauvignon 2018',
    producer: 'Viña Los Cóndores',
    type_slug: 'tinto',
    vintage: 2018,
    volume_ml: 750,
    region: 'Vale do Maipo',
    country_name: 'Chile',
  },
  'Adega Sommelier',
);

const runs: number[] = [];
for (let run = 0; run < 10; run += 1) {
  const before = process.cpuUsage();
  const resvg = new Resvg(svg, { font: { fontBuffers: [font], defaultFontFamily: 'DejaVu Serif', loadSystemFonts: false } });
  const image = resvg.render();
  image.asPng();
  image.free();
  resvg.free();
  const spent = process.cpuUsage(before);
  runs.push((spent.user + spent.system) / 1000);
}
const first = runs[0] ?? 0;
runs.sort((a, b) => a - b);
const format = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`Link-preview card (1200×630 PNG), CPU per card: median ${format(runs[5] ?? 0)}, first ${format(first)}, max ${format(runs[9] ?? 0)} (10 runs)`);
console.log('Reproduce: node scripts/share-card-cpu.ts');
