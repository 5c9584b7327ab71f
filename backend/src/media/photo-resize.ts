import type { Orientation } from './image-header.ts';

/** A picture as 8-bit RGBA, row after row (what the decoders give and the WebP encoder takes). */
export interface Rgba {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The taps of an area-average resize along one axis: for each output column (or row), the first
 * source column it covers, how many, and the share each has in it (the shares add up to 1).
 */
function taps(from: number, to: number): { first: Int32Array; count: Int32Array; weights: Float64Array; offsets: Int32Array } {
  const scale = from / to;
  const first = new Int32Array(to);
  const count = new Int32Array(to);
  const offsets = new Int32Array(to);
  const all: number[] = [];
  for (let out = 0; out < to; out += 1) {
    const start = out * scale;
    const end = start + scale;
    first[out] = Math.floor(start);
    count[out] = Math.min(from, Math.ceil(end)) - Math.floor(start);
    offsets[out] = all.length;
    for (let source = Math.floor(start); source < Math.floor(start) + (count[out] ?? 0); source += 1) {
      all.push((Math.min(end, source + 1) - Math.max(start, source)) / scale);
    }
  }
  return { first, count, weights: Float64Array.from(all), offsets };
}

/**
 * `source` shrunk to `width` × `height` by averaging the area each output pixel covers (a box
 * filter: no aliasing however large the reduction, and nothing to tune). Colours are weighted by
 * their alpha, so a transparent background does not darken the bottle's edge. One output row is
 * made at a time from the source rows it covers, so the memory beyond the result is one row of
 * sums. Never enlarges: asked for more than the source has, it gives the source.
 */
export function shrink(source: Rgba, width: number, height: number): Rgba {
  if (width >= source.width && height >= source.height) return source;
  const { data } = source;
  const across = taps(source.width, width);
  const down = taps(source.height, height);
  const sums = new Float64Array(width * 4);
  const result = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    sums.fill(0);
    const firstRow = down.first[y] ?? 0;
    const rows = down.count[y] ?? 0;
    for (let row = 0; row < rows; row += 1) {
      const rowWeight = down.weights[(down.offsets[y] ?? 0) + row] ?? 0;
      const rowStart = (firstRow + row) * source.width * 4;
      for (let x = 0; x < width; x += 1) {
        const start = across.offsets[x] ?? 0;
        const columns = across.count[x] ?? 0;
        let pixel = rowStart + (across.first[x] ?? 0) * 4;
        let red = 0;
        let green = 0;
        let blue = 0;
        let alpha = 0;
        for (let column = 0; column < columns; column += 1, pixel += 4) {
          const weight = (across.weights[start + column] ?? 0) * (data[pixel + 3] ?? 0);
          red += weight * (data[pixel] ?? 0);
          green += weight * (data[pixel + 1] ?? 0);
          blue += weight * (data[pixel + 2] ?? 0);
          alpha += weight;
        }
        const at = x * 4;
        sums[at] = (sums[at] ?? 0) + rowWeight * red;
        sums[at + 1] = (sums[at + 1] ?? 0) + rowWeight * green;
        sums[at + 2] = (sums[at + 2] ?? 0) + rowWeight * blue;
        sums[at + 3] = (sums[at + 3] ?? 0) + rowWeight * alpha;
      }
    }
    const rowOut = y * width * 4;
    for (let x = 0; x < width; x += 1) {
      const at = x * 4;
      const alpha = sums[at + 3] ?? 0;
      if (alpha > 0) {
        result[rowOut + at] = (sums[at] ?? 0) / alpha;
        result[rowOut + at + 1] = (sums[at + 1] ?? 0) / alpha;
        result[rowOut + at + 2] = (sums[at + 2] ?? 0) / alpha;
      }
      result[rowOut + at + 3] = alpha;
    }
  }
  return { data: result, width, height };
}

/** Whether an orientation turns the picture a quarter (its width and height swap). */
export const turnsQuarter = (orientation: Orientation) => orientation >= 5;

/**
 * The picture as it is meant to be seen (EXIF orientation): a browser turns a JPEG as its EXIF
 * says, and the WebP copies carry no EXIF, so their pixels are turned instead. Done on the small
 * copies, after shrinking, where it costs next to nothing.
 */
export function orient(source: Rgba, orientation: Orientation): Rgba {
  if (orientation === 1) return source;
  const { width: storedWidth, height: storedHeight } = source;
  const width = turnsQuarter(orientation) ? storedHeight : storedWidth;
  const height = turnsQuarter(orientation) ? storedWidth : storedHeight;
  // where each shown pixel (x, y) comes from in the stored picture
  const from: Record<Exclude<Orientation, 1>, (x: number, y: number) => number> = {
    2: (x, y) => y * storedWidth + (storedWidth - 1 - x), // mirrored
    3: (x, y) => (storedHeight - 1 - y) * storedWidth + (storedWidth - 1 - x), // upside down
    4: (x, y) => (storedHeight - 1 - y) * storedWidth + x, // mirrored upside down
    5: (x, y) => x * storedWidth + y, // transposed
    6: (x, y) => (storedHeight - 1 - x) * storedWidth + y, // to be turned a quarter clockwise
    7: (x, y) => (storedHeight - 1 - x) * storedWidth + (storedWidth - 1 - y), // transversed
    8: (x, y) => x * storedWidth + (storedWidth - 1 - y), // to be turned a quarter anticlockwise
  };
  // a pixel is 4 bytes: moved as one 32-bit word (on an aligned copy if the source is not aligned)
  const data = source.data.byteOffset % 4 === 0 ? source.data : source.data.slice();
  const source32 = new Uint32Array(data.buffer, data.byteOffset, storedWidth * storedHeight);
  const result = new Uint8ClampedArray(width * height * 4);
  const result32 = new Uint32Array(result.buffer);
  const pixelAt = from[orientation];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) result32[y * width + x] = source32[pixelAt(x, y)] ?? 0;
  }
  return { data: result, width, height };
}
