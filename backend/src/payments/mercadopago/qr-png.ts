import { encode as encodePng } from 'fast-png';
import { encode as encodeQr } from 'uqr';
import { base64 } from '../../commerce/crypto.ts';

/** Pixels per QR module: a 45–60 module Pix code comes out about 250–300 px wide, as a phone reads it off a screen. */
const PIXELS_PER_MODULE = 5;
/** ISO/IEC 18004 asks for 4 light modules around the code (the quiet zone). */
const QUIET_ZONE_MODULES = 4;
const BLACK = 0;
const WHITE = 255;

/**
 * The QR code of `text` as a PNG, base64 (what Mercado Pago answers in `qr_code_base64`):
 * black on white, 8-bit grayscale, error correction M (15%, the level Pix codes usually use).
 */
export function qrPngBase64(text: string): string {
  // uqr's matrix already includes the quiet zone (`border`): true is a dark module
  const { data, size } = encodeQr(text, { ecc: 'M', border: QUIET_ZONE_MODULES });
  const width = size * PIXELS_PER_MODULE;
  const pixels = new Uint8Array(width * width).fill(WHITE);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (!data[row]?.[column]) continue;
      for (let y = row * PIXELS_PER_MODULE; y < (row + 1) * PIXELS_PER_MODULE; y += 1) {
        pixels.fill(BLACK, y * width + column * PIXELS_PER_MODULE, y * width + (column + 1) * PIXELS_PER_MODULE);
      }
    }
  }
  return base64(encodePng({ width, height: width, data: pixels, channels: 1, depth: 8 }));
}
