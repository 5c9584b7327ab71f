import { PHOTO_CONTENT_TYPES, type PhotoExtension, photoCopyKey, photoKey } from './wine-photos.ts';

/**
 * Puts an uploaded photo and its WebP copies for phones (./photo-copies.ts) in the MEDIA bucket,
 * the copies first: a photo in the bucket has its copies, unless it was uploaded before they
 * existed (backend/src/routes/media.ts serves those as sent). Throws UnusablePhotoError
 * (./photo-refusal.ts) before storing anything when no copies can be made of it.
 */
export async function storeWinePhoto(bucket: R2Bucket, file: string, bytes: Uint8Array, extension: PhotoExtension): Promise<void> {
  // the codecs load only here (as the share image's rasterizer does), so no other request pays for them
  const [{ makePhotoCopies }, { CODEC_MODULES }] = await Promise.all([import('./photo-copies.ts'), import('./photo-wasm.ts')]);
  const copies = await makePhotoCopies(bytes, extension, CODEC_MODULES);
  await Promise.all(
    copies.map((copy) =>
      bucket.put(photoCopyKey(file, copy.width), copy.bytes, {
        httpMetadata: { contentType: PHOTO_CONTENT_TYPES.webp },
        // what the copy is, for whoever looks into the bucket
        customMetadata: { pixels: `${copy.pixelWidth}x${copy.pixelHeight}`, quality: String(copy.quality) },
      }),
    ),
  );
  await bucket.put(photoKey(file), bytes, { httpMetadata: { contentType: PHOTO_CONTENT_TYPES[extension] } });
}
