import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { COOKIES, LISTING_PARAMS } from '../../../src/core/constants.ts';
import type { CategoryButton, FilterDataResponse, FilterSelection } from '../../../src/contracts/categories.ts';
import { isSiteInPromotion } from '../../../src/contracts/promotion.ts';
import { buttonHref, buttonsOf, DISH_PARAM, OCCASION_PARAM, selectButton } from '../../../src/features/catalogue/filter-selection.ts';
import { settle, type Settled } from '../../../src/core/rules/settled.ts';
import { FinderCallToAction } from '../../../src/features/finder/FinderLink.tsx';
import type { FilterCarouselProps } from '../../../src/contracts/island-props.ts';
import { MESSAGES } from '../../../src/core/messages/pt-BR.ts';
import { Suspense } from 'react';
import { PageBanners } from '../../../src/features/promotions/PageBanners.tsx';
import { AllWinesPage } from '../../../src/features/catalogue/pages/AllWinesPage.tsx';
import { DishesPage } from '../../../src/features/catalogue/pages/DishesPage.tsx';
import { ListingPage } from '../../../src/features/catalogue/pages/ListingPage.tsx';
import { documentTitle, ROUTES } from '../../../src/core/routes.ts';
import { organizationJsonLd, websiteJsonLd } from '../../../src/core/seo/json-ld.ts';
import type { AppEnv } from '../../env.ts';
import { InvalidRouteError } from '../../errors.ts';
import { fullPathOf } from '../../middleware/route-validation.ts';
import { offersMarkdown, wineListMarkdownResponse } from '../../markdown/negotiation.ts';
import { pageData } from '../../render/page-data.ts';
import { listParams, pageParam, priceBandParam, sweetnessFilter } from '../page-params.ts';

type PageContext = Context<AppEnv>;

const CAROUSEL_LABELS: Record<FilterSelection, string> = {
  occasion: 'Ocasiões',
  main_course: 'Pratos',
  all_wine: 'Tipos de vinho',
  black_friday: 'Promoções',
};

function carouselOf(filters: Settled<FilterDataResponse>, selection: FilterSelection, selected: CategoryButton | undefined): FilterCarouselProps | null {
  if (!filters.ok) return null;
  const buttons = buttonsOf(filters.data.buttons, selection);
  if (buttons.length === 0) return null;
  return {
    label: CAROUSEL_LABELS[selection],
    items: buttons.map((button) => ({ label: button.name, href: buttonHref(button), icon: button.icon, current: button.id === selected?.id })),
  };
}

function cardOf(button: CategoryButton | undefined) {
  return button ? { name: button.name, icon: button.icon, description: button.description } : null;
}

/**
 * Reads the selection a listing page shows. Streams by default; only when the query names a
 * category does the page wait for the filter data, to answer 404 for one that does not exist.
 */
async function selectionOf(c: PageContext, selection: FilterSelection, wanted: string | undefined) {
  const filters = pageData(c).filters();
  if (wanted !== undefined) {
    const loaded = await filters;
    if (loaded.ok && !selectButton(loaded.data.buttons, selection, wanted)) throw new InvalidRouteError(fullPathOf(c.req.url));
  }
  const selected = filters.then((loaded) => (loaded.ok ? selectButton(loaded.data.buttons, selection, wanted) : undefined));
  return { filters, selected };
}

const unavailable = Promise.resolve({ ok: false } as const);

/**
 * spec §2 /momentos (and the /DesktopHome, /MobileHome variants): wines for occasions. With the
 * affordable band (?preco=0-49.99, where "Vinhos até R$ 49,99" leads) and no occasion asked for,
 * it lists every wine of the band, paged like the other lists, under a heading that says so;
 * with an occasion too, that occasion's wines of the band.
 */
async function occasionsPage(c: PageContext, path: string) {
  const url = new URL(c.req.url);
  const preco = priceBandParam(url);
  if (preco === null) throw new InvalidRouteError(fullPathOf(c.req.url));
  const { catalogue, logFailure } = pageData(c);
  const wantedOccasion = url.searchParams.get(OCCASION_PARAM) ?? undefined;
  const wholeBand = preco !== undefined && wantedOccasion === undefined;
  const sweetness = sweetnessFilter(url);
  const { filters, selected } = await selectionOf(c, 'occasion', wantedOccasion);
  const page = pageParam(url);
  if (offersMarkdown(c)) {
    const button = wholeBand ? undefined : await selected;
    return wineListMarkdownResponse(
      c,
      button?.name ?? (wholeBand ? MESSAGES.affordableBandHeading : MESSAGES.occasionsHeading),
      button?.description ?? (wholeBand ? MESSAGES.affordableBandLead : MESSAGES.occasionsLead),
      catalogue.wines({ ...(button ? { occasion: button.slug } : {}), preco, page, ...sweetness }),
    );
  }
  const shown = wholeBand ? Promise.resolve(undefined) : selected;
  return c.render(
    <ListingPage
      heading={wholeBand ? MESSAGES.affordableBandHeading : MESSAGES.occasionsHeading}
      lead={wholeBand ? MESSAGES.affordableBandLead : MESSAGES.occasionsLead}
      // the home page invites to the virtual sommelier (after the affordable band's note when shown)
      notice={
        <>
          {preco && !wholeBand ? `${MESSAGES.affordableBandNotice} ` : null}
          <FinderCallToAction />
        </>
      }
      carousel={Promise.all([filters, shown]).then(([loaded, button]) => carouselOf(loaded, 'occasion', button))}
      card={shown.then(cardOf)}
      listLabel={wholeBand ? MESSAGES.affordableBandHeading : MESSAGES.occasionsHeading}
      list={{
        wines: wholeBand
          ? settle(catalogue.wines({ preco, page, ...sweetness }), logFailure('wines'))
          : selected.then((button) =>
              button ? settle(catalogue.wines({ occasion: button.slug, preco, page, ...sweetness }), logFailure('wines')) : unavailable,
            ),
        basePath: url.pathname,
        params: listParams(url),
      }}
    >
      <Suspense fallback={null}>
        <PageBanners banners={settle(catalogue.pageBanners(), logFailure('page_banners'))} />
      </Suspense>
    </ListingPage>,
    {
      title: documentTitle(c.env.STORE_NAME, path),
      description: MESSAGES.occasionsDescription,
      // The home page tells search engines who the shop is and how to search it.
      seo: {
        canonicalPath: ROUTES.occasions,
        jsonLd: [organizationJsonLd(url.origin, c.env.STORE_NAME, await pageData(c).company()), websiteJsonLd(url.origin, c.env.STORE_NAME)],
      },
    },
  );
}

/** The occasions page as served at `path`: /momentos and the two home paths spec §2 gives it. */
export const occasionsPageAt = (path: string) => (c: PageContext) => occasionsPage(c, path);

/** spec §2 /pratos: wines by dish (?name= a dish name, the first by default); other dishes follow one at a time. */
export async function dishesPage(c: PageContext) {
  const url = new URL(c.req.url);
  const { catalogue, logFailure } = pageData(c);
  const sweetness = sweetnessFilter(url);
  const { filters, selected } = await selectionOf(c, 'main_course', url.searchParams.get(DISH_PARAM) ?? undefined);
  const page = pageParam(url);
  // spec §3 winesMainCourse "appended one at a time": each other dish is asked after the previous one.
  const others = Promise.all([filters, selected]).then(([loaded, current]) =>
    loaded.ok ? buttonsOf(loaded.data.buttons, 'main_course').filter((button) => button.id !== current?.id) : [],
  );
  const sections = others.then((dishes) => {
    let previous: Promise<unknown> = Promise.resolve();
    return dishes.map((dish) => {
      const wines = previous.then(() => settle(catalogue.wines({ dish: dish.slug, pageSize: 4 }), logFailure('dish_section')));
      previous = wines;
      return { dish, wines };
    });
  });
  return c.render(
    <DishesPage
      carousel={Promise.all([filters, selected]).then(([loaded, button]) => carouselOf(loaded, 'main_course', button))}
      card={selected.then(cardOf)}
      list={{
        wines: selected.then((button) => (button ? settle(catalogue.wines({ dish: button.slug, page, ...sweetness }), logFailure('wines')) : unavailable)),
        basePath: url.pathname,
        params: listParams(url),
      }}
      otherDishes={sections}
    />,
    { title: documentTitle(c.env.STORE_NAME, ROUTES.dishes), description: MESSAGES.dishesDescription },
  );
}

/** spec §2 /todososvinhos: all wines, grouped by type or not, as the shopper last chose (`grouped`). */
export async function allWinesPage(c: PageContext) {
  const url = new URL(c.req.url);
  const { catalogue, logFailure } = pageData(c);
  const asked = url.searchParams.get(LISTING_PARAMS.grouped);
  if (asked !== null && asked !== '1' && asked !== '0') throw new InvalidRouteError(fullPathOf(c.req.url));
  const sweetness = sweetnessFilter(url);
  // an assistant reads the plain list, page by page
  if (offersMarkdown(c)) {
    return wineListMarkdownResponse(c, MESSAGES.allWinesHeading, MESSAGES.allWinesDescription, catalogue.wines({ page: pageParam(url), ...sweetness }));
  }
  if (asked !== null) {
    setCookie(c, COOKIES.grouped.name, asked === '1' ? 'true' : 'false', {
      path: '/',
      maxAge: COOKIES.grouped.maxAge,
      sameSite: 'Lax',
      secure: url.protocol === 'https:',
    });
  }
  // a sweetness asked for narrows the one list (the groups have no facet)
  const grouped = sweetness.sweetness === undefined && (asked !== null ? asked === '1' : getCookie(c, COOKIES.grouped.name) === 'true');
  const filters = pageData(c).filters();
  const params = listParams(url);
  return c.render(
    <AllWinesPage
      grouped={grouped}
      carousel={filters.then((loaded) => carouselOf(loaded, 'all_wine', undefined))}
      groups={grouped ? settle(catalogue.groupedWines(8), logFailure('grouped')) : unavailable}
      list={{
        wines: grouped ? unavailable : settle(catalogue.wines({ page: pageParam(url), ...sweetness }), logFailure('wines')),
        basePath: url.pathname,
        params,
      }}
    />,
    { title: documentTitle(c.env.STORE_NAME, ROUTES.allWines), description: MESSAGES.allWinesDescription },
  );
}

/** spec §2 /blackfriday: only while the site is in promotion (flag true only for 1); else to /momentos. */
export async function blackFridayPage(c: PageContext) {
  const url = new URL(c.req.url);
  const { catalogue, logFailure, filters } = pageData(c);
  const loaded = await filters(); // critical: whether the page exists at all
  if (loaded.ok && !isSiteInPromotion(loaded.data.promotion)) return c.redirect(ROUTES.occasions, 302);
  const promotion = loaded.ok ? loaded.data.promotion : null;
  return c.render(
    <ListingPage
      heading={promotion?.page_promo_label ?? MESSAGES.blackFridayFallbackHeading}
      carousel={Promise.resolve(null)}
      card={Promise.resolve(null)}
      listLabel={promotion?.nav_promo_label ?? MESSAGES.blackFridayFallbackHeading}
      list={{
        wines: loaded.ok ? settle(catalogue.wines({ black_friday: '1', page: pageParam(url), ...sweetnessFilter(url) }), logFailure('wines')) : unavailable,
        basePath: url.pathname,
        params: listParams(url),
      }}
    />,
    { title: documentTitle(c.env.STORE_NAME, ROUTES.blackFriday), description: promotion?.page_promo_label ?? undefined },
  );
}
