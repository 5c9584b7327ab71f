import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { UcpErrorResponse } from '../../../src/contracts/ucp/catalog.ts';
import { UCP_VERSION, type UcpCapabilityName, type UcpMessage, type UcpResponseMeta, type UcpTransportError } from '../../../src/contracts/ucp/protocol.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import { ROUTES } from '../../../src/core/routes.ts';
import type { AppEnv } from '../../env.ts';
import { describeError } from '../../log.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { UpstreamContractError, UpstreamHttpError, UpstreamTimeoutError } from '../../upstream/errors.ts';
import { CheckoutRefusal } from './cart/commerce-cart.ts';

/**
 * A transport error (UCP cart-rest / checkout-rest "Error Responses"): the request itself is
 * wrong or cannot be served, answered with its HTTP status and `{code, content}`. Thrown anywhere
 * under /ucp and answered in one place, `ucpErrorAnswer` (ucp-routes.ts).
 */
export class UcpRequestError extends Error {
  override name = 'UcpRequestError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly content: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${code}: ${content}`);
  }
}

/**
 * overview "Negotiation Protocol": every answer carries the version and the capabilities active
 * for it. No agent profile is fetched (docs/assistants.md "Negotiation"), so the active set is the
 * operation's own capability.
 */
export function ucpMeta(capability: UcpCapabilityName): UcpResponseMeta {
  return { version: UCP_VERSION, capabilities: { [capability]: [{ version: UCP_VERSION }] } };
}

/**
 * Wine is sold to adults only, and only the person can confirm their age (docs/age-verification.md):
 * every catalog answer says so, as the spec's `age_restricted` disclosure.
 */
export function adultsOnlyWarning(origin: string): UcpMessage & { presentation: 'disclosure'; url: string } {
  return {
    type: 'warning',
    code: 'age_restricted',
    content: AGENT_MESSAGES.adultsOnly,
    presentation: 'disclosure',
    url: `${origin}${ROUTES.ageVerification}`,
  };
}

/** types/error_response.json: HTTP 200, `ucp.status: "error"`, why in `messages` (a product that does not exist). */
export function businessError(capability: UcpCapabilityName, messages: UcpMessage[]): UcpErrorResponse {
  return { ucp: { ...ucpMeta(capability), status: 'error' }, messages };
}

/** Agent answers are for the caller alone and change with the catalogue: never stored by a cache. */
export function ucpJson(c: Context<AppEnv>, body: object, status: ContentfulStatusCode = 200): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(body, status);
}

/** A failing catalogue is usually back within seconds (the edge cache serves stale meanwhile). */
const UPSTREAM_RETRY_AFTER_SECONDS = 5;

/**
 * What an agent is told of any error, whichever binding it called: a refusal as it was thrown, a
 * cart change the commerce service refused as 409 `cart_conflict`, a failing or busy upstream (a
 * read it refused included) as 503 `service_unavailable`, anything else as 500 `internal_error`. Logged
 * here, once; the internal detail stays in the log, out of the answer.
 */
export function refusalOf(error: Error, c: Context<AppEnv>): UcpRequestError {
  const refusal = refusalFor(error, c);
  // a retry under the same Idempotency-Key must run again, not be answered this (../idempotency/)
  if (refusal.status >= 500 || refusal.status === 409 || refusal.status === 429) c.set('agentTransientFailure', true);
  return refusal;
}

function refusalFor(error: Error, c: Context<AppEnv>): UcpRequestError {
  const log = c.get('log');
  if (error instanceof UcpRequestError) {
    log?.info('ucp_refused', { code: error.code, status: error.status, path: c.req.path });
    return error;
  }
  if (error instanceof CheckoutRefusal && error.change) {
    // the commerce service refused a cart change the shop had checked (the stock moved meanwhile, the checkout changed)
    log?.warn('ucp_cart_refused', { operation: error.operation, code: error.code ?? null, path: c.req.path });
    return new UcpRequestError(409, 'cart_conflict', AGENT_MESSAGES.cartConflict);
  }
  log?.error('ucp_failed', { error: describeError(error), path: c.req.path });
  const upstream =
    error instanceof UpstreamHttpError ||
    error instanceof UpstreamTimeoutError ||
    error instanceof UpstreamContractError ||
    error instanceof TooManyRequestsError;
  return upstream
    ? new UcpRequestError(503, 'service_unavailable', AGENT_MESSAGES.unavailable, UPSTREAM_RETRY_AFTER_SECONDS)
    : new UcpRequestError(500, 'internal_error', AGENT_MESSAGES.internalError);
}

/** A refusal's headers, whichever binding answers it: when to come back, and never stored. */
export function refusalHeaders(c: Context<AppEnv>, error: UcpRequestError): void {
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
}

export function transportError(c: Context<AppEnv>, error: UcpRequestError): Response {
  refusalHeaders(c, error);
  return c.json({ code: error.code, content: error.content } satisfies UcpTransportError, error.status);
}
