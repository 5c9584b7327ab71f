import { type Context, Hono, type Next } from 'hono';
import type { CartPermalinkLine } from '../../src/contracts/island-props.ts';
import type { WineCard } from '../../src/contracts/wine.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { documentTitle, ROUTE_PREFIXES } from '../../src/core/routes.ts';
import { parseCartPermalink } from '../../src/contracts/cart-permalink.ts';
import { cartWineFromCard } from '../../src/features/cart/index.ts';
import { CartPermalinkPage } from '../../src/features/cart/permalink/CartPermalinkPage.tsx';
import type { AppEnv } from '../env.ts';
import { sameSitePath } from '../http/site-redirect.ts';
import { describeError } from '../log.ts';
import { pageData } from '../render/page-data.ts';

type PageContext = Context<AppEnv>;

/** How soon a shopper may try a link again after the catalogue failed. */
const RETRY_AFTER_SECONDS = '5';

/**
 * Every answer of a cart link is this browser's alone and no search engine's (docs/assistants.md
 * "Permalink"): never stored (the edge's page cache passes it over, worker/page-cache/), its
 * address (which names the wines) sent to no one as a referrer, and never indexed. Set after the
 * page, so the failure page and an error page carry them too.
 */
async function cartPermalinkHeaders(c: PageContext, next: Next): Promise<void> {
  await next();
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex');
}

/**
 * `GET /comprar/{id}:{quantity},…` (docs/assistants.md "Permalink"): the pairs read by the one
 * parser (src/contracts/cart-permalink.ts), the wines looked up by id in one catalogue call (the
 * cart's `POST /api/productsCart`; an id it does not know is dropped too), and the page rendered
 * with them for the island that fills this browser's cart. The lookup is critical (the page is
 * nothing without it): its failure is a page that says so, with nothing added.
 */
async function cartPermalinkPage(c: PageContext) {
  const { lines, dropped } = parseCartPermalink(c.req.param('items') ?? '');
  const render = (page: Parameters<typeof CartPermalinkPage>[0]) =>
    c.render(<CartPermalinkPage {...page} />, {
      title: documentTitle(c.env.STORE_NAME, ROUTE_PREFIXES.cartPermalink),
      description: MESSAGES.cartLinkDescription,
      seo: { noindex: true },
    });
  let wines: WineCard[];
  try {
    wines = lines.length > 0 ? await pageData(c).catalogue.winesByIds(lines.map((line) => line.id)) : [];
  } catch (error) {
    c.get('log').error('cart_permalink_unavailable', { error: describeError(error) });
    const { pathname, search } = new URL(c.req.url);
    c.status(503);
    c.header('Retry-After', RETRY_AFTER_SECONDS);
    return render({ link: null, retryHref: sameSitePath(`${pathname}${search}`) });
  }
  // the link's id is the wine's `wake_product_id`, as it ends its product page's address
  const byId = new Map(wines.map((wine) => [wine.wake_product_id, wine]));
  const found: CartPermalinkLine[] = lines.flatMap(({ id, quantity }) => {
    const wine = byId.get(id);
    return wine ? [{ wine: cartWineFromCard(wine), quantity }] : [];
  });
  return render({ link: { lines: found, dropped: dropped + (lines.length - found.length) } });
}

/** The cart link's route, among the pages (worker/routes/pages.tsx) before `/{category}`. */
export const cartPermalinkRoutes = new Hono<AppEnv>()
  .use(`${ROUTE_PREFIXES.cartPermalink}/*`, cartPermalinkHeaders)
  .get(`${ROUTE_PREFIXES.cartPermalink}/:items`, cartPermalinkPage);
