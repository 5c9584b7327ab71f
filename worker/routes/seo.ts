import { type Context, Hono } from 'hono';
import { SITEMAP_PAGE_SIZE } from '../../src/contracts/catalogue.ts';
import { productPath, ROUTE_PREFIXES, ROUTES } from '../../src/core/routes.ts';
import type { AppEnv } from '../env.ts';
import { llmsTxt } from '../markdown/llms-txt.ts';
import { MARKDOWN_TYPE } from '../markdown/negotiation.ts';
import { pageData } from '../render/page-data.ts';

/** Paths crawlers have no business in: the cart, account, hand-off and API paths. */
const DISALLOWED = [
  '/login',
  '/Login',
  '/register',
  '/Register',
  '/favorite',
  '/Favorite',
  '/auth/',
  '/checkout/',
  '/conta',
  '/api/',
  '/graphql',
  '/search_similar_asv',
  '/CleanStorage',
  '/errors/',
];

/** Indexable fixed pages. */
const STATIC_PATHS = [
  ROUTES.occasions,
  ROUTES.dishes,
  ROUTES.allWines,
  ROUTES.about,
  ROUTES.howToUse,
  ROUTES.campaignLanding,
  ...Object.values(ROUTES.policies),
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** How many sitemap pages of products to read at most (50 000 URLs, the sitemap limit). */
const MAX_PRODUCT_PAGES = Math.floor(50_000 / SITEMAP_PAGE_SIZE);

const answerLlmsTxt = async (c: Context<AppEnv>) => {
  const { categories } = await pageData(c).catalogue.categories();
  c.header('Cache-Control', 'public, max-age=3600');
  c.header('Content-Type', `${MARKDOWN_TYPE}; charset=utf-8`);
  return c.body(llmsTxt(new URL(c.req.url).origin, c.env.STORE_NAME, categories));
};

/**
 * Content Signals (contentsignals.org): the shop's pages may be indexed and quoted by assistants
 * answering a shopper (its agent API exists for that, docs/assistants.md), but not used to train
 * models. The line belongs to the `User-agent: *` group, so it covers every crawler.
 */
const CONTENT_SIGNAL = 'Content-Signal: search=yes, ai-input=yes, ai-train=no';

const robotsTxt = (c: Context<AppEnv>) => {
  const origin = new URL(c.req.url).origin;
  const lines = ['User-agent: *', CONTENT_SIGNAL, ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  c.header('Cache-Control', 'public, max-age=3600');
  return c.text(lines.join('\n'));
};

const sitemapXml = async (c: Context<AppEnv>) => {
  const origin = new URL(c.req.url).origin;
  const { catalogue } = pageData(c);
  const [{ categories }, { partners }] = await Promise.all([catalogue.categories(), catalogue.partners()]);
  const products: string[] = [];
  for (let page = 1; page <= MAX_PRODUCT_PAGES; page += 1) {
    const batch = await catalogue.sitemap(page);
    products.push(...batch.wines.map((wine) => productPath({ name: wine.name, wake_product_id: wine.id })));
    if (page * batch.pageSize >= batch.total || batch.wines.length === 0) break;
  }
  const paths = [
    ...STATIC_PATHS,
    ...categories.map((category) => `/${category.slug}`),
    ...partners.map((partner) => `${ROUTE_PREFIXES.partners}/${partner.name}`),
    ...products,
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    '</urlset>',
  ].join('\n');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
};

export const seoRoutes = new Hono<AppEnv>().get('/llms.txt', answerLlmsTxt).get('/sitemap.xml', sitemapXml);

/**
 * /robots.txt reads nothing (no session, partner, catalogue or cache): worker/app.tsx answers it
 * before the page chain, on the lean path every request shares (docs/performance.md).
 */
export const robotsRoutes = new Hono<AppEnv>().get('/robots.txt', robotsTxt);
