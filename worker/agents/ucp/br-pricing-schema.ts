import type { Context } from 'hono';
import { UCP_CAPABILITIES, UCP_PATHS, UCP_VERSION } from '../../../src/contracts/ucp/protocol.ts';
import type { AppEnv } from '../../env.ts';
import { brPricingName } from './profile.ts';
import { shopFacts } from './shop-facts.ts';

const PRICE = 'https://ucp.dev/schemas/shopping/types/price.json';
const VARIANT_PATCH = { $ref: '#/$defs/variant_patch' };

/**
 * The vendor extension's schema (overview "Extensions" and "Schema Composition"): a `$defs` entry
 * per parent capability, composed over the parent's response with `allOf`, typing
 * `variants[].metadata.br_pricing` (worker/agents/ucp/wine-product.ts `brPricing`). The list price
 * needs no extension: it is the variant's native `list_price`.
 */
function brPricingSchema(origin: string, storeName: string) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${origin}${UCP_PATHS.brPricingSchema}`,
    name: brPricingName(origin),
    title: `${storeName}: preço no Pix e parcelamento`,
    description:
      'Pix price and interest-free card installments of each variant, in BRL minor units (centavos). Pix price only when the shop gives a Pix discount; installments up to 6, each at least R$ 50,00.',
    requires: { protocol: { min: UCP_VERSION } },
    $defs: {
      br_pricing: {
        type: 'object',
        required: ['installments'],
        properties: {
          pix_price: { $ref: PRICE },
          installments: {
            type: 'object',
            required: ['count', 'amount', 'total', 'interest_free'],
            properties: {
              count: { type: 'integer', minimum: 1, maximum: 6 },
              amount: { $ref: PRICE },
              total: { $ref: PRICE },
              interest_free: { type: 'boolean' },
            },
          },
        },
      },
      variant_patch: { properties: { metadata: { required: ['br_pricing'], properties: { br_pricing: { $ref: '#/$defs/br_pricing' } } } } },
      [UCP_CAPABILITIES.search]: {
        allOf: [
          { $ref: 'https://ucp.dev/schemas/shopping/catalog_search.json#/$defs/search_response' },
          { properties: { products: { items: { properties: { variants: { items: VARIANT_PATCH } } } } } },
        ],
      },
      [UCP_CAPABILITIES.lookup]: {
        anyOf: [
          {
            allOf: [
              { $ref: 'https://ucp.dev/schemas/shopping/catalog_lookup.json#/$defs/lookup_response' },
              { properties: { products: { items: { properties: { variants: { items: VARIANT_PATCH } } } } } },
            ],
          },
          {
            allOf: [
              { $ref: 'https://ucp.dev/schemas/shopping/catalog_lookup.json#/$defs/get_product_response' },
              { properties: { product: { properties: { variants: { items: VARIANT_PATCH } } } } },
            ],
          },
        ],
      },
    },
  };
}

/** `GET /ucp/schemas/br_pricing.json`: public, like the profile that points at it. */
export function brPricingSchemaDocument(c: Context<AppEnv>): Response {
  const { origin, storeName } = shopFacts(c);
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(brPricingSchema(origin, storeName));
}
