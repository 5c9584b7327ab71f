import type { Context } from 'hono';
import { SEARCH_PAGE_SIZE } from '../../../src/contracts/search.ts';
import type { Sweetness } from '../../../src/contracts/sweetness.ts';
import type { WineCard } from '../../../src/contracts/wine.ts';
import { inStockFirst, searchWineToCard } from '../../../src/features/search/search-results.ts';
import { settle } from '../../../src/core/rules/settled.ts';
import { MESSAGES } from '../../../src/core/messages/pt-BR.ts';
import { ListingPage } from '../../../src/features/catalogue/pages/ListingPage.tsx';
import { PartnerPage, PartnersIndexPage } from '../../../src/features/catalogue/pages/PartnerPage.tsx';
import { ProductPage } from '../../../src/features/catalogue/pages/ProductPage.tsx';
import { SearchResultsPage, type SearchPage } from '../../../src/features/catalogue/pages/SearchResultsPage.tsx';
import { documentTitle, productIdFromSlug, productPath, resultsPath, ROUTE_PREFIXES, ROUTES, termFromResultsSegment } from '../../../src/core/routes.ts';
import { breadcrumbJsonLd, productJsonLd, type Crumb } from '../../../src/core/seo/json-ld.ts';
import type { AppEnv } from '../../env.ts';
import { InvalidRouteError } from '../../errors.ts';
import { fullPathOf } from '../../middleware/route-validation.ts';
import type { Catalogue } from '../../render/catalogue.ts';
import { pageData } from '../../render/page-data.ts';
import { UpstreamHttpError } from '../../upstream/errors.ts';
import { isRouteSegment } from '../../upstream/own-backend-routes.ts';
import { listParams, pageParam, sweetnessFilter } from '../page-params.ts';
import { redirectOnSite } from '../../http/site-redirect.ts';
import { markdownResponse, offersMarkdown, wineListMarkdownResponse } from '../../markdown/negotiation.ts';
import { productMarkdown } from '../../markdown/wine-markdown.ts';

type PageContext = Context<AppEnv>;

function isNotFound(error: unknown): boolean {
  return error instanceof UpstreamHttpError && error.status === 404;
}

/**
 * spec §2 /produto/{name-in-hyphens}-{id}. The wine is critical (its name is the title, its data
 * the structured data, an unknown id a 404); related wines stream. A path whose name part is not
 * the wine's current name is moved to the canonical one.
 */
export async function productPage(c: PageContext) {
  const id = productIdFromSlug(c.req.param('slug') ?? '');
  if (id === undefined) throw new InvalidRouteError(fullPathOf(c.req.url));
  const { catalogue, logFailure } = pageData(c);
  const wine = await catalogue.wine(id).catch((error: unknown) => {
    if (isNotFound(error)) throw new InvalidRouteError(fullPathOf(c.req.url));
    throw error;
  });
  const url = new URL(c.req.url);
  const canonical = productPath(wine);
  if (url.pathname !== canonical) return redirectOnSite(c, `${canonical}${url.search}`, 301);
  if (offersMarkdown(c)) return markdownResponse(c, productMarkdown(wine, url.origin));
  const crumbs: Crumb[] = [
    { name: MESSAGES.home, path: ROUTES.occasions },
    { name: wine.type, path: `/${wine.type_slug}` },
    { name: wine.name, path: canonical },
  ];
  return c.render(<ProductPage wine={wine} crumbs={crumbs} related={settle(catalogue.relatedWines(id), logFailure('related'))} />, {
    // DECISIONS "Titles": product pages use the wine's name.
    title: `${wine.name} - ${c.env.STORE_NAME}`,
    pageEndsFirstScreen: true,
    description: wine.description.slice(0, 160),
    seo: {
      type: 'product',
      imagePath: wine.url_media,
      jsonLd: [productJsonLd(url.origin, canonical, wine), breadcrumbJsonLd(url.origin, crumbs)],
    },
  });
}

/** Search results as cards; results without cart fields are read from the catalogue by id. */
async function searchPage(catalogue: Catalogue, term: string, page: number, sweetness?: Sweetness): Promise<SearchPage> {
  const response = await catalogue.search(term, page, sweetness);
  const cards = response.similar_wines.map(searchWineToCard);
  const missing = response.similar_wines.filter((_, index) => cards[index] === null).map((raw) => raw.PRODUCTID);
  const fetched = missing.length > 0 ? await catalogue.winesByIds(missing) : [];
  const byId = new Map(fetched.map((wine) => [wine.id, wine]));
  const wines = response.similar_wines.map((raw, index) => cards[index] ?? byId.get(raw.PRODUCTID) ?? null).filter((wine): wine is WineCard => wine !== null);
  return {
    wines: inStockFirst(wines),
    total: response.total,
    page,
    pageSize: response.page_size ?? SEARCH_PAGE_SIZE,
    ...(response.sweetness && { sweetness: response.sweetness }),
  };
}

/** spec §2 /resultados/{term}: the search, streamed under a heading that flushes at once. */
export async function resultsPage(c: PageContext) {
  const url = new URL(c.req.url);
  const term = termFromResultsSegment(c.req.param('term') ?? '');
  // One address per search: lowercase words joined by hyphens (`resultsPath`); any other spelling
  // of the same term (capitals, spaces, repeated hyphens) moves there for good.
  const canonical = resultsPath(term);
  if (url.pathname !== canonical) return c.redirect(`${canonical}${url.search}`, 301);
  const { catalogue, logFailure } = pageData(c);
  const { sweetness } = sweetnessFilter(url);
  const results = () => searchPage(catalogue, term, pageParam(url), sweetness);
  if (offersMarkdown(c)) return wineListMarkdownResponse(c, MESSAGES.resultsHeading(term), undefined, results());
  return c.render(<SearchResultsPage term={term} basePath={url.pathname} params={listParams(url)} results={settle(results(), logFailure('search'))} />, {
    // DECISIONS "Titles": results pages read "Resultados".
    title: `${c.env.STORE_NAME} - ${MESSAGES.resultsTitle}`,
    description: MESSAGES.resultsHeading(term),
    seo: { noindex: true },
  });
}

const PARTNER_LAYOUTS: Record<string, 'desktop' | 'mobile'> = { desktop: 'desktop', mobile: 'mobile' };

/** spec §2 /parceiros/{brand}: the title is the brand, the share title "Loja parceira | … | {brand}". */
export async function partnerPage(c: PageContext) {
  const brand = c.req.param('brand') ?? '';
  const { catalogue, logFailure } = pageData(c);
  const layout = PARTNER_LAYOUTS[brand.toLowerCase()];
  if (layout) {
    const { partners } = await catalogue.partners();
    return c.render(<PartnersIndexPage partners={partners} variant={layout} />, {
      title: documentTitle(c.env.STORE_NAME, `${ROUTE_PREFIXES.partners}/${brand}`),
      description: MESSAGES.partnersHeading,
    });
  }
  const name = brand.toLowerCase();
  // A name no backend route can carry (spaces, escapes, slashes) is no partner's: a 404, not a
  // page titled with whatever the address says (the stand-in below is for a failing backend).
  if (!isRouteSegment(name)) throw new InvalidRouteError(fullPathOf(c.req.url));
  // A campaign page must stand a backend failure (faults under load): without the
  // partner's record it still shows its key and tries the selection; only "no such partner" is a 404.
  const partner = await catalogue.partner(name).then(
    (answer) => answer.partner,
    (error: unknown) => {
      if (isNotFound(error)) throw new InvalidRouteError(fullPathOf(c.req.url));
      logFailure('partner')(error);
      return { name, brand: name, description: '', banner_url: '' };
    },
  );
  const url = new URL(c.req.url);
  if (offersMarkdown(c)) {
    return wineListMarkdownResponse(
      c,
      MESSAGES.partnerSelection(partner.brand),
      partner.description,
      catalogue.wines({ partner: partner.name, page: pageParam(url), ...sweetnessFilter(url) }),
    );
  }
  return c.render(
    <PartnerPage
      partner={partner}
      list={{
        wines: settle(catalogue.wines({ partner: partner.name, page: pageParam(url), ...sweetnessFilter(url) }), logFailure('partner_wines')),
        basePath: url.pathname,
        params: listParams(url),
      }}
    />,
    {
      title: partner.brand,
      description: partner.description,
      pageEndsFirstScreen: true,
      seo: {
        canonicalPath: `${ROUTE_PREFIXES.partners}/${partner.name}`,
        shareTitle: MESSAGES.partnerShareTitle(c.env.STORE_NAME, partner.brand),
        ...(partner.banner_url ? { imagePath: partner.banner_url } : {}),
      },
    },
  );
}

/**
 * spec §2 /{category}: a type, country or grape page; last in DECISIONS "Routing order". The slug
 * is checked against the category list (cached at the edge), so random paths cost no backend
 * call each; anything else is the 404 "Page not found: {path}".
 */
export async function categoryPage(c: PageContext) {
  const slug = (c.req.param('category') ?? '').toLowerCase();
  const { catalogue, logFailure } = pageData(c);
  // Without the list nothing says the path is a category: the 404 page (logged) rather than an error.
  const list = await settle(catalogue.categories(), logFailure('categories'));
  const category = list.ok ? list.data.categories.find((candidate) => candidate.slug === slug) : undefined;
  if (!category) return c.notFound();
  const url = new URL(c.req.url);
  const sweetness = sweetnessFilter(url);
  if (offersMarkdown(c)) {
    return wineListMarkdownResponse(c, category.name, category.description, catalogue.wines({ category: category.slug, page: pageParam(url), ...sweetness }));
  }
  return c.render(
    <ListingPage
      heading={category.name}
      carousel={Promise.resolve(null)}
      card={Promise.resolve({ name: category.plural_name || category.name, icon: '', description: category.description })}
      listLabel={category.name}
      list={{
        wines: settle(catalogue.wines({ category: category.slug, page: pageParam(url), ...sweetness }), logFailure('wines')),
        basePath: url.pathname,
        params: listParams(url),
      }}
    />,
    // DECISIONS "Titles": category pages use the category's name.
    { title: `${category.name} - ${c.env.STORE_NAME}`, description: category.description || category.name },
  );
}
