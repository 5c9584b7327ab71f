import type { Context } from 'hono';
import { CART_PERMALINK_LIMITS, CART_PERMALINK_PATH, COUPON_QUERY_PARAM } from '../../../src/contracts/cart-permalink.ts';
import { UCP_CAPABILITIES, UCP_PATHS, UCP_VERSION } from '../../../src/contracts/ucp/protocol.ts';
import type { AppEnv } from '../../env.ts';
import { shopFacts } from './shop-facts.ts';

/**
 * The discovery profile (UCP overview "Profile Structure", discovery/profile_schema.json
 * `business_profile`) and the schema of the shop's vendor extension.
 */

const SPEC = `https://ucp.dev/${UCP_VERSION}`;

/** overview "Profile Requirements > Hosting": public, at least 60 s, never private/no-store/no-cache. */
const PROFILE_CACHE = 'public, max-age=300';

/** A profile entry's name pattern (types/reverse_domain_name.json). */
const REVERSE_DOMAIN_NAME = /^[a-z][a-z0-9]*(?:\.[a-z][a-z0-9_]*)+$/;

/**
 * A vendor capability's name: the shop's host, reversed, owns it (overview "Namespace
 * Governance": a name's authority is the origin of its spec and schema), so `loja.com.br` names
 * `br.com.loja.shopping.br_pricing`. A host that makes no valid name (an IP address) declares none;
 * the figures still travel in each variant's metadata, and every cart still carries its link.
 */
function vendorName(origin: string, capability: 'br_pricing' | 'cart_permalink'): string | undefined {
  const labels = new URL(origin).hostname
    .split('.')
    .reverse()
    .map((label) => label.replaceAll('-', '_'));
  const name = [...labels, 'shopping', capability].join('.');
  return REVERSE_DOMAIN_NAME.test(name) ? name : undefined;
}

export function brPricingName(origin: string): string | undefined {
  return vendorName(origin, 'br_pricing');
}

export function cartPermalinkName(origin: string): string | undefined {
  return vendorName(origin, 'cart_permalink');
}

/**
 * The cart permalink as a capability (docs/assistants.md "Permalink"): 2026-04-08 has none (UCP's
 * `dev.ucp.shopping.permalink` is a draft), so the shop declares its own, in the draft's shape
 * (`config.endpoint`, pairs `id:quantity`), extending the cart whose `continue_url` it is.
 */
function cartPermalinkCapability(origin: string) {
  const schema = `${origin}${UCP_PATHS.permalinkSchema}`;
  return [
    {
      version: UCP_VERSION,
      spec: schema,
      schema,
      extends: UCP_CAPABILITIES.cart,
      config: {
        endpoint: `${origin}${CART_PERMALINK_PATH}`,
        coupon_parameter: COUPON_QUERY_PARAM,
        max_lines: CART_PERMALINK_LIMITS.maxLines,
        max_quantity: CART_PERMALINK_LIMITS.maxQuantity,
      },
    },
  ];
}

function capability(doc: string, schema: string, extendsName?: string) {
  return [
    {
      version: UCP_VERSION,
      spec: `${SPEC}/specification/${doc}`,
      schema: `${SPEC}/schemas/shopping/${schema}.json`,
      ...(extendsName ? { extends: extendsName } : {}),
    },
  ];
}

/**
 * What the shop declares. The 2026-04-08 profile has no field for a shop's name, currency or
 * country: prices say their currency (`BRL` on every price), each variant names its seller
 * (`seller.name`, STORE_NAME, with the shop's policies), and the vendor extension's `config`
 * repeats them for an agent that reads it (docs/assistants.md "Profile").
 */
function businessProfile(origin: string, storeName: string) {
  const extension = brPricingName(origin);
  const permalink = cartPermalinkName(origin);
  return {
    ucp: {
      version: UCP_VERSION,
      services: {
        'dev.ucp.shopping': [
          {
            version: UCP_VERSION,
            spec: `${SPEC}/specification/overview`,
            transport: 'rest',
            schema: `${SPEC}/services/shopping/rest.openapi.json`,
            endpoint: `${origin}${UCP_PATHS.rest}`,
          },
          {
            version: UCP_VERSION,
            spec: `${SPEC}/specification/overview`,
            transport: 'mcp',
            schema: `${SPEC}/services/shopping/mcp.openrpc.json`,
            endpoint: `${origin}${UCP_PATHS.mcp}`,
          },
        ],
      },
      capabilities: {
        [UCP_CAPABILITIES.search]: capability('catalog/search', 'catalog_search'),
        [UCP_CAPABILITIES.lookup]: capability('catalog/lookup', 'catalog_lookup'),
        [UCP_CAPABILITIES.cart]: capability('cart', 'cart'),
        [UCP_CAPABILITIES.discount]: capability('discount', 'discount', UCP_CAPABILITIES.cart),
        // Declared so an agent asks; every call answers requires_escalation (checkout-escalation.ts).
        [UCP_CAPABILITIES.checkout]: capability('checkout', 'checkout'),
        ...(permalink && { [permalink]: cartPermalinkCapability(origin) }),
        ...(extension && {
          [extension]: [
            {
              version: UCP_VERSION,
              spec: `${origin}${UCP_PATHS.brPricingSchema}`,
              schema: `${origin}${UCP_PATHS.brPricingSchema}`,
              extends: [UCP_CAPABILITIES.search, UCP_CAPABILITIES.lookup],
              config: { store_name: storeName, currency: 'BRL', country: 'BR', language: 'pt-BR' },
            },
          ],
        }),
      },
      // Required, and may be empty: no agent pays here (checkout always hands over to the site).
      payment_handlers: {},
    },
  };
}

/** `GET /.well-known/ucp`: the same for everyone, so public and cacheable; no redirect on the way. */
export function discoveryProfile(c: Context<AppEnv>): Response {
  const { origin, storeName } = shopFacts(c);
  c.header('Cache-Control', PROFILE_CACHE);
  return c.json(businessProfile(origin, storeName));
}
