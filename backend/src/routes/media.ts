import { Hono } from 'hono';
import type { BackendEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { BANNER_ART, bannerSvg } from '../media/banner-art.ts';
import { ICONS, iconSvg } from '../media/icons.ts';
import { shareCardSvg, type ShareCardWine } from '../media/share-card.ts';
import { pngResponse, svgResponse } from '../media/svg.ts';
import { wineBottleSvg } from '../media/wine-bottle.ts';
import { SHOP_NAME } from '../shop-name.ts';

/**
 * Same-origin images (the shop never hot-links the internet): generated wine bottles coloured by
 * type, banner images and filter icons. The edge proxies /media/* here.
 */
export const mediaRoutes = new Hono<BackendEnv>()
  .get('/wines/:file', async (c) => {
    const match = /^([1-9]\d{0,9})\.(svg|png)$/.exec(c.req.param('file'));
    if (!match) throw new NotFoundError('Imagem não encontrada');
    // Inactive wines keep their image: past orders and old carts still show it.
    const wine = await c.env.DB.prepare(
      `SELECT w.type_slug, w.producer, w.vintage, w.volume_ml, w.name, w.region, coalesce(c.name, '') AS country_name
       FROM wines w LEFT JOIN categories c ON c.slug = w.country_slug WHERE w.id = ?`,
    )
      .bind(Number(match[1]))
      .first<ShareCardWine>();
    if (!wine) throw new NotFoundError('Imagem não encontrada');
    if (match[2] === 'svg') return svgResponse(wineBottleSvg(wine));
    // The link-preview card (og:image): the rasterizer loads only here.
    const { svgToPng } = await import('../media/share-image.ts');
    return pngResponse(await svgToPng(shareCardSvg(wine, SHOP_NAME)));
  })
  .get('/banners/:file', (c) => {
    const key = fileKey(c.req.param('file'));
    const art = Object.hasOwn(BANNER_ART, key) ? BANNER_ART[key] : undefined;
    if (!art) throw new NotFoundError('Imagem não encontrada');
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
