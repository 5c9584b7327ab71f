import type { Context } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { catalogLookupRequestSchema, catalogProductRequestSchema, catalogSearchRequestSchema } from '../../../src/contracts/ucp/catalog.ts';
import { UCP_OPERATIONS } from '../../../src/contracts/ucp/protocol.ts';
import type { AppEnv } from '../../env.ts';
import { getProduct, lookupCatalog } from './catalog-lookup.ts';
import { searchCatalog } from './catalog-search.ts';

/**
 * A catalog operation as both bindings serve it: the request it reads and the function that
 * answers it with the UCP body. REST (ucp-routes.ts) and MCP (../mcp/) only carry the same call
 * differently (the spec: "the payload is identical to the REST body, including `ucp`").
 */
export interface CatalogOperation<Request> {
  /** The REST binding's path under its endpoint. */
  path: string;
  request: ZodMiniType<Request>;
  answer: (c: Context<AppEnv>, request: Request) => Promise<object>;
}

function operation<Request>(path: string, request: ZodMiniType<Request>, answer: CatalogOperation<Request>['answer']): CatalogOperation<Request> {
  return { path, request, answer };
}

/** By the spec's operation names (rest.openapi.json operationIds, mcp.openrpc.json methods, MCP tool names). */
export const CATALOG_OPERATIONS = {
  search_catalog: operation(UCP_OPERATIONS.search, catalogSearchRequestSchema, searchCatalog),
  lookup_catalog: operation(UCP_OPERATIONS.lookup, catalogLookupRequestSchema, lookupCatalog),
  get_product: operation(UCP_OPERATIONS.product, catalogProductRequestSchema, getProduct),
} as const;
