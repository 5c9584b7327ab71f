import { Hono } from 'hono';
import type { BackendEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { BANNER_ART, bannerSvg } from '../media/banner-art.ts';
import { bottleCopy } from '../media/bottle-copies.ts';
import { ICON_SHEET_FILE, ICONS, iconSheetSvg, iconSvg } from '../media/icons.ts';
import { shareCardSvg, type ShareCardWine } from '../media/share-card.ts';
import { pngResponse, svgResponse, webpResponse } from '../media/svg.ts';
import { wineBottleSvg } from '../media/wine-bottle.ts';
import { PHOTO_CONTENT_TYPES, type PhotoCopyFile, type PhotoFile, parseGeneratedImageFile, parsePhotoCopyFile, parsePhotoFile } from '../media/wine-photos.ts';
import { SHOP_NAME } from '../shop-name.ts';

/** An uploaded photo never changes under its URL (its name carries a hash of its bytes). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The stand-in for a lost photo is cached briefly, so the photo shows again soon once restored. */
const STAND_IN_CACHE = 'public, max-age=300';
/**
 * A photo uploaded before its copies existed, answered at a copy's URL: for a day, since sending
 * the photo again makes the copy (docs/operating-the-shop.md "A wine's photo").
 */
const WITHOUT_COPY_CACHE = 'public, max-age=86400';
const IMAGE_NOT_FOUND = 'Imagem não encontrada';

/**
 * What a wine's generated bottle shows; null for an unknown wine. Inactive wines keep their image:
 * past orders and old carts still show it.
 */
function bottleWine(db: D1Database, id: number): Promise<ShareCardWine | null> {
  return db
    .prepare(
      `SELECT w.type_slug, w.producer, w.vintage, w.volume_ml, w.name, w.region, coalesce(c.name, '') AS country_name
       FROM wines w LEFT JOIN categories c ON c.slug = w.country_slug WHERE w.id = ?`,
    )
    .bind(id)
    .first<ShareCardWine>();
}

/**
 * Same-origin images (the shop never hot-links the internet): generated wine bottles coloured by
 * type (with their WebP copies for the pages, kept in R2, and the link-preview card), the owner's
 * uploaded bottle photos and their WebP copies for phones (R2), banner images and filter icons.
 * The edge proxies /media/* here.
 */
export const mediaRoutes = new Hono<BackendEnv>()
  .get('/wines/:file', async (c) => {
    const image = parseGeneratedImageFile(c.req.param('file'));
    if (!image) throw new NotFoundError(IMAGE_NOT_FOUND);
    const wine = await bottleWine(c.env.DB, image.wineId);
    if (!wine) throw new NotFoundError(IMAGE_NOT_FOUND);
    if (image.kind === 'bottle') return svgResponse(wineBottleSvg(wine));
    if (image.kind === 'bottle-copy') return webpResponse(await bottleCopy(c.env.MEDIA, image.wineId, wine, image.width));
    // The link-preview card (og:image): the rasterizer loads only here.
    const { svgToPng } = await import('../media/svg-raster.ts');
    return pngResponse(await svgToPng(shareCardSvg(wine, SHOP_NAME)));
  })
  .get('/uploads/wines/:file', async (c) => {
    const file = c.req.param('file');
    const photo = parsePhotoFile(file);
    const copy = parsePhotoCopyFile(file);
    const wanted = photo ?? copy;
    if (!wanted) throw new NotFoundError(IMAGE_NOT_FOUND);
    const ifNoneMatch = c.req.header('if-none-match');
    const found = photo ? await photoResponse(c.env.MEDIA, photo, ifNoneMatch) : copy ? await copyResponse(c.env.MEDIA, c.env.DB, copy, ifNoneMatch) : null;
    if (found) return found;
    // A photo the bucket has lost: the wine's generated bottle rather than a broken image.
    const wine = await bottleWine(c.env.DB, wanted.wineId);
    if (!wine) throw new NotFoundError(IMAGE_NOT_FOUND);
    console.warn(JSON.stringify({ level: 'warn', event: 'media_photo_missing', key: wanted.key }));
    const standIn = svgResponse(wineBottleSvg(wine));
    standIn.headers.set('cache-control', STAND_IN_CACHE);
    return standIn;
  })
  .get('/banners/:file', (c) => {
    const key = fileKey(c.req.param('file'));
    const art = Object.hasOwn(BANNER_ART, key) ? BANNER_ART[key] : undefined;
    if (!art) throw new NotFoundError(IMAGE_NOT_FOUND);
    return svgResponse(bannerSvg(art));
  })
  .get('/icons/:file', (c) => {
    if (c.req.param('file') === ICON_SHEET_FILE) return svgResponse(iconSheetSvg());
    const key = fileKey(c.req.param('file'));
    const icon = Object.hasOwn(ICONS, key) ? ICONS[key] : undefined;
    if (!icon) throw new NotFoundError('Ícone não encontrado');
    return svgResponse(iconSvg(icon));
  });

/** An object of the bucket, or only its metadata when the browser's copy (If-None-Match) is current. */
function readObject(bucket: R2Bucket, key: string, ifNoneMatch: string | undefined): Promise<R2Object | R2ObjectBody | null> {
  // only If-None-Match: a browser revalidating gets a 304 without the bytes
  const conditions = new Headers();
  if (ifNoneMatch) conditions.set('if-none-match', ifNoneMatch);
  return bucket.get(key, { onlyIf: conditions });
}

function objectResponse(object: R2Object | R2ObjectBody, contentType: string, cacheControl: string): Response {
  const headers = new Headers({ 'content-type': contentType, 'cache-control': cacheControl, etag: object.httpEtag, 'x-content-type-options': 'nosniff' });
  return 'body' in object ? new Response(object.body, { headers }) : new Response(null, { status: 304, headers });
}

/** An uploaded photo as it was sent; null when the bucket does not have it. */
async function photoResponse(bucket: R2Bucket, photo: PhotoFile, ifNoneMatch: string | undefined): Promise<Response | null> {
  const object = await readObject(bucket, photo.key, ifNoneMatch);
  // the type its name says, which the upload checked against the bytes
  return object ? objectResponse(object, PHOTO_CONTENT_TYPES[photo.extension], IMMUTABLE) : null;
}

/**
 * A photo's copy; for a photo uploaded before copies were made, the photo as it was sent. Which
 * photo that is comes from the wine's row (its image_url, whose name the copy's starts with), never
 * from listing the bucket: a made-up copy name costs one D1 read, not an R2 list. Null when the
 * bucket has neither.
 */
async function copyResponse(bucket: R2Bucket, db: D1Database, copy: PhotoCopyFile, ifNoneMatch: string | undefined): Promise<Response | null> {
  const object = await readObject(bucket, copy.key, ifNoneMatch);
  if (object) return objectResponse(object, PHOTO_CONTENT_TYPES.webp, IMMUTABLE);
  const row = await db.prepare('SELECT image_url FROM wines WHERE id = ?').bind(copy.wineId).first<{ image_url: string | null }>();
  const stored = row?.image_url ? parsePhotoFile(row.image_url.slice(row.image_url.lastIndexOf('/') + 1)) : null;
  if (!stored?.key.startsWith(copy.photoKeyPrefix)) return null;
  const sent = await readObject(bucket, stored.key, ifNoneMatch);
  return sent ? objectResponse(sent, PHOTO_CONTENT_TYPES[stored.extension], WITHOUT_COPY_CACHE) : null;
}

/** `name.svg` → `name`; anything else → '' (never found). */
function fileKey(file: string): string {
  return /^([a-z0-9-]{1,60})\.svg$/.exec(file)?.[1] ?? '';
}
