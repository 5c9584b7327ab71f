import type { Context } from 'hono';
import { z } from 'zod/mini';
import type { Checkout } from '../../../src/contracts/graphql/checkout-data.ts';
import { cartLinesSchema, type UcpEscalatedCheckout } from '../../../src/contracts/ucp/cart.ts';
import { UCP_CAPABILITIES, UCP_VERSION, type UcpMessage } from '../../../src/contracts/ucp/protocol.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import { cartAnswer } from './cart/cart-answer.ts';
import { openAgentCart } from './cart/cart-operations.ts';
import { resolveCartLines } from './cart/cart-lines.ts';
import { shopFacts } from './shop-facts.ts';
import type { AppEnv } from '../../env.ts';

/**
 * Checkout, for an agent, always hands over to the site (docs/assistants.md "Checkout"; UCP
 * checkout.md "requires_escalation"): wine is sold to adults only, and only the person can
 * confirm their age (ECA Digital) and pay. Every checkout-session call (create, get, update,
 * complete, cancel) answers `requires_escalation` with the cart's `continue_url`; nothing here
 * creates, changes or pays an order, or a checkout: the answer is computed, never stored.
 */

/** What a checkout call may name: the agent's cart (cart.json `checkout.cart_id`) or lines; the rest is not read. */
export const checkoutRequestSchema = z.looseObject({
  cart_id: z.optional(z.string().check(z.maxLength(200))),
  line_items: z.optional(cartLinesSchema),
});

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** A checkout's id names the cart it was asked for, so a later call on it hands over the same wines. */
const CHECKOUT_PREFIX = 'chk_';

const handOver: UcpMessage = { type: 'error', code: 'requires_escalation', severity: 'requires_buyer_input', content: AGENT_MESSAGES.checkoutOnSite };

/** The lines an agent named without a cart, as a checkout that exists nowhere (prices from the catalogue). */
async function unsavedCheckout(c: Context<AppEnv>, lines: NonNullable<CheckoutRequest['line_items']>): Promise<{ checkout: Checkout; messages: UcpMessage[] }> {
  const resolved = await resolveCartLines(c, lines);
  const subtotal = resolved.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    messages: resolved.messages,
    checkout: {
      checkoutId: '',
      completed: false,
      coupon: null,
      couponDiscount: 0,
      subtotal,
      shippingFee: 0,
      total: subtotal,
      cep: null,
      url: null,
      updateDate: '',
      products: resolved.items.map((item) => ({
        productId: item.wake_product_id,
        productVariantId: item.wake_wine_id,
        name: item.name,
        sku: item.sku,
        quantity: item.quantity,
        price: item.price,
        listPrice: item.price,
        imageUrl: item.url_media,
        url: null,
      })),
      metadata: null,
      orders: null,
      selectedShipping: null,
    },
  };
}

function escalated(c: Context<AppEnv>, id: string, source: { checkout: Checkout; messages: UcpMessage[] }): UcpEscalatedCheckout {
  const {
    ucp: _cartMeta,
    discounts: _discounts,
    ...cart
  } = cartAnswer(shopFacts(c), { cartId: id, checkout: source.checkout, wines: new Map(), messages: [handOver, ...source.messages] });
  return {
    ucp: { version: UCP_VERSION, capabilities: { [UCP_CAPABILITIES.checkout]: [{ version: UCP_VERSION }] }, payment_handlers: {} },
    ...cart,
    status: 'requires_escalation',
  };
}

/**
 * Any checkout-session call: the cart it names (its `cart_id`, or the cart behind a checkout id
 * this answered before) or the lines it lists, handed over to the site. An id or cart the shop
 * does not know hands over an empty cart: the person starts at the shop.
 */
export async function escalateCheckout(c: Context<AppEnv>, request: CheckoutRequest, checkoutId?: string): Promise<UcpEscalatedCheckout> {
  const cartId = request.cart_id ?? (checkoutId?.startsWith(CHECKOUT_PREFIX) ? checkoutId.slice(CHECKOUT_PREFIX.length) : undefined);
  const cart = cartId ? await openAgentCart(c, cartId) : null;
  if (cart) return escalated(c, `${CHECKOUT_PREFIX}${cartId}`, { checkout: cart, messages: [] });
  // an id that names no cart of ours is not repeated (nothing the caller sent comes back): a new one
  const unsaved = await unsavedCheckout(c, request.line_items ?? []);
  return escalated(c, `${CHECKOUT_PREFIX}${crypto.randomUUID()}`, unsaved);
}
