/**
 * Pictures for the photo tests and the photo measurement (scripts/wine-photo-cpu.ts), made here
 * so no binary fixture is committed: a bottle with a printed label on a textured background, with
 * a camera's grain. Deterministic (seeded), and plain JavaScript, so Node and workerd share it.
 */
export interface Picture {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A seeded generator of numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 0x100000000;
  };
}

/** Smooth noise in [0, 1): random values on a grid of `cell` pixels, blended between (a wall's or a cloth's texture). */
function smoothNoise(width: number, height: number, cell: number, next: () => number): (x: number, y: number) => number {
  const columns = Math.ceil(width / cell) + 2;
  const grid = Float32Array.from({ length: columns * (Math.ceil(height / cell) + 2) }, next);
  return (x, y) => {
    const gx = x / cell;
    const gy = y / cell;
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const fx = gx - x0;
    const fy = gy - y0;
    const at = (i: number, j: number) => grid[j * columns + i] ?? 0;
    const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
    const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
    return top * (1 - fy) + bottom * fy;
  };
}

/**
 * A dark bottle (neck, shoulders, body) with a pale label of dark "lettering", centred on a
 * textured, shaded background. `grain` is the camera noise's amplitude (0 to 255: a phone's is
 * about 12; much more makes a picture hard to compress). `transparent` cuts the bottle out (a PNG
 * with a transparent background).
 */
export function bottlePicture(width: number, height: number, options: { grain?: number; transparent?: boolean } = {}): Picture {
  const { grain = 12, transparent = false } = options;
  const next = random(0x2545f491);
  const coarse = smoothNoise(width, height, Math.max(4, width / 12), next);
  const fine = smoothNoise(width, height, Math.max(2, width / 160), next);
  const finest = smoothNoise(width, height, Math.max(1.5, width / 500), next);
  const grainAt = () => (next() - 0.5) * grain;
  const data = new Uint8ClampedArray(width * height * 4);
  const centre = width / 2;
  const letter = Math.max(2, Math.round(width / 90)); // the lettering's cell, in pixels
  for (let y = 0; y < height; y += 1) {
    const down = y / height;
    // the bottle's half width at this height: neck, shoulders, body
    const half = down < 0.1 ? 0 : down < 0.35 ? width * 0.05 : down < 0.45 ? width * (0.05 + (down - 0.35) * 1.3) : down < 0.95 ? width * 0.18 : 0;
    const labelRow = down > 0.55 && down < 0.75;
    const lettering = labelRow && Math.floor(y / letter) % 3 !== 0;
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const fromCentre = Math.abs(x - centre);
      let rgb: [number, number, number];
      let alpha = 255;
      if (fromCentre < half) {
        const shade = 1 - fromCentre / (half * 1.6);
        const onLabel = labelRow && fromCentre < half * 0.85;
        // letters: some cells of the label's text rows are ink, as a pattern of the column and row
        const ink = onLabel && lettering && (Math.floor(x / letter) * 7 + Math.floor(y / letter) * 3) % 5 < 2;
        rgb = ink ? [40, 30, 30] : onLabel ? [232, 222, 192] : [80 * shade, 22 * shade, 38 * shade];
      } else {
        const texture = 0.5 * coarse(x, y) + 0.3 * fine(x, y) + 0.2 * finest(x, y);
        rgb = [200 + 45 * texture - 30 * down, 190 + 40 * texture - 25 * down, 175 + 35 * texture - 20 * down];
        if (transparent) alpha = 0;
      }
      data[at] = rgb[0] + grainAt();
      data[at + 1] = rgb[1] + grainAt();
      data[at + 2] = rgb[2] + grainAt();
      data[at + 3] = alpha;
    }
  }
  return { data, width, height };
}

/** A picture of pure noise: the hardest to compress there is (a copy of it needs the lower qualities). */
export function noisePicture(width: number, height: number): Picture {
  const next = random(0x9e3779b9);
  const data = Uint8ClampedArray.from({ length: width * height * 4 }, (_, index) => (index % 4 === 3 ? 255 : next() * 256));
  return { data, width, height };
}

/**
 * A JPEG with an EXIF orientation: an APP1 segment (a little-endian TIFF with one IFD0 entry,
 * tag 0x0112) put right after the SOI marker.
 */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  // biome-ignore format: one line per TIFF field
  const tiff = [
    0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, // "II", 42, IFD0 at 8
    0x01, 0x00, // one entry
    0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, orientation, 0x00, 0x00, 0x00, // 0x0112, SHORT, 1, the value
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ];
  const body = [...new TextEncoder().encode('Exif\0\0'), ...tiff];
  const length = body.length + 2;
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...body, ...jpeg.subarray(2)]);
}
