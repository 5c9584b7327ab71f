import type { Context } from 'hono';
import { CATALOGUE_PAGE } from '../../../src/contracts/catalogue.ts';
import { SEARCH_PAGE_SIZE } from '../../../src/contracts/search.ts';
import type { CatalogSearchRequest, CatalogSearchResponse } from '../../../src/contracts/ucp/catalog.ts';
import type { WineCard } from '../../../src/contracts/wine.ts';
import { UCP_CAPABILITIES, UCP_LIMITS } from '../../../src/contracts/ucp/protocol.ts';
import { LIMITS } from '../../../src/core/constants.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import type { AppEnv } from '../../env.ts';
import type { Catalogue } from '../../render/catalogue.ts';
import { pageData } from '../../render/page-data.ts';
import { UpstreamHttpError } from '../../upstream/errors.ts';
import { isOwnBackend } from '../../upstream/upstream-fetch.ts';
import { listingFilter, listingText } from './catalog-filters.ts';
import { shopFacts } from './shop-facts.ts';
import { adultsOnlyWarning, UcpRequestError, ucpMeta } from './ucp-answers.ts';
import { wineProduct } from './wine-product.ts';

/**
 * catalog/search "Pagination": the cursor is opaque to the agent. Ours names the page and its
 * size, so the next page lines up with the one before even if the agent changes `limit`
 * meanwhile (a cursor's size wins).
 */
interface Cursor {
  page: number;
  size: number;
}

const CURSOR_PATTERN = /^v1:(\d{1,4}):(\d{1,3})$/;

function encodeCursor({ page, size }: Cursor): string {
  return btoa(`v1:${page}:${size}`).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
}

/** A cursor we made; `maxSize` is the largest page the search it continues answers. */
function decodeCursor(cursor: string, maxSize: number): Cursor {
  let text = '';
  try {
    text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    // not base64: refused below like any other cursor we did not make
  }
  const match = CURSOR_PATTERN.exec(text);
  const page = Number(match?.[1]);
  const size = Number(match?.[2]);
  if (!match || page < 2 || page > CATALOGUE_PAGE.maxPage || size < 1 || size > maxSize) {
    throw new UcpRequestError(400, 'invalid_cursor', AGENT_MESSAGES.invalidCursor);
  }
  return { page, size };
}

/**
 * The wines of one page of the site's own search (spec §7 `search_similar_asv`, where
 * /resultados/{term} searches: SEARCH_ORIGIN, or the shop's backend). Its pages have a fixed size,
 * so an agent's page (at most that size) spans one or two of them, asked together. The search
 * gives which wines and in what order; their cards come from the catalogue by id (the cart's
 * `POST /api/productsCart`, as a lookup reads them), so every figure is the catalogue record's, as
 * in a listing (a hosted search service may send no cart fields, and none sends the Pix price).
 */
async function siteSearchPage(catalogue: Catalogue, text: string, page: number, size: number): Promise<{ wines: WineCard[]; total: number }> {
  const offset = (page - 1) * size;
  const first = Math.floor(offset / SEARCH_PAGE_SIZE) + 1;
  const last = Math.floor((offset + size - 1) / SEARCH_PAGE_SIZE) + 1;
  const answers = await Promise.all((first === last ? [first] : [first, last]).map((number) => catalogue.search(text, number)));
  const skip = offset - (first - 1) * SEARCH_PAGE_SIZE;
  const ids = [...new Set(answers.flatMap((answer) => answer.similar_wines.map((wine) => wine.PRODUCTID)).slice(skip, skip + size))];
  const cards = ids.length > 0 ? await catalogue.winesByIds(ids) : [];
  const byId = new Map(cards.map((wine) => [wine.id, wine]));
  // in the search's order (in stock first, then relevance); a wine the catalogue no longer has is left out
  return { wines: ids.flatMap((id) => byId.get(id) ?? []), total: answers[0]?.total ?? 0 };
}

/**
 * catalog/search `search_catalog` (REST `POST /ucp/v1/catalog/search`, MCP tool `search_catalog`):
 * free text and filters, at least one of them (a filter-only request is a browse).
 *
 * Free text goes where the site's search box goes, in every configuration: the search service
 * (`siteSearchPage`), in stock first, then by relevance, at most its page size a page. Filters go
 * to the listing (`GET /api/wines`), in stock first, then best rated. Text with filters needs
 * both at once: only this shop's own backend reads text in the listing (`q`, the search's own
 * matching), so against a hosted catalogue (ARCHITECTURE "Configuration") the text is searched
 * and the filters are not applied, which a warning the agent must show says.
 */
export async function searchCatalog(c: Context<AppEnv>, request: CatalogSearchRequest): Promise<CatalogSearchResponse> {
  const text = listingText(request.query);
  if (text === undefined && request.filters === undefined) throw new UcpRequestError(400, 'invalid_request', AGENT_MESSAGES.emptySearch);
  // spec §5/§9: the search never runs on fewer characters
  if (text !== undefined && text.length < LIMITS.searchMinChars) {
    throw new UcpRequestError(400, 'invalid_request', AGENT_MESSAGES.shortQuery(LIMITS.searchMinChars));
  }
  const filter = listingFilter(request.filters);
  const narrows = Object.values(filter.query).some((value) => value !== undefined);
  const searched = text !== undefined && (!narrows || !isOwnBackend(c.env, 'api')) ? text : undefined;
  const maxSize = searched === undefined ? UCP_LIMITS.maxPageSize : Math.min(SEARCH_PAGE_SIZE, UCP_LIMITS.maxPageSize);
  const { page, size } = request.pagination?.cursor
    ? decodeCursor(request.pagination.cursor, maxSize)
    : { page: 1, size: Math.min(request.pagination?.limit ?? UCP_LIMITS.defaultPageSize, maxSize) };
  const shop = shopFacts(c);
  const answer = (body: Omit<CatalogSearchResponse, 'ucp'>): CatalogSearchResponse => ({
    ucp: ucpMeta(UCP_CAPABILITIES.search),
    ...body,
    messages: [...filter.messages, ...(body.messages ?? []), adultsOnlyWarning(shop.origin)],
  });
  const nothing = () =>
    answer({
      products: [],
      pagination: { has_next_page: false, total_count: 0 },
      messages: [{ type: 'info', code: 'not_found', path: '$.filters', content: AGENT_MESSAGES.unknownFilterValue }],
    });
  if (filter.impossible) return nothing();

  const { catalogue } = pageData(c);
  const list =
    searched !== undefined
      ? await siteSearchPage(catalogue, searched, page, size)
      : await catalogue.wines({ ...filter.query, ...(text ? { q: text } : {}), page, pageSize: size }).catch((error: unknown) => {
          // the listing's 404: a type, country, grape, occasion or dish the catalogue does not have
          if (error instanceof UpstreamHttpError && error.status === 404) return null;
          throw error;
        });
  if (!list) return nothing();
  const hasNext = page * size < list.total && page < CATALOGUE_PAGE.maxPage;
  return answer({
    products: list.wines.map((wine) => wineProduct(wine, shop)),
    pagination: { has_next_page: hasNext, ...(hasNext ? { cursor: encodeCursor({ page: page + 1, size }) } : {}), total_count: list.total },
    ...(searched !== undefined && narrows
      ? { messages: [{ type: 'warning' as const, code: 'filters_not_applied', path: '$.filters', content: AGENT_MESSAGES.textWithoutFilters }] }
      : {}),
  });
}
