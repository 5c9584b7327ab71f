import type { Context } from 'hono';
import {
  graphqlResponseSchema,
  requestBody,
  type GraphqlError,
  type GraphqlOperation,
} from '../../src/contracts/graphql/index.ts';
import type { AppEnv } from '../env.ts';
import { TooManyRequestsError } from '../errors.ts';
import { UpstreamContractError, UpstreamHttpError } from '../upstream/errors.ts';
import { upstreamFetch } from '../upstream/upstream-fetch.ts';
import { authorizationFor } from './authorization.ts';

const GRAPHQL_PATH = '/graphql';

export interface CommerceAnswer<Data> {
  data: Data | null;
  errors: GraphqlError[];
}

/**
 * One storefront GraphQL operation sent by the edge itself (the session routes), with the
 * store's token (TCS-Access-Token), the shopper's IP and, when given, the customer's token as
 * `Authorization` (spec §6). The customer's token travels in the variables too, as the hosted
 * API wants (notes/storefront-api.md). HTTP 429 becomes spec §8's 429; 5xx a 502.
 */
export async function commerceCall<Variables, Data>(
  c: Context<AppEnv>,
  operation: GraphqlOperation<Variables, Data>,
  variables: Variables,
  customerToken?: string,
): Promise<CommerceAnswer<Data>> {
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
  if (customerToken) headers.set('authorization', authorizationFor(customerToken));
  const response = await upstreamFetch(
    c.env,
    'graphql',
    GRAPHQL_PATH,
    { method: 'POST', headers, body: JSON.stringify(requestBody(operation, variables)) },
    c.get('caller'),
  );
  if (response.status === 429) {
    await response.body?.cancel();
    throw new TooManyRequestsError(response.headers.get('retry-after'));
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new UpstreamHttpError(GRAPHQL_PATH, response.status);
  }
  const parsed = graphqlResponseSchema(operation.data).safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new UpstreamContractError(`${GRAPHQL_PATH} ${operation.operationName}`, parsed.error.message);
  return { data: parsed.data.data ?? null, errors: parsed.data.errors ?? [] };
}

/** The errors as a page may show them: message and code only. */
export function publicErrors(errors: readonly GraphqlError[]): { message: string; code?: string }[] {
  return errors.map((error) => ({ message: error.message, ...(error.extensions?.code ? { code: error.extensions.code } : {}) }));
}
