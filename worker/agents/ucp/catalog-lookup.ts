import type { Context } from 'hono';
import type {
  CatalogLookupRequest,
  CatalogLookupResponse,
  CatalogProductRequest,
  CatalogProductResponse,
  UcpErrorResponse,
} from '../../../src/contracts/ucp/catalog.ts';
import { UCP_CAPABILITIES, UCP_LIMITS, type UcpMessage } from '../../../src/contracts/ucp/protocol.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import type { AppEnv } from '../../env.ts';
import { pageData } from '../../render/page-data.ts';
import { UpstreamHttpError } from '../../upstream/errors.ts';
import { cardFilter } from './catalog-filters.ts';
import { shopFacts } from './shop-facts.ts';
import { adultsOnlyWarning, businessError, UcpRequestError, ucpMeta } from './ucp-answers.ts';
import { wineProduct } from './wine-product.ts';

/** A wine's id as it ends its product page's address (src/contracts/wine.ts `productIdSchema`). */
export const WINE_ID = /^[1-9]\d{0,9}$/;

/**
 * catalog/lookup `lookup_catalog` (REST `POST /ucp/v1/catalog/lookup`, MCP tool `lookup_catalog`): wines by id, in one call to the catalogue (the
 * cart's `POST /api/productsCart`). Ids are deduplicated (each wine once); more than
 * UCP_LIMITS.maxLookupIds is 400 `request_too_large`; an id with no wine is left out and named in
 * an info message.
 */
export async function lookupCatalog(c: Context<AppEnv>, request: CatalogLookupRequest): Promise<CatalogLookupResponse> {
  const ids = [...new Set(request.ids.map((id) => id.trim()))];
  if (ids.length > UCP_LIMITS.maxLookupIds) throw new UcpRequestError(400, 'request_too_large', AGENT_MESSAGES.tooManyIds(UCP_LIMITS.maxLookupIds));
  const wellFormed = ids.filter((id) => WINE_ID.test(id));
  const wines = wellFormed.length > 0 ? await pageData(c).catalogue.winesByIds(wellFormed.map(Number)) : [];
  const { matches, messages } = cardFilter(request.filters);
  const found = new Set(wines.map((wine) => String(wine.id)));
  const missing: UcpMessage[] = ids
    .filter((id) => !found.has(id))
    .map((id) => ({
      type: 'info',
      code: 'not_found',
      path: `$.ids[${request.ids.findIndex((asked) => asked.trim() === id)}]`,
      content: AGENT_MESSAGES.idNotFound(id),
    }));
  const shop = shopFacts(c);
  const products = wines.filter(matches).map((wine) => {
    const product = wineProduct(wine, shop);
    return { ...product, variants: product.variants.map((variant) => ({ ...variant, inputs: [{ id: variant.id, match: 'exact' as const }] })) };
  });
  return {
    ucp: ucpMeta(UCP_CAPABILITIES.lookup),
    products,
    messages: [...messages, ...missing, adultsOnlyWarning(shop.origin)],
  };
}

/**
 * catalog/lookup `get_product` (REST `POST /ucp/v1/catalog/product`, MCP tool `get_product`): one wine with everything its page
 * shows, from the very call the page makes (`GET /api/wine/{id}`). A wine has no option axes, so
 * `selected` is empty and `preferences` change nothing. An id with no wine is the spec's business
 * outcome: HTTP 200, `ucp.status: "error"`, `not_found`.
 */
export async function getProduct(c: Context<AppEnv>, request: CatalogProductRequest): Promise<CatalogProductResponse | UcpErrorResponse> {
  const id = request.id.trim();
  const wine = WINE_ID.test(id)
    ? await pageData(c)
        .catalogue.wine(Number(id))
        .catch((error: unknown) => {
          // 404 no such wine; 400 an id the catalogue does not take (past its range)
          if (error instanceof UpstreamHttpError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        })
    : null;
  if (!wine) {
    return businessError(UCP_CAPABILITIES.lookup, [
      { type: 'error', code: 'not_found', path: '$.id', content: AGENT_MESSAGES.productNotFound(id), severity: 'unrecoverable' },
    ]);
  }
  const shop = shopFacts(c);
  return {
    ucp: ucpMeta(UCP_CAPABILITIES.lookup),
    product: { ...wineProduct(wine, shop), selected: [] },
    messages: [adultsOnlyWarning(shop.origin)],
  };
}
