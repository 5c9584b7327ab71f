import { z } from 'zod/mini';
import { cartRequestSchema } from '../../../src/contracts/ucp/cart.ts';
import { cancelCart, createCart, getCart, updateCart } from '../ucp/cart/cart-operations.ts';
import { ADULTS_ONLY, type AgentTool, defineTool, toolArgs } from './agent-tool.ts';

/**
 * The cart as MCP tools (UCP cart-mcp.md): `cart` is the REST body (without `id`, which travels
 * beside it), and each tool answers what its REST route answers. estimate_shipping is the shop's:
 * get_cart with a CEP.
 */

const cartId = () => z.string().check(z.minLength(1), z.maxLength(200));

const WHAT_A_CART_SAYS =
  'The answer is a UCP cart: line_items with unit prices in centavos, totals (subtotal, coupon discount, shipping estimate when a CEP was given, total), messages (a wine left out, a quantity lowered to the stock, a coupon refused) and continue_url: a link the person opens to find these wines and the coupon in their own cart on the shop’s site, where they finish. Carts belong to no account and hold nothing personal.';

const LINES =
  'cart.line_items: [{item: {id: a wine’s id from the catalog}, quantity: 1 to 99}], at most 30 lines; cart.discounts.codes: [one coupon code] ([] removes it); cart.context.postal_code: a Brazilian CEP for a shipping estimate (not kept on the cart).';

export const CART_TOOLS: readonly AgentTool[] = [
  defineTool(
    'create_cart',
    { title: 'Create a cart', description: `Create a cart with wines (UCP dev.ucp.shopping.cart create_cart). ${LINES} ${WHAT_A_CART_SAYS} ${ADULTS_ONLY}` },
    toolArgs({ cart: cartRequestSchema }),
    false,
    (c, args) => createCart(c, args.cart),
  ),
  defineTool(
    'get_cart',
    { title: 'Get a cart', description: `A cart as it stands, by the id create_cart answered (UCP get_cart). ${WHAT_A_CART_SAYS}` },
    toolArgs({ id: cartId() }),
    true,
    (c, args) => getCart(c, args.id),
  ),
  defineTool(
    'update_cart',
    {
      title: 'Update a cart',
      description: `Replace a cart’s lines (UCP update_cart: full replacement; an empty list empties it), and set or remove its coupon. ${LINES} ${WHAT_A_CART_SAYS} ${ADULTS_ONLY}`,
    },
    toolArgs({ id: cartId(), cart: cartRequestSchema }),
    false,
    (c, args) => updateCart(c, args.id, args.cart),
  ),
  defineTool(
    'estimate_shipping',
    {
      title: 'Estimate shipping',
      description: `The cart with the cheapest delivery to a Brazilian CEP as its shipping estimate (a fulfillment total); the person picks the delivery at checkout. Arguments: id (the cart), postal_code (8 digits, with or without the hyphen; not kept on the cart). ${WHAT_A_CART_SAYS}`,
    },
    toolArgs({ id: cartId(), postal_code: z.string().check(z.maxLength(20)) }),
    // the commerce service records the quotes it makes, as for a shopper's
    false,
    (c, args) => getCart(c, args.id, args.postal_code),
  ),
  defineTool(
    'cancel_cart',
    { title: 'Cancel a cart', description: `Cancel a cart (UCP cancel_cart): answers the cart as it was; afterwards its id is not found. ${WHAT_A_CART_SAYS}` },
    toolArgs({ id: cartId() }),
    false,
    (c, args) => cancelCart(c, args.id),
  ),
];
