import type { Context } from 'hono';
import type { Checkout, ShippingQuote } from '../../../../src/contracts/graphql/checkout-data.ts';
import { ERROR_CODES } from '../../../../src/contracts/graphql/error-codes.ts';
import type { CartRequest, UcpCart } from '../../../../src/contracts/ucp/cart.ts';
import { UCP_CAPABILITIES, type UcpMessage } from '../../../../src/contracts/ucp/protocol.ts';
import type { WineCard } from '../../../../src/contracts/wine.ts';
import { AGENT_MESSAGES } from '../../../../src/core/messages/pt-BR-agents.ts';
import type { AppEnv } from '../../../env.ts';
import { linesOf } from '../../../../src/features/cart/cart-sync-plan.ts';
import { pageData } from '../../../render/page-data.ts';
import { shopFacts } from '../shop-facts.ts';
import { businessError, UcpRequestError } from '../ucp-answers.ts';
import type { UcpErrorResponse } from '../../../../src/contracts/ucp/catalog.ts';
import { limitCouponAttempt } from '../agent-rate-limit.ts';
import { agentCartId, checkoutIdOf } from './agent-cart-id.ts';
import { cartAnswer } from './cart-answer.ts';
import { withCartWrite } from './cart-lock.ts';
import { resolveCartLines } from './cart-lines.ts';
import {
  addCoupon,
  CheckoutRefusal,
  createCheckout,
  isCanceled,
  markCanceled,
  readCheckout,
  removeCoupon,
  setCheckoutLines,
  shippingQuotes,
} from './commerce-cart.ts';

/**
 * The cart operations (UCP cart.md: create_cart, get_cart, update_cart; and the shop's
 * estimate_shipping), each a function from its parsed request to the UCP body, which the REST
 * binding (ucp-routes.ts) and the MCP tools (../../mcp/) answer alike.
 */

/**
 * What agents' cart ids are signed with (agent-cart-id.ts derives the key): the back office's API
 * token, a secret every deployment has (wrangler.toml `[secrets] required`) that leaves the shop's
 * own Workers for no one; the store's access token also travels to a hosted commerce service.
 */
function cartSecret(c: Context<AppEnv>): string {
  const secret = c.env.ADMIN_API_TOKEN;
  if (!secret) throw new Error('ADMIN_API_TOKEN is not set: agents’ cart ids cannot be signed');
  return secret;
}

/** A cart id this shop did not give is no cart of the caller's: 404, nothing read (docs/assistants.md "Cart over REST"). */
async function ownCheckoutId(c: Context<AppEnv>, cartId: string): Promise<string> {
  const checkoutId = await checkoutIdOf(cartSecret(c), cartId.trim());
  if (!checkoutId) throw new UcpRequestError(404, 'not_found', AGENT_MESSAGES.cartNotFound);
  return checkoutId;
}

/** cart.md "Not found": a cart that is gone, or already bought, is HTTP 200 with `ucp.status: "error"`. */
function cartGone(c: Context<AppEnv>): UcpErrorResponse {
  return {
    ...businessError(UCP_CAPABILITIES.cart, [{ type: 'error', code: 'not_found', severity: 'unrecoverable', content: AGENT_MESSAGES.cartGone }]),
    continue_url: shopFacts(c).origin,
  };
}

function isOpen(checkout: Checkout): boolean {
  return !checkout.completed && !isCanceled(checkout) && !(checkout.orders ?? []).some((order) => order?.orderStatus === 'PAID');
}

/** The checkout behind a valid id, or null when the service no longer has it open. */
async function openCheckout(c: Context<AppEnv>, checkoutId: string): Promise<Checkout | null> {
  try {
    const checkout = await readCheckout(c, checkoutId);
    return isOpen(checkout) ? checkout : null;
  } catch (error) {
    const gone: (string | undefined)[] = [ERROR_CODES.checkoutNotFound, ERROR_CODES.checkoutGet, ERROR_CODES.checkoutCompleted, ERROR_CODES.checkoutForbidden];
    if (error instanceof CheckoutRefusal && gone.includes(error.code)) return null;
    throw error;
  }
}

/**
 * The open checkout behind a cart id this shop gave, or null (an id it did not give, a cart gone
 * or bought), for the checkout's hand-over (../checkout-escalation.ts), which refuses nothing.
 */
export async function openAgentCart(c: Context<AppEnv>, cartId: string): Promise<Checkout | null> {
  const checkoutId = await checkoutIdOf(cartSecret(c), cartId.trim());
  return checkoutId ? openCheckout(c, checkoutId) : null;
}

/** discount.md: the first code is the coupon (the service takes one); `[]` removes it; none given leaves it. */
async function applyDiscounts(
  c: Context<AppEnv>,
  checkout: Checkout,
  codes: readonly string[] | undefined,
): Promise<{ checkout: Checkout; messages: UcpMessage[] }> {
  if (codes === undefined) return { checkout, messages: [] };
  const messages: UcpMessage[] = codes.slice(1).map((_, index) => ({
    type: 'warning',
    code: 'discount_code_combination_disallowed',
    path: `$.discounts.codes[${index + 1}]`,
    content: AGENT_MESSAGES.oneCouponOnly,
  }));
  const wanted = codes[0]?.trim();
  if (!wanted) return { checkout: checkout.coupon ? await removeCoupon(c, checkout.checkoutId) : checkout, messages };
  if (wanted.toLowerCase() === checkout.coupon?.toLowerCase()) return { checkout, messages };
  try {
    return { checkout: await addCoupon(c, checkout.checkoutId, wanted), messages };
  } catch (error) {
    if (!(error instanceof CheckoutRefusal) || (error.code !== ERROR_CODES.couponInvalid && error.code !== ERROR_CODES.couponNotApplicable)) throw error;
    const code = error.code === ERROR_CODES.couponInvalid ? 'discount_code_invalid' : 'discount_code_user_ineligible';
    const content = error.code === ERROR_CODES.couponInvalid ? AGENT_MESSAGES.couponInvalid : AGENT_MESSAGES.couponNotApplicable;
    return { checkout, messages: [...messages, { type: 'warning', code, path: '$.discounts.codes[0]', content }] };
  }
}

const CEP = /^\d{8}$/;

/** The cheapest delivery (not a pickup) to `postalCode`, or why there is no estimate (context.json: a signal, never a refusal). */
async function estimateFor(
  c: Context<AppEnv>,
  checkout: Checkout,
  context: CartRequest['context'],
): Promise<{ estimate?: ShippingQuote; messages: UcpMessage[] }> {
  if (!context?.postal_code) return { messages: [] };
  if (context.address_country && context.address_country.toUpperCase() !== 'BR') {
    return { messages: [{ type: 'warning', code: 'unsupported_country', path: '$.context.address_country', content: AGENT_MESSAGES.brazilOnly }] };
  }
  const cep = context.postal_code.replace(/\D/g, '');
  const invalid: UcpMessage = { type: 'warning', code: 'invalid_postal_code', path: '$.context.postal_code', content: AGENT_MESSAGES.invalidCep };
  if (!CEP.test(cep)) return { messages: [invalid] };
  if ((checkout.products ?? []).length === 0) return { messages: [] };
  try {
    const deliveries = (await shippingQuotes(c, checkout.checkoutId, cep)).filter((quote) => quote.type !== 'Retirada');
    const cheapest = deliveries.sort((a, b) => a.value - b.value)[0];
    return cheapest
      ? { estimate: cheapest, messages: [] }
      : { messages: [{ type: 'warning', code: 'address_undeliverable', path: '$.context.postal_code', content: AGENT_MESSAGES.noDelivery }] };
  } catch (error) {
    if (error instanceof CheckoutRefusal && error.code === ERROR_CODES.cepInvalid) return { messages: [invalid] };
    throw error;
  }
}

async function winesOf(c: Context<AppEnv>, checkout: Checkout, known: readonly WineCard[]): Promise<Map<number, WineCard>> {
  const byId = new Map(known.map((wine) => [wine.id, wine]));
  const missing = (checkout.products ?? []).flatMap((line) => (line && !byId.has(line.productId) ? [line.productId] : []));
  if (missing.length > 0) for (const wine of await pageData(c).catalogue.winesByIds(missing)) byId.set(wine.id, wine);
  return byId;
}

async function answerFor(
  c: Context<AppEnv>,
  checkout: Checkout,
  messages: UcpMessage[],
  context: CartRequest['context'],
  known: readonly WineCard[] = [],
): Promise<UcpCart> {
  const [shipping, wines] = await Promise.all([estimateFor(c, checkout, context), winesOf(c, checkout, known)]);
  return cartAnswer(shopFacts(c), {
    cartId: await agentCartId(cartSecret(c), checkout.checkoutId),
    checkout,
    wines,
    messages: [...messages, ...shipping.messages],
    ...(shipping.estimate ? { estimate: shipping.estimate } : {}),
  });
}

/**
 * create_cart (REST `POST /ucp/v1/carts`, 201): a checkout on the commerce service holding the
 * wines that can be had; when none can, the spec's business error and no cart.
 */
export async function createCart(c: Context<AppEnv>, request: CartRequest): Promise<UcpCart | UcpErrorResponse> {
  if (request.line_items.length === 0) throw new UcpRequestError(400, 'invalid_request', AGENT_MESSAGES.invalidRequest('line_items'));
  await limitCouponAttempt(c, request.discounts?.codes, null);
  const lines = await resolveCartLines(c, request.line_items);
  if (lines.items.length === 0) {
    return businessError(
      'dev.ucp.shopping.cart',
      lines.messages.map((message) => (message.type === 'error' ? { ...message, severity: 'unrecoverable' as const } : message)),
    );
  }
  const created = await createCheckout(c, linesOf(lines.items));
  // the lines are in; this writes each line's spec §3 metadata, as the storefront's sync does
  const filled = await setCheckoutLines(c, created, lines.items);
  const discounted = await applyDiscounts(c, filled, request.discounts?.codes);
  return answerFor(c, discounted.checkout, [...lines.messages, ...discounted.messages], request.context, lines.wines);
}

/** get_cart (REST `GET /ucp/v1/carts/{id}`); with a CEP (`estimate_shipping`, or `?postal_code=`), its delivery estimate too. */
export async function getCart(c: Context<AppEnv>, cartId: string, postalCode?: string): Promise<UcpCart | UcpErrorResponse> {
  const checkout = await openCheckout(c, await ownCheckoutId(c, cartId));
  if (!checkout) return cartGone(c);
  return answerFor(c, checkout, [], postalCode === undefined ? undefined : { postal_code: postalCode });
}

/**
 * update_cart (REST `PUT /ucp/v1/carts/{id}`): the lines replaced by the request's (cart.json
 * "Full replacement on update"; none empties the cart), the coupon as `discounts` says.
 */
export async function updateCart(c: Context<AppEnv>, cartId: string, request: CartRequest): Promise<UcpCart | UcpErrorResponse> {
  const checkoutId = await ownCheckoutId(c, cartId);
  return withCartWrite(c, checkoutId, async () => {
    const checkout = await openCheckout(c, checkoutId);
    if (!checkout) return cartGone(c);
    await limitCouponAttempt(c, request.discounts?.codes, checkout.coupon);
    const lines = await resolveCartLines(c, request.line_items);
    const filled = await setCheckoutLines(c, checkout, lines.items);
    const discounted = await applyDiscounts(c, filled, request.discounts?.codes);
    return answerFor(c, discounted.checkout, [...lines.messages, ...discounted.messages], request.context, lines.wines);
  });
}

/**
 * cancel_cart (REST `POST /ucp/v1/carts/{id}/cancel`): the cart as it was, and afterwards gone
 * (cart.md: later calls answer `not_found`). The commerce service keeps no agent's cart for long:
 * the checkout is marked, and every agent route treats a marked checkout as gone.
 */
export async function cancelCart(c: Context<AppEnv>, cartId: string): Promise<UcpCart | UcpErrorResponse> {
  const checkoutId = await ownCheckoutId(c, cartId);
  return withCartWrite(c, checkoutId, async () => {
    const checkout = await openCheckout(c, checkoutId);
    if (!checkout) return cartGone(c);
    const before = await answerFor(c, checkout, [], undefined);
    await markCanceled(c, checkout.checkoutId);
    return before;
  });
}
