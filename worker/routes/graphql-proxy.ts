import { type Context, Hono } from 'hono';
import { z } from 'zod/mini';
import {
  CHECKOUT_ADD_COUPON,
  CUSTOMER_ACCESS_TOKEN_RENEW,
  CUSTOMER_AUTHENTICATED_LOGIN,
  CUSTOMER_COMPLETE_PARTIAL_REGISTRATION,
  CUSTOMER_IDENTITY,
  CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY,
  CUSTOMER_SOCIAL_LOGIN_GOOGLE,
  ERROR_CODES,
  graphqlErrorSchema,
  STOREFRONT_OPERATIONS,
} from '../../src/contracts/graphql/index.ts';
import { OWN_BACKEND_OPERATIONS } from '../../src/contracts/graphql/own-operations.ts';
import type { AppEnv } from '../env.ts';
import { ForbiddenError, MethodNotAllowedError } from '../errors.ts';
import { proxiedResponse } from '../http/proxied-response.ts';
import { readJson } from '../http/read-json.ts';
import { authorizationFor } from '../session/authorization.ts';
import { liveSession, renewSession } from '../session/live-session.ts';
import { isOwnBackend, upstreamFetch } from '../upstream/upstream-fetch.ts';
import { refuseOverLimit, withinLimit } from '../middleware/rate-limits.ts';

/**
 * Operations whose answer is a token, or that spend one the browser never holds (a password-reset
 * key): only the edge's session routes send them (DECISIONS 1).
 */
const EDGE_ONLY = new Set(
  [
    CUSTOMER_AUTHENTICATED_LOGIN,
    CUSTOMER_ACCESS_TOKEN_RENEW,
    CUSTOMER_SOCIAL_LOGIN_GOOGLE,
    CUSTOMER_COMPLETE_PARTIAL_REGISTRATION,
    CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY,
    // a CPF and a birth date: the age verification's, never a browser's to read
    CUSTOMER_IDENTITY,
  ].map((operation) => operation.operationName),
);

/**
 * The documents a browser may send, by operation name: the storefront's own documents
 * (src/contracts/graphql) and nothing else, compared by their exact text, so the proxy forwards
 * no query it does not know (the contracts are the allowlist, as for REST).
 */
const BROWSER_DOCUMENTS = new Map(
  STOREFRONT_OPERATIONS.filter((operation) => !EDGE_ONLY.has(operation.operationName)).map((operation) => [operation.operationName, operation.query]),
);

/** The shop's own extensions (CheckoutSync): allowed only when this shop's backend answers GraphQL. */
const OWN_BACKEND_DOCUMENTS = new Map(OWN_BACKEND_OPERATIONS.map((operation) => [operation.operationName, operation.query]));

function allowedDocument(env: Env, operationName: string): string | undefined {
  return BROWSER_DOCUMENTS.get(operationName) ?? (isOwnBackend(env, 'graphql') ? OWN_BACKEND_DOCUMENTS.get(operationName) : undefined);
}

const browserRequestSchema = z.object({
  operationName: z.string(),
  query: z.string(),
  variables: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

const CUSTOMER_TOKEN_VARIABLE = 'customerAccessToken';

/** The codes a storefront API answers for a customer token it does not take (ours and the hosted's). */
const TOKEN_REFUSALS: ReadonlySet<string> = new Set([ERROR_CODES.tokenInvalid, ERROR_CODES.tokenRenewal]);

async function refusesToken(response: Response): Promise<boolean> {
  const parsed = z.object({ errors: z.optional(z.array(graphqlErrorSchema)) }).safeParse(await response.json().catch(() => null));
  return parsed.success && (parsed.data.errors ?? []).some((error) => TOKEN_REFUSALS.has(String(error.extensions?.code ?? '')));
}

const forwardBrowserQuery = async (c: Context<AppEnv>) => {
  const request = await readJson(c, browserRequestSchema);
  const { operationName, query } = request;
  if (allowedDocument(c.env, operationName) !== query) throw new ForbiddenError(`GraphQL operation ${operationName} is not allowed from browsers`);
  // coupon codes are guessable: attempts are limited per IP
  if (operationName === CHECKOUT_ADD_COUPON.operationName && !(await withinLimit(c, 'COUPON_LIMITER'))) return refuseOverLimit(c);

  const send = (token: string | undefined) => {
    const variables: Record<string, unknown> = { ...request.variables };
    delete variables[CUSTOMER_TOKEN_VARIABLE];
    if (query.includes(`$${CUSTOMER_TOKEN_VARIABLE}:`)) variables[CUSTOMER_TOKEN_VARIABLE] = token ?? null;
    const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
    if (token) headers.set('authorization', authorizationFor(token));
    const body = JSON.stringify({ operationName, query, variables });
    return upstreamFetch(c.env, 'graphql', '/graphql', { method: 'POST', headers, body }, c.get('caller'));
  };
  let live = await liveSession(c, { renew: true });
  let response = await send(live?.tokens.token);
  // A token the service no longer takes (revoked or expired there) must not block the cart:
  // renew it once, or end the session, and send the call again (anonymous if it ended).
  if (live && (await refusesToken(response.clone()))) {
    live = await renewSession(c, live);
    await response.body?.cancel();
    response = await send(live?.tokens.token);
  }
  return proxiedResponse(c, { status: response.status, headers: response.headers, body: response.body, cache: false });
};

/**
 * `POST /graphql`, the same-origin proxy to the storefront GraphQL API (spec §7): allowlisted
 * documents only; the store's token added at the edge (TCS-Access-Token); the customer's token
 * taken from the httpOnly session cookie into the `customerAccessToken` variable (the hosted API
 * takes it as an argument, notes/storefront-api.md) and into `Authorization: Bearer` (spec §6),
 * whatever the browser sent; the shopper's IP as X-Forwarded-For. Nothing here is cached.
 */
export const graphqlRoutes = new Hono<AppEnv>().post('/graphql', forwardBrowserQuery).all('/graphql', () => {
  throw new MethodNotAllowedError(['POST']);
});
