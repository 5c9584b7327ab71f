/** Escapes text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * An SVG answer: cacheable for a day (the images change only with the catalogue), and locked
 * down so that opening the SVG directly cannot run anything (no scripts, no external loads).
 */
export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    },
  });
}

/** A bitmap drawn from one of the SVGs (./svg-raster.ts), cacheable for a day like them. */
function bitmapResponse(bytes: Uint8Array<ArrayBuffer> | ReadableStream, contentType: 'image/png' | 'image/webp'): Response {
  return new Response(bytes, {
    headers: {
      'content-type': contentType,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The link-preview card. */
export const pngResponse = (png: Uint8Array<ArrayBuffer>) => bitmapResponse(png, 'image/png');

/** A generated bottle's copy. */
export const webpResponse = (webp: Uint8Array<ArrayBuffer> | ReadableStream) => bitmapResponse(webp, 'image/webp');
