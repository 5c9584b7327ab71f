import { CATALOGUE_PAGE } from '../../src/contracts/catalogue.ts';
import { AFFORDABLE_PRICE_BAND } from '../../src/contracts/price-band.ts';
import { isSweetness, type Sweetness } from '../../src/contracts/sweetness.ts';
import { LISTING_PARAMS } from '../../src/core/constants.ts';
import { InvalidRouteError } from '../errors.ts';
import { withoutCampaignParams } from '../../src/core/rules/campaign-params.ts';

/** The list page a query asks for (`?pagina=`), 1 when absent or not a page number. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get(LISTING_PARAMS.page));
  return Number.isInteger(page) && page >= 1 && page <= CATALOGUE_PAGE.maxPage ? page : 1;
}

/**
 * DECISIONS "Affordable band": `preco` takes one value, 0-49.99. Undefined when absent; null when
 * present with any other value (the route's parameters do not validate).
 */
export function priceBandParam(url: URL): string | undefined | null {
  const preco = url.searchParams.get(LISTING_PARAMS.priceBand);
  if (preco === null) return undefined;
  return preco === AFFORDABLE_PRICE_BAND ? preco : null;
}

/** The page's own query: what its links may carry along (never a campaign's click id or tags). */
export function pageQuery(url: URL): string {
  const params = withoutCampaignParams(url.searchParams).toString();
  return params ? `?${params}` : '';
}

/** The page's own query without the page number: what page links carry along. */
export function listParams(url: URL): URLSearchParams {
  const params = withoutCampaignParams(url.searchParams);
  params.delete(LISTING_PARAMS.page);
  return params;
}

/** The sweetness facet's choice (`?docura=`): undefined when absent, null when it names none (the route's parameters do not validate). */
function sweetnessParam(url: URL): Sweetness | undefined | null {
  const value = url.searchParams.get(LISTING_PARAMS.sweetness);
  if (value === null) return undefined;
  return isSweetness(value) ? value : null;
}

/** The sweetness filter a list page passes on to the catalogue; a value that names no sweetness is "Page Not Found: {fullPath}". */
export function sweetnessFilter(url: URL): { sweetness?: Sweetness } {
  const sweetness = sweetnessParam(url);
  if (sweetness === null) throw new InvalidRouteError(`${url.pathname}${url.search}`);
  return sweetness === undefined ? {} : { sweetness };
}
