import type { WinePhotoWidth } from '../../../src/contracts/wine-photos.ts';
import { sha256Hex } from '../commerce/crypto.ts';
import { type BottleWine, wineBottleSvg } from './wine-bottle.ts';

/**
 * A generated bottle's WebP copy (docs/performance.md "Generated bottles"), drawn once per drawing
 * and width: kept in the MEDIA bucket under the first 16 hex digits of its SVG's SHA-256, so the
 * edge cache's next miss reads R2 rather than spending the drawing's CPU again, and a wine whose
 * facts change (a new SVG) gets a new copy without anything to purge.
 */
export async function bottleCopy(bucket: R2Bucket, wineId: number, wine: BottleWine, width: WinePhotoWidth): Promise<ReadableStream | Uint8Array<ArrayBuffer>> {
  const svg = wineBottleSvg(wine);
  const key = `bottles/${wineId}-${width}w-${(await sha256Hex(svg)).slice(0, 16)}.webp`;
  const stored = await bucket.get(key);
  if (stored) return stored.body;
  // the rasterizer loads only here
  const { svgToWebp } = await import('./svg-raster.ts');
  const webp = await svgToWebp(svg, width);
  // a copy not kept is drawn again next time: the shopper still gets this one
  await bucket.put(key, webp, { httpMetadata: { contentType: 'image/webp' } }).catch((error: unknown) => {
    console.warn(JSON.stringify({ level: 'warn', event: 'media_bottle_copy_not_kept', key, error: String(error) }));
  });
  return webp;
}
