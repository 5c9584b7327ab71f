import type { Context } from 'hono';
import { z } from 'zod/mini';
import type { AppEnv } from '../../env.ts';
import { CATALOG_OPERATIONS, type CatalogOperation } from '../ucp/catalog-operations.ts';
import { parseUcpRequest } from '../ucp/ucp-request.ts';

/**
 * The catalog as MCP tools (UCP catalog/mcp.md): one tool per operation, named as the spec's
 * OpenRPC methods (mcp.openrpc.json), its arguments `{meta, catalog}` where `catalog` is the very
 * request the REST binding reads. Built once per isolate: the list is the same for every caller
 * and holds nothing of a request, so `tools/list` is answered from memory.
 */

/**
 * mcp.openrpc.json `meta`: the agent's profile (the REST binding's `UCP-Agent` header) and an
 * idempotency key. Accepted and not read, as REST reads no `UCP-Agent`: no agent profile is
 * fetched (docs/assistants.md "Negotiation"), so it is optional here too.
 */
const metaSchema = z.looseObject({
  'ucp-agent': z.optional(z.looseObject({ profile: z.string() })),
  'idempotency-key': z.optional(z.string()),
});

/** Said by every tool: the person buys, on the site, after confirming their own age. */
const ADULTS_ONLY =
  'Wine is sold to adults (18+) only. No tool buys or places an order: the person finishes on the shop’s site, where they confirm their own age and pay.';

/** The figures every catalog answer carries, said once for the three tools. */
const WHAT_A_WINE_SAYS =
  'Each product is a UCP product with one variant: price and list price in centavos (BRL minor units), the Pix price and interest-free installments in the variant’s metadata.br_pricing, stock (availability), images and the URL of its page on the shop.';

interface CatalogToolText {
  title: string;
  description: string;
}

const TEXTS: Record<keyof typeof CATALOG_OPERATIONS, CatalogToolText> = {
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

export interface CatalogTool {
  /** As `tools/list` shows it (MCP "Tools": name, title, description, inputSchema, annotations). */
  listing: {
    name: string;
    title: string;
    description: string;
    inputSchema: { type: 'object'; [key: string]: unknown };
    annotations: { readOnlyHint: true; idempotentHint: true; destructiveHint: false; openWorldHint: false };
  };
  /**
   * The call: the arguments read with the schema `inputSchema` was made from (400
   * `invalid_request` naming the fields that do not fit), then the REST binding's operation.
   */
  call: (c: Context<AppEnv>, args: unknown) => Promise<object>;
}

function catalogTool<Request>(name: keyof typeof CATALOG_OPERATIONS, operation: CatalogOperation<Request>): CatalogTool {
  const args = z.looseObject({ meta: z.optional(metaSchema), catalog: operation.request });
  const { $schema: _dialect, ...inputSchema } = z.toJSONSchema(args, { io: 'input' });
  return {
    listing: {
      name,
      ...TEXTS[name],
      inputSchema: { ...inputSchema, type: 'object' },
      // they read the public catalogue and change nothing
      annotations: { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false },
    },
    call: (c, given) => operation.answer(c, parseUcpRequest(args, given).catalog),
  };
}

/** By name; the cart's tools (create_cart, get_cart, update_cart, estimate_shipping) join with the cart. */
export const CATALOG_TOOLS: ReadonlyMap<string, CatalogTool> = new Map([
  ['search_catalog', catalogTool('search_catalog', CATALOG_OPERATIONS.search_catalog)],
  ['lookup_catalog', catalogTool('lookup_catalog', CATALOG_OPERATIONS.lookup_catalog)],
  ['get_product', catalogTool('get_product', CATALOG_OPERATIONS.get_product)],
]);

/** `tools/list`'s answer, the same for everyone. */
export const CATALOG_TOOL_LIST = [...CATALOG_TOOLS.values()].map((tool) => tool.listing);
