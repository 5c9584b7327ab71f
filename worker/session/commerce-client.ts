import type { Context } from 'hono';
import { z } from 'zod/mini';
import type { PublicCommerceError } from '../../src/contracts/auth.ts';
import { graphqlResponseSchema, requestBody, type GraphqlError, type GraphqlOperation } from '../../src/contracts/graphql/index.ts';
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

/** `extensions.fields` of a customer-input error (the embedded service lists every failing field). */
const fieldErrorsSchema = z.array(z.object({ field: z.string(), code: z.string(), message: z.string() }));

/**
 * The errors as a page may show them: message, code and, for customer input, the field. An error
 * listing several failing fields becomes one entry per field, so a form marks them all at once
 * (spec §8 "Partial registration errors: success false plus the errors").
 */
export function publicErrors(errors: readonly GraphqlError[]): PublicCommerceError[] {
  return errors.flatMap((error) => {
    const fields = fieldErrorsSchema.safeParse(error.extensions?.fields);
    if (fields.success && fields.data.length > 0) return fields.data.map(({ field, code, message }) => ({ message, code, field }));
    return [{ message: error.message, ...(error.extensions?.code ? { code: error.extensions.code } : {}) }];
  });
}
