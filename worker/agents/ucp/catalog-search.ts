import type { Context } from 'hono';
import { CATALOGUE_PAGE } from '../../../src/contracts/catalogue.ts';
import type { CatalogSearchRequest, CatalogSearchResponse } from '../../../src/contracts/ucp/catalog.ts';
import { UCP_CAPABILITIES, UCP_LIMITS } from '../../../src/contracts/ucp/protocol.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import type { AppEnv } from '../../env.ts';
import { pageData } from '../../render/page-data.ts';
import { UpstreamHttpError } from '../../upstream/errors.ts';
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

function decodeCursor(cursor: string): Cursor {
  let text = '';
  try {
    text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    // not base64: refused below like any other cursor we did not make
  }
  const match = CURSOR_PATTERN.exec(text);
  const page = Number(match?.[1]);
  const size = Number(match?.[2]);
  if (!match || page < 2 || page > CATALOGUE_PAGE.maxPage || size < 1 || size > UCP_LIMITS.maxPageSize) {
    throw new UcpRequestError(400, 'invalid_cursor', AGENT_MESSAGES.invalidCursor);
  }
  return { page, size };
}

/**
 * catalog/search `search_catalog` (REST `POST /ucp/v1/catalog/search`, MCP tool `search_catalog`):
 * free text and filters, at least one of them (a filter-only request is a browse); in stock first,
 * then best rated, as every listing.
 */
export async function searchCatalog(c: Context<AppEnv>, request: CatalogSearchRequest): Promise<CatalogSearchResponse> {
  const text = listingText(request.query);
  if (text === undefined && request.filters === undefined) throw new UcpRequestError(400, 'invalid_request', AGENT_MESSAGES.emptySearch);
  const { page, size } = request.pagination?.cursor
    ? decodeCursor(request.pagination.cursor)
    : { page: 1, size: Math.min(request.pagination?.limit ?? UCP_LIMITS.defaultPageSize, UCP_LIMITS.maxPageSize) };
  const filter = listingFilter(request.filters);
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

  const list = await pageData(c)
    .catalogue.wines({ ...filter.query, ...(text ? { q: text } : {}), page, pageSize: size })
    .catch((error: unknown) => {
      // the listing's 404: a type, country, grape, occasion or dish the catalogue does not have
      if (error instanceof UpstreamHttpError && error.status === 404) return null;
      throw error;
    });
  if (!list) return nothing();
  const hasNext = page * size < list.total && page < CATALOGUE_PAGE.maxPage;
  return answer({
    products: list.wines.map((wine) => wineProduct(wine, shop)),
    pagination: { has_next_page: hasNext, ...(hasNext ? { cursor: encodeCursor({ page: page + 1, size }) } : {}), total_count: list.total },
  });
}
