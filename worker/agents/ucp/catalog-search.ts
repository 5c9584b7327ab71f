import type { Context } from 'hono';
import { CATALOGUE_PAGE } from '../../../src/contracts/catalogue.ts';
import { SEARCH_PAGE_SIZE } from '../../../src/contracts/search.ts';
import type { CatalogSearchRequest, CatalogSearchResponse } from '../../../src/contracts/ucp/catalog.ts';
import type { WineCard } from '../../../src/contracts/wine.ts';
import { UCP_CAPABILITIES, UCP_LIMITS } from '../../../src/contracts/ucp/protocol.ts';
import { LIMITS } from '../../../src/core/constants.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import { termLength } from '../../../src/core/rules/search-term.ts';
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
 * catalog/search "Pagination": the cursor is opaque to the agent. Ours names the page, its size and
 * where the pages come from (the listing, or the site's search: `s`), so the next page lines up
 * with the one before even if the agent changes `limit` meanwhile (a cursor's size wins).
 */
interface Cursor {
  page: number;
  size: number;
  viaSearch: boolean;
}

const CURSOR_PATTERN = /^v1(s?):(\d{1,4}):(\d{1,3})$/;

function encodeCursor({ page, size, viaSearch }: Cursor): string {
  return btoa(`v1${viaSearch ? 's' : ''}:${page}:${size}`)
    .replace(/=+$/, '')
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

/** The largest page each source answers: the search's pages have a fixed size. */
function maxPageSize(viaSearch: boolean): number {
  return viaSearch ? Math.min(SEARCH_PAGE_SIZE, UCP_LIMITS.maxPageSize) : UCP_LIMITS.maxPageSize;
}

/** A cursor we made. */
function decodeCursor(cursor: string): Cursor {
  let text = '';
  try {
    text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    // not base64: refused below like any other cursor we did not make
  }
  const match = CURSOR_PATTERN.exec(text);
  const viaSearch = match?.[1] === 's';
  const page = Number(match?.[2]);
  const size = Number(match?.[3]);
  if (!match || page < 2 || page > CATALOGUE_PAGE.maxPage || size < 1 || size > maxPageSize(viaSearch)) {
    throw new UcpRequestError(400, 'invalid_cursor', AGENT_MESSAGES.invalidCursor);
  }
  return { page, size, viaSearch };
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
 * On this shop's own backend, text and filters are one listing call (`GET /api/wines` with `q`,
 * the search's own matching), in stock first, then best rated; text alone that matches nothing as
 * typed is asked of the site's search, which forgives a typo. A hosted listing reads no text
 * (ARCHITECTURE "Configuration"), so there text goes where the site's search box goes, the search
 * service (`siteSearchPage`), in stock first, then by relevance, at most its page size a page;
 * with filters, the text is searched and the filters are not applied, which a warning the agent
 * must show says.
 */
export async function searchCatalog(c: Context<AppEnv>, request: CatalogSearchRequest): Promise<CatalogSearchResponse> {
  const text = listingText(request.query);
  if (text === undefined && request.filters === undefined) throw new UcpRequestError(400, 'invalid_request', AGENT_MESSAGES.emptySearch);
  // spec §5/§9: the search never runs on fewer characters
  if (text !== undefined && termLength(text) < LIMITS.searchMinChars) {
    throw new UcpRequestError(400, 'invalid_request', AGENT_MESSAGES.shortQuery(LIMITS.searchMinChars));
  }
  const filter = listingFilter(request.filters);
  const narrows = Object.values(filter.query).some((value) => value !== undefined);
  // this shop's own listing reads the text with the search's own matching, in one call the edge
  // caches (the bench's budget: p95 ≤ 50 ms over 20,000 wines); a hosted listing would drop it
  const hosted = !isOwnBackend(c.env, 'api');
  const cursor = request.pagination?.cursor ? decodeCursor(request.pagination.cursor) : undefined;
  const viaSearch = text !== undefined && (cursor ? cursor.viaSearch : hosted);
  const { page, size } = cursor ?? { page: 1, size: Math.min(request.pagination?.limit ?? UCP_LIMITS.defaultPageSize, maxPageSize(viaSearch)) };
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
  let source = { viaSearch, size };
  let list =
    viaSearch && text !== undefined
      ? await siteSearchPage(catalogue, text, page, size)
      : await catalogue.wines({ ...filter.query, ...(text ? { q: text } : {}), page, pageSize: size }).catch((error: unknown) => {
          // the listing's 404: a type, country, grape, occasion or dish the catalogue does not have
          if (error instanceof UpstreamHttpError && error.status === 404) return null;
          throw error;
        });
  if (list?.total === 0 && text !== undefined && !viaSearch && !narrows && page === 1) {
    // nothing matched as typed: the site's search forgives a typo ("malbek"), as its box does
    source = { viaSearch: true, size: Math.min(size, maxPageSize(true)) };
    list = await siteSearchPage(catalogue, text, 1, source.size);
  }
  if (!list) return nothing();
  const hasNext = page * source.size < list.total && page < CATALOGUE_PAGE.maxPage;
  return answer({
    products: list.wines.map((wine) => wineProduct(wine, shop)),
    pagination: {
      has_next_page: hasNext,
      ...(hasNext ? { cursor: encodeCursor({ page: page + 1, ...source }) } : {}),
      total_count: list.total,
    },
    ...(viaSearch && narrows
      ? { messages: [{ type: 'warning' as const, code: 'filters_not_applied', path: '$.filters', content: AGENT_MESSAGES.textWithoutFilters }] }
      : {}),
  });
}
