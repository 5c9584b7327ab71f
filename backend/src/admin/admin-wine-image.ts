import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ADMIN_MESSAGES, type AdminWine, WINE_PHOTO } from '../../../src/contracts/admin/api.ts';
import { productIdSchema } from '../../../src/contracts/wine.ts';
import type { BackendEnv } from '../env.ts';
import { InvalidFieldsError, NotFoundError, respondToError } from '../errors.ts';
import { UnusablePhotoError } from '../media/photo-refusal.ts';
import { storeWinePhoto } from '../media/store-wine-photo.ts';
import { generatedBottleUrl, PHOTO_CONTENT_TYPES, type PhotoExtension, photoFileName, photoUrl } from '../media/wine-photos.ts';
import { readParam, readRawBody } from '../validation/request.ts';
import { findAdminWine } from './admin-wines.ts';
import { auditStatement } from './audit-log.ts';
import { actorOf } from './admin-actor.ts';

/**
 * The owner's bottle photo for a wine (the back office): `PUT /admin-api/wines/:id/image` with the
 * image's own bytes as the body, `DELETE` to go back to the generated bottle. The photo goes to
 * R2 (the MEDIA bucket) under a content-addressed key, with its WebP copies for phones, and the wine's `image_url` (its
 * `url_media` everywhere in the shop) points at it; the change and its audit row are one D1 batch.
 *
 * Objects are never deleted: past orders keep the image URL they were placed with
 * (`order_products.image_url`), and the same bytes always land on the same key.
 */

const MAX_WINE_IMAGE_BYTES = WINE_PHOTO.maxBytes;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Whether the bytes start as files of each format do (the declared Content-Type is only a claim). */
const SIGNATURES: Readonly<Record<PhotoExtension, (bytes: Uint8Array) => boolean>> = {
  jpg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  // a RIFF container (its 4-byte size between) whose form type is WEBP
  webp: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
};

/** The accepted Content-Types and the extension each is stored under. */
const EXTENSIONS: ReadonlyMap<string, PhotoExtension> = new Map(
  Object.entries(PHOTO_CONTENT_TYPES).map(([extension, contentType]) => [contentType, extension as PhotoExtension]),
);

const WINE_NOT_FOUND = 'Vinho não encontrado';
const INVALID_WINE_ID = 'Código de vinho inválido';

/** A photo over the limit: 413, in the admin API's field-by-field shape so the back office shows it by the field. */
class ImageTooLargeError extends InvalidFieldsError {
  override readonly status: ContentfulStatusCode = 413;
  constructor() {
    super(ADMIN_MESSAGES.invalidFields, { image: ADMIN_MESSAGES.photoSize });
  }
}

const refusedType = () => new InvalidFieldsError(ADMIN_MESSAGES.invalidFields, { image: ADMIN_MESSAGES.photoType });

/**
 * The photo in the request: a declared image type whose signature the bytes carry, at most
 * MAX_WINE_IMAGE_BYTES counted as they stream (a missing or lying Content-Length does not help).
 */
async function readImage(request: Request): Promise<{ bytes: Uint8Array; extension: PhotoExtension }> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = EXTENSIONS.get(contentType);
  if (!extension) {
    await request.body?.cancel();
    throw refusedType();
  }
  const bytes = await readRawBody(request, MAX_WINE_IMAGE_BYTES);
  if (!bytes) throw new ImageTooLargeError();
  if (!SIGNATURES[extension](bytes)) throw refusedType();
  return { bytes, extension };
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Points the wine at `url` and records it, in one batch (a transaction): the audit row (its
 * `before` read inside the batch, so it is exactly what the change replaced), then the update.
 * Pointing it where it already points changes and records nothing.
 */
async function setImageUrl(db: D1Database, wine: AdminWine, url: string, change: { actor: string; action: string }): Promise<AdminWine> {
  if (wine.url_media === url) return wine;
  await db.batch([
    auditStatement(db, {
      at: new Date(),
      actor: change.actor,
      action: change.action,
      entity: 'wine',
      entityId: String(wine.id),
      before: { sql: `SELECT json_object('url_media', image_url) FROM wines WHERE id = ?`, params: [wine.id] },
      after: { url_media: url },
    }),
    db.prepare('UPDATE wines SET image_url = ? WHERE id = ?').bind(url, wine.id),
  ]);
  const saved = await findAdminWine(db, wine.id);
  if (!saved) throw new NotFoundError(WINE_NOT_FOUND);
  return saved;
}

/**
 * The wine a write names and who makes it: 400 for a bad id or no actor, 404 for an unknown
 * wine, all before the body is read.
 */
async function target(c: Context<BackendEnv>): Promise<{ wine: AdminWine; actor: string }> {
  const id = readParam(c, 'id', productIdSchema, INVALID_WINE_ID);
  const actor = actorOf(c);
  const wine = await findAdminWine(c.env.DB, id);
  if (!wine) throw new NotFoundError(WINE_NOT_FOUND);
  return { wine, actor };
}

/** Mounted on the admin API (./routes.ts) under `/wines`. */
export const wineImageRoutes = new Hono<BackendEnv>()
  .put('/:id/image', async (c) => {
    const { wine, actor } = await target(c);
    const { bytes, extension } = await readImage(c.req.raw);
    const file = photoFileName(wine.id, await sha256Hex(bytes), extension);
    // the objects first (the photo and its copies for phones): a wine never points at a photo that is not there
    await storeWinePhoto(c.env.MEDIA, file, bytes, extension).catch((error: unknown) => {
      throw error instanceof UnusablePhotoError ? new InvalidFieldsError(ADMIN_MESSAGES.invalidFields, { image: error.message }) : error;
    });
    return c.json(await setImageUrl(c.env.DB, wine, photoUrl(file), { actor, action: 'image' }));
  })
  .delete('/:id/image', async (c) => {
    const { wine, actor } = await target(c);
    return c.json(await setImageUrl(c.env.DB, wine, generatedBottleUrl(wine.id), { actor, action: 'image_removed' }));
  })
  .onError(respondToError);
