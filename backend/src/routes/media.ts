import { Hono } from 'hono';
import type { BackendEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { BANNER_ART, bannerSvg } from '../media/banner-art.ts';
import { ICONS, iconSvg } from '../media/icons.ts';
import { shareCardSvg, type ShareCardWine } from '../media/share-card.ts';
import { pngResponse, svgResponse } from '../media/svg.ts';
import { wineBottleSvg } from '../media/wine-bottle.ts';
import { PHOTO_CONTENT_TYPES, parsePhotoFile } from '../media/wine-photos.ts';
import { SHOP_NAME } from '../shop-name.ts';

/** An uploaded photo never changes under its URL (its name carries a hash of its bytes). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The stand-in for a lost photo is cached briefly, so the photo shows again soon once restored. */
const STAND_IN_CACHE = 'public, max-age=300';
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
 * type, the owner's uploaded bottle photos (R2), banner images and filter icons. The edge proxies
 * /media/* here.
 */
export const mediaRoutes = new Hono<BackendEnv>()
  .get('/wines/:file', async (c) => {
    const match = /^([1-9]\d{0,9})\.(svg|png)$/.exec(c.req.param('file'));
    if (!match) throw new NotFoundError(IMAGE_NOT_FOUND);
    const wine = await bottleWine(c.env.DB, Number(match[1]));
    if (!wine) throw new NotFoundError(IMAGE_NOT_FOUND);
    if (match[2] === 'svg') return svgResponse(wineBottleSvg(wine));
    // The link-preview card (og:image): the rasterizer loads only here.
    const { svgToPng } = await import('../media/share-image.ts');
    return pngResponse(await svgToPng(shareCardSvg(wine, SHOP_NAME)));
  })
  .get('/uploads/wines/:file', async (c) => {
    const photo = parsePhotoFile(c.req.param('file'));
    if (!photo) throw new NotFoundError(IMAGE_NOT_FOUND);
    // only If-None-Match: a browser revalidating gets a 304 without the bytes
    const conditions = new Headers();
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch) conditions.set('if-none-match', ifNoneMatch);
    const object = await c.env.MEDIA.get(photo.key, { onlyIf: conditions });
    if (object) {
      const headers = new Headers({
        // the type its name says, which the upload checked against the bytes
        'content-type': PHOTO_CONTENT_TYPES[photo.extension],
        'cache-control': IMMUTABLE,
        etag: object.httpEtag,
        'x-content-type-options': 'nosniff',
      });
      return 'body' in object ? new Response(object.body, { headers }) : new Response(null, { status: 304, headers });
    }
    // A photo the bucket has lost: the wine's generated bottle rather than a broken image.
    const wine = await bottleWine(c.env.DB, photo.wineId);
    if (!wine) throw new NotFoundError(IMAGE_NOT_FOUND);
    console.warn(JSON.stringify({ level: 'warn', event: 'media_photo_missing', key: photo.key }));
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
    const key = fileKey(c.req.param('file'));
    const icon = Object.hasOwn(ICONS, key) ? ICONS[key] : undefined;
    if (!icon) throw new NotFoundError('Ícone não encontrado');
    return svgResponse(iconSvg(icon));
  });

/** `name.svg` → `name`; anything else → '' (never found). */
function fileKey(file: string): string {
  return /^([a-z0-9-]{1,60})\.svg$/.exec(file)?.[1] ?? '';
}
