import { type Context, Hono } from 'hono';
import { UCP_PATHS } from '../../../src/contracts/ucp/protocol.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import type { AppEnv } from '../../env.ts';
import { brPricingSchemaDocument } from './br-pricing-schema.ts';
import { cartPermalinkSchemaDocument } from './cart-permalink-schema.ts';
import { agentRateLimit } from './agent-rate-limit.ts';
import { CATALOG_OPERATIONS, type CatalogOperation } from './catalog-operations.ts';
import { discoveryProfile } from './profile.ts';
import { allowedMethods, CART_ROUTES, CHECKOUT_ROUTES } from './cart-routes.ts';
import { idempotentPosts } from '../idempotency/idempotent-posts.ts';
import { refusalOf, transportError, UcpRequestError, ucpJson } from './ucp-answers.ts';
import { readUcpBody } from './ucp-request.ts';

/** A catalog operation over REST: its body read and checked, its UCP body answered as JSON. */
function restBinding<Request>(operation: CatalogOperation<Request>) {
  return async function answerOverRest(c: Context<AppEnv>): Promise<Response> {
    return ucpJson(c, await operation.answer(c, await readUcpBody(c, operation.request)));
  };
}

/** Anything else under /ucp: 405 for a known path asked with another method, else 404. */
async function unknownOperation(c: Context<AppEnv>): Promise<Response> {
  const allowed = allowedMethods(c.req.path);
  if (allowed) {
    c.header('Allow', allowed);
    throw new UcpRequestError(405, 'method_not_allowed', AGENT_MESSAGES.methodNotAllowed);
  }
  throw new UcpRequestError(404, 'not_found', AGENT_MESSAGES.notFound);
}

/**
 * Every error under /ucp answered in UCP's transport shape (`{code, content}`), never the shop's
 * HTML error page; logged once, the internal detail kept out of the answer.
 */
function ucpErrorAnswer(error: Error, c: Context<AppEnv>): Response {
  return transportError(c, refusalOf(error, c));
}

/**
 * The Universal Commerce Protocol (docs/assistants.md): the discovery profile, the catalog, the
 * cart and the checkout's hand-over over REST. Nothing here reads a session or a cookie: an agent
 * gets the public catalogue, the same for everyone, and carts that belong to no account.
 */
export const ucpRoutes = new Hono<AppEnv>()
  .get(UCP_PATHS.profile, discoveryProfile)
  .use('/ucp/*', agentRateLimit)
  .use(`${UCP_PATHS.rest}/*`, idempotentPosts)
  .get(UCP_PATHS.brPricingSchema, brPricingSchemaDocument)
  .get(UCP_PATHS.permalinkSchema, cartPermalinkSchemaDocument)
  .post(`${UCP_PATHS.rest}${CATALOG_OPERATIONS.search_catalog.path}`, restBinding(CATALOG_OPERATIONS.search_catalog))
  .post(`${UCP_PATHS.rest}${CATALOG_OPERATIONS.lookup_catalog.path}`, restBinding(CATALOG_OPERATIONS.lookup_catalog))
  .post(`${UCP_PATHS.rest}${CATALOG_OPERATIONS.get_product.path}`, restBinding(CATALOG_OPERATIONS.get_product))
  .route(UCP_PATHS.rest, CART_ROUTES)
  .route(UCP_PATHS.rest, CHECKOUT_ROUTES)
  .all('/ucp/*', unknownOperation)
  .onError(ucpErrorAnswer);
