import { type Context, Hono, type Next } from 'hono';
import { UCP_OPERATIONS, UCP_PATHS } from '../../../src/contracts/ucp/protocol.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import type { AppEnv } from '../../env.ts';
import { describeError } from '../../log.ts';
import { withinLimit } from '../../middleware/rate-limits.ts';
import { UpstreamContractError, UpstreamHttpError, UpstreamTimeoutError } from '../../upstream/errors.ts';
import { brPricingSchemaDocument } from './br-pricing-schema.ts';
import { getProduct, lookupCatalog } from './catalog-lookup.ts';
import { searchCatalog } from './catalog-search.ts';
import { discoveryProfile, REST_OPERATION_PATHS } from './profile.ts';
import { transportError, UcpRequestError } from './ucp-answers.ts';

/** The rate-limiting binding's window is a minute (wrangler.toml AGENT_LIMITER). */
const RETRY_AFTER_SECONDS = 60;

/** A failing catalogue is usually back within seconds (the edge cache serves stale meanwhile). */
const UPSTREAM_RETRY_AFTER_SECONDS = 5;

/**
 * Agents' calls have a bucket of their own (AGENT_LIMITER, per client address), so an eager agent
 * spends its own allowance and never a shopper's (pages and the search box count elsewhere, or not
 * at all). The body is drained before the 429 (UCP overview "Error Handling": 429 with Retry-After).
 */
async function agentRateLimit(c: Context<AppEnv>, next: Next): Promise<Response | undefined> {
  if (await withinLimit(c, 'AGENT_LIMITER')) {
    await next();
    return undefined;
  }
  if (!c.req.raw.bodyUsed) await c.req.raw.body?.cancel();
  throw new UcpRequestError(429, 'rate_limited', AGENT_MESSAGES.tooManyRequests, RETRY_AFTER_SECONDS);
}

/** Anything else under /ucp: 405 for a known operation asked with another method, else 404. */
function unknownOperation(c: Context<AppEnv>): Response {
  if (REST_OPERATION_PATHS.includes(c.req.path)) {
    c.header('Allow', 'POST');
    throw new UcpRequestError(405, 'method_not_allowed', AGENT_MESSAGES.methodNotAllowed);
  }
  throw new UcpRequestError(404, 'not_found', AGENT_MESSAGES.notFound);
}

/**
 * Every error under /ucp answered in UCP's transport shape (`{code, content}`), never the shop's
 * HTML error page; logged once, the internal detail kept out of the answer.
 */
function ucpErrorAnswer(error: Error, c: Context<AppEnv>): Response {
  const log = c.get('log');
  if (error instanceof UcpRequestError) {
    log?.info('ucp_refused', { code: error.code, status: error.status, path: c.req.path });
    return transportError(c, error);
  }
  log?.error('ucp_failed', { error: describeError(error), path: c.req.path });
  const upstream = error instanceof UpstreamHttpError || error instanceof UpstreamTimeoutError || error instanceof UpstreamContractError;
  return transportError(
    c,
    upstream
      ? new UcpRequestError(503, 'service_unavailable', AGENT_MESSAGES.unavailable, UPSTREAM_RETRY_AFTER_SECONDS)
      : new UcpRequestError(500, 'internal_error', AGENT_MESSAGES.internalError),
  );
}

/**
 * The Universal Commerce Protocol (docs/assistants.md): the discovery profile and the catalog
 * over REST. Nothing here reads a session or a cookie: an agent gets the public catalogue, the
 * same for everyone.
 */
export const ucpRoutes = new Hono<AppEnv>()
  .get(UCP_PATHS.profile, discoveryProfile)
  .use('/ucp/*', agentRateLimit)
  .get(UCP_PATHS.brPricingSchema, brPricingSchemaDocument)
  .post(`${UCP_PATHS.rest}${UCP_OPERATIONS.search}`, searchCatalog)
  .post(`${UCP_PATHS.rest}${UCP_OPERATIONS.lookup}`, lookupCatalog)
  .post(`${UCP_PATHS.rest}${UCP_OPERATIONS.product}`, getProduct)
  .all('/ucp/*', unknownOperation)
  .onError(ucpErrorAnswer);
