import type { Context } from 'hono';
import { UCP_PATHS, UCP_VERSION } from '../../../src/contracts/ucp/protocol.ts';
import type { AppEnv } from '../../env.ts';
import { cartPermalinkName } from './profile.ts';
import { shopFacts } from './shop-facts.ts';

/**
 * The cart-permalink capability's spec and schema in one document: what its `config` says and how
 * a link is written (src/contracts/cart-permalink.ts), for an agent that builds one itself rather
 * than taking a cart's `continue_url`.
 */
function cartPermalinkSchema(origin: string, storeName: string) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${origin}${UCP_PATHS.permalinkSchema}`,
    name: cartPermalinkName(origin),
    title: `${storeName}: carrinho em um link`,
    description:
      'GET {endpoint}/{id}:{quantity},{id}:{quantity}[?{coupon_parameter}=CODE] opened in the person’s browser puts those wines (ids as catalog answers give them) in their own cart at the shop and opens it; it never places an order. Pairs that do not fit (not id:quantity, a quantity of 0 or past max_quantity, past max_lines, an unknown wine) are left out and the person is told. Every cart’s continue_url is such a link.',
    requires: { protocol: { min: UCP_VERSION } },
    $defs: {
      config: {
        type: 'object',
        required: ['endpoint', 'coupon_parameter', 'max_lines', 'max_quantity'],
        properties: {
          endpoint: { type: 'string', format: 'uri' },
          coupon_parameter: { type: 'string' },
          max_lines: { type: 'integer', minimum: 1 },
          max_quantity: { type: 'integer', minimum: 1 },
        },
      },
    },
  };
}

/** `GET /ucp/schemas/cart_permalink.json`: public, like the profile that points at it. */
export function cartPermalinkSchemaDocument(c: Context<AppEnv>): Response {
  const { origin, storeName } = shopFacts(c);
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(cartPermalinkSchema(origin, storeName));
}
