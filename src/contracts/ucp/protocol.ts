import { CART_PERMALINK_LIMITS } from '../cart-permalink.ts';
/**
 * The Universal Commerce Protocol as this shop speaks it (docs/assistants.md): one pinned release,
 * its wire names, and the shapes of what the shop answers. Responses are typed here and checked
 * in tests against the release's own JSON Schemas (worker/agents/ucp/test/schemas/), which are
 * the contract: a second copy of them in zod could only drift.
 */

/**
 * UCP overview "Versioning": a business advertises dated releases only, never "draft". Every
 * profile entry and every answer's `ucp.version` carry this one.
 */
export const UCP_VERSION = '2026-04-08';

/** Where agents find the shop (overview "Profile Requirements > Hosting": `/.well-known/ucp`) and its bindings. */
export const UCP_PATHS = {
  profile: '/.well-known/ucp',
  /** The REST binding's endpoint: the spec's paths (`/catalog/search`…) are appended to it. */
  rest: '/ucp/v1',
  /** The schema of the shop's one vendor extension (Pix price and installments on each variant). */
  brPricingSchema: '/ucp/schemas/br_pricing.json',
  /** The schema of the shop's cart-permalink capability (the link a cart's continue_url is). */
  permalinkSchema: '/ucp/schemas/cart_permalink.json',
  /** The MCP binding's endpoint (catalog/mcp.md): one streamable-HTTP endpoint for every tool. */
  mcp: '/mcp',
} as const;

/** The REST binding's catalog operations (rest.openapi.json: search_catalog, lookup_catalog, get_product). */
export const UCP_OPERATIONS = {
  search: '/catalog/search',
  lookup: '/catalog/lookup',
  product: '/catalog/product',
} as const;

/** The REST binding's cart and checkout resources (cart-rest.md, checkout-rest.md): `/carts/{id}`, `/checkout-sessions/{id}`. */
export const UCP_RESOURCES = {
  carts: '/carts',
  checkoutSessions: '/checkout-sessions',
} as const;

/** The capabilities the profile declares. */
export const UCP_CAPABILITIES = {
  search: 'dev.ucp.shopping.catalog.search',
  /** catalog/lookup "Lookup": one capability for lookup_catalog and get_product. */
  lookup: 'dev.ucp.shopping.catalog.lookup',
  cart: 'dev.ucp.shopping.cart',
  /** discount.md: coupon codes on the cart (`discounts.codes`). */
  discount: 'dev.ucp.shopping.discount',
  /** Declared so an agent asks, and always told to hand over to the site (docs/assistants.md "Checkout"). */
  checkout: 'dev.ucp.shopping.checkout',
} as const;

export type UcpCapabilityName = (typeof UCP_CAPABILITIES)[keyof typeof UCP_CAPABILITIES];

/** Limits of the agent-facing API. */
export const UCP_LIMITS = {
  /** pagination.json: `limit` defaults to 10; a larger one is clamped silently (catalog/search "Pagination"). */
  defaultPageSize: 10,
  maxPageSize: 50,
  /** catalog/lookup: a larger batch is refused with 400 `request_too_large`. */
  maxLookupIds: 50,
  /** A request body past this is refused (413) without being read whole. */
  maxBodyBytes: 16 * 1024,
  maxQueryLength: 500,
  /** A cart's lines, and one line's quantity: the cart permalink's bounds, so every cart an agent builds fits in a link. */
  maxCartLines: CART_PERMALINK_LIMITS.maxLines,
  maxLineQuantity: CART_PERMALINK_LIMITS.maxQuantity,
} as const;

/** types/price.json: an amount in minor units (centavos) and its ISO 4217 currency. */
export interface UcpPrice {
  amount: number;
  currency: 'BRL';
}

/** types/message_*.json, the kinds the catalog answers carry. */
export type UcpMessage =
  | { type: 'info'; code?: string; content: string; path?: string }
  | { type: 'warning'; code: string; content: string; path?: string }
  | { type: 'error'; code: string; content: string; severity: 'recoverable' | 'unrecoverable' | 'requires_buyer_input'; path?: string };

/** ucp.json `response_catalog_schema`: the version and the capabilities active for this answer. */
export interface UcpResponseMeta {
  version: typeof UCP_VERSION;
  status?: 'success' | 'error';
  capabilities: Partial<Record<UcpCapabilityName, { version: typeof UCP_VERSION }[]>>;
  /** ucp.json `response_checkout_schema`: required on a checkout answer; empty, no agent pays here. */
  payment_handlers?: Record<string, never>;
}

/**
 * Transport errors (cart-rest / checkout-rest "Error Responses"): an HTTP status with
 * `{code, content}`; business outcomes are HTTP 200 with `ucp.status: "error"` and messages.
 */
export interface UcpTransportError {
  code: string;
  content: string;
}
