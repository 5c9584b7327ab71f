import { CATALOG_OPERATIONS, type CatalogOperation } from '../ucp/catalog-operations.ts';
import { ADULTS_ONLY, type AgentTool, defineTool, type ToolText, toolArgs } from './agent-tool.ts';

/**
 * The catalog as MCP tools (UCP catalog/mcp.md): one tool per operation, named as the spec's
 * OpenRPC methods (mcp.openrpc.json), its arguments `{meta, catalog}` where `catalog` is the very
 * request the REST binding reads.
 */

/** The figures every catalog answer carries, said once for the three tools. */
const WHAT_A_WINE_SAYS =
  'Each product is a UCP product with one variant: price and list price in centavos (BRL minor units), the Pix price and interest-free installments in the variant’s metadata.br_pricing, stock (availability), images and the URL of its page on the shop.';

const TEXTS: Record<keyof typeof CATALOG_OPERATIONS, ToolText> = {
  search_catalog: {
    title: 'Search wines',
    description: `Search the shop’s wines (UCP dev.ucp.shopping.catalog.search). Put free text (Portuguese works best: "tinto chileno", "malbec") in catalog.query and/or filters in catalog.filters: type (tinto, branco, rosé, espumante…), country, grape, sweetness, occasion, dish, price {min, max} in centavos, in_stock; at least one of query or filters. In stock first, then best rated; 10 a page by default (catalog.pagination.limit, at most 50), the next page with the cursor the answer gives. ${WHAT_A_WINE_SAYS} ${ADULTS_ONLY}`,
  },
  lookup_catalog: {
    title: 'Look up wines by id',
    description: `Look up wines by id (UCP dev.ucp.shopping.catalog.lookup): catalog.ids, up to 50 distinct ids (a wine’s id ends the address of its page). An id with no wine is left out and named in an info message; catalog.filters narrow the result. ${WHAT_A_WINE_SAYS} ${ADULTS_ONLY}`,
  },
  get_product: {
    title: 'Get one wine',
    description: `One wine in full by its id (UCP dev.ucp.shopping.catalog.lookup, get_product): catalog.id. A wine with that id missing is a UCP business error (ucp.status "error", message not_found), not a failure. ${WHAT_A_WINE_SAYS} ${ADULTS_ONLY}`,
  },
};

function catalogTool<Request>(name: keyof typeof CATALOG_OPERATIONS, operation: CatalogOperation<Request>): AgentTool {
  // they read the public catalogue and change nothing
  return defineTool(name, TEXTS[name], toolArgs({ catalog: operation.request }), true, (c, args) => operation.answer(c, args.catalog));
}

export const CATALOG_TOOLS: readonly AgentTool[] = [
  catalogTool('search_catalog', CATALOG_OPERATIONS.search_catalog),
  catalogTool('lookup_catalog', CATALOG_OPERATIONS.lookup_catalog),
  catalogTool('get_product', CATALOG_OPERATIONS.get_product),
];
