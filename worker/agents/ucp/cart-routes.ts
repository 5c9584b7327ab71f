import { type Context, Hono } from 'hono';
import { cartRequestSchema } from '../../../src/contracts/ucp/cart.ts';
import { UCP_PATHS, UCP_OPERATIONS, UCP_RESOURCES } from '../../../src/contracts/ucp/protocol.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import type { AppEnv } from '../../env.ts';
import { cancelCart, createCart, getCart, updateCart } from './cart/cart-operations.ts';
import { type CheckoutRequest, checkoutRequestSchema, escalateCheckout } from './checkout-escalation.ts';
import { UcpRequestError, ucpJson } from './ucp-answers.ts';
import { readJsonBytes, readUcpBody } from './ucp-request.ts';

/**
 * The cart (cart-rest.md) and the checkout's hand-over (checkout-rest.md) over REST, under the
 * endpoint the profile declares. Each route only carries its call: the operations are in cart/ and
 * checkout-escalation.ts, shared with the MCP tools.
 */

const { carts, checkoutSessions } = UCP_RESOURCES;

/** `POST /carts`: 201 with the cart; 200 with the spec's business error when no wine could go in (no cart made). */
async function createCartOverRest(c: Context<AppEnv>): Promise<Response> {
  const answer = await createCart(c, await readUcpBody(c, cartRequestSchema));
  return ucpJson(c, answer, 'id' in answer ? 201 : 200);
}

/** `GET /carts/{id}`; `?postal_code=` adds the shipping estimate (what the MCP tool estimate_shipping answers). */
async function getCartOverRest(c: Context<AppEnv>): Promise<Response> {
  return ucpJson(c, await getCart(c, c.req.param('id') ?? '', c.req.query('postal_code')));
}

/** `PUT /carts/{id}`: the body's `id`, which the spec requires, must be the path's. */
async function updateCartOverRest(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const request = await readUcpBody(c, cartRequestSchema);
  if (request.id !== undefined && request.id !== id) throw new UcpRequestError(400, 'invalid_request', AGENT_MESSAGES.invalidRequest('id'));
  return ucpJson(c, await updateCart(c, id, request));
}

/** `POST /carts/{id}/cancel`: its body (`{}`, or none) read as any call's (415 for another type, 413 past the limit). */
async function cancelCartOverRest(c: Context<AppEnv>): Promise<Response> {
  await readJsonBytes(c);
  return ucpJson(c, await cancelCart(c, c.req.param('id') ?? ''));
}

export const CART_ROUTES = new Hono<AppEnv>()
  .post(carts, createCartOverRest)
  .get(`${carts}/:id`, getCartOverRest)
  .put(`${carts}/:id`, updateCartOverRest)
  .post(`${carts}/:id/cancel`, cancelCartOverRest);

/** A checkout call's body, when it has one (GET has none; `complete` and `cancel` may send none). */
async function checkoutRequestOf(c: Context<AppEnv>): Promise<CheckoutRequest> {
  if (c.req.method === 'GET' || (await readJsonBytes(c)).byteLength === 0) return {};
  return readUcpBody(c, checkoutRequestSchema);
}

/** `POST /checkout-sessions`: 201, and always `requires_escalation`. */
async function createCheckoutOverRest(c: Context<AppEnv>): Promise<Response> {
  return ucpJson(c, await escalateCheckout(c, await checkoutRequestOf(c)), 201);
}

/** get, update, complete and cancel: the same hand-over, for the checkout the id names. */
async function checkoutCallOverRest(c: Context<AppEnv>): Promise<Response> {
  return ucpJson(c, await escalateCheckout(c, await checkoutRequestOf(c), c.req.param('id')));
}

export const CHECKOUT_ROUTES = new Hono<AppEnv>()
  .post(checkoutSessions, createCheckoutOverRest)
  .get(`${checkoutSessions}/:id`, checkoutCallOverRest)
  .put(`${checkoutSessions}/:id`, checkoutCallOverRest)
  .post(`${checkoutSessions}/:id/complete`, checkoutCallOverRest)
  .post(`${checkoutSessions}/:id/cancel`, checkoutCallOverRest);

/** The REST binding's paths and the methods each takes, for telling a wrong method (405) from an unknown path (404). */
const KNOWN_PATHS: ReadonlyArray<{ path: RegExp; allow: string }> = [
  ...Object.values(UCP_OPERATIONS).map((operation) => ({ path: new RegExp(`^${UCP_PATHS.rest}${operation}$`), allow: 'POST' })),
  { path: new RegExp(`^${UCP_PATHS.rest}(${carts}|${checkoutSessions})$`), allow: 'POST' },
  { path: new RegExp(`^${UCP_PATHS.rest}(${carts}|${checkoutSessions})/[^/]+$`), allow: 'GET, PUT' },
  { path: new RegExp(`^${UCP_PATHS.rest}(${carts}/[^/]+/cancel|${checkoutSessions}/[^/]+/(complete|cancel))$`), allow: 'POST' },
];

export function allowedMethods(path: string): string | undefined {
  return KNOWN_PATHS.find((known) => known.path.test(path))?.allow;
}
