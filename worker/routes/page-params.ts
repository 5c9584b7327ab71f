import { AFFORDABLE_PRICE_BAND, CATALOGUE_PAGE } from '../../src/contracts/catalogue.ts';
import { PAGE_PARAM } from '../../src/features/catalogue/Pagination.tsx';

/** The list page a query asks for (`?pagina=`), 1 when absent or not a page number. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 && page <= CATALOGUE_PAGE.maxPage ? page : 1;
}

/**
 * DECISIONS "Affordable band": `preco` takes one value, 0-49.99. Undefined when absent; null when
 * present with any other value (the route's parameters do not validate).
 */
export function priceBandParam(url: URL): string | undefined | null {
  const preco = url.searchParams.get('preco');
  if (preco === null) return undefined;
  return preco === AFFORDABLE_PRICE_BAND ? preco : null;
}

/** The query without the page number: what page links carry along. */
export function listParams(url: URL): URLSearchParams {
  const params = new URLSearchParams(url.search);
  params.delete(PAGE_PARAM);
  return params;
}
