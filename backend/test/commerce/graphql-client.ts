import { SELF } from 'cloudflare:test';
import { requestBody, STOREFRONT_ACCESS_HEADER, type GraphqlError, type GraphqlOperation } from '../../../src/contracts/graphql/index.ts';
import { createBackendApp } from '../../src/app.ts';
import { testEnv } from '../test-env.ts';

/** Test helpers: drive /graphql through HTTP as the storefront edge would. */
const GRAPHQL_URL = 'https://backend.test/graphql';

export interface GraphqlAnswer<Data> {
  status: number;
  headers: Headers;
  data: Data | null | undefined;
  errors: GraphqlError[];
  /** `extensions.code` of each error, in order. */
  codes: string[];
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** Extra bindings (e.g. GOOGLE_CLIENT_ID): the request then goes to the app with these. */
  env?: Record<string, unknown>;
}

let calls = 0;

/**
 * The database lives as long as the test file, so rate-limit counters do too: each call comes
 * from its own address unless the test names one in X-Forwarded-For.
 */
function freshAddress(): string {
  calls += 1;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
}

export async function postGraphql(body: unknown, options: CallOptions = {}): Promise<Response> {
  const init: RequestInit = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': freshAddress(),
      [STOREFRONT_ACCESS_HEADER]: testEnv.STOREFRONT_ACCESS_TOKEN ?? '',
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
  if (options.env) return createBackendApp().request(GRAPHQL_URL, init, { ...testEnv, ...options.env });
  return SELF.fetch(GRAPHQL_URL, init);
}

async function answer<Data>(response: Response, parse: (data: unknown) => Data): Promise<GraphqlAnswer<Data>> {
  const json = (await response.json()) as { data?: unknown; errors?: GraphqlError[] };
  const errors = json.errors ?? [];
  return {
    status: response.status,
    headers: response.headers,
    // the contract's schema checks the shape whenever data is present
    data: json.data === undefined || json.data === null ? (json.data as null | undefined) : parse(json.data),
    errors,
    codes: errors.map((error) => String(error.extensions?.code ?? '')),
  };
}

/** Sends one of the storefront's documents (src/contracts/graphql) and parses its data with its schema. */
export async function call<Variables, Data>(
  operation: GraphqlOperation<Variables, Data>,
  variables: Variables,
  options?: CallOptions,
): Promise<GraphqlAnswer<Data>> {
  const response = await postGraphql(requestBody(operation, variables), options);
  return answer(response, (data) => operation.data.parse(data));
}

/** Sends an arbitrary document (for fields and failures the storefront's documents do not cover). */
export async function raw(query: string, variables: Record<string, unknown> = {}, options?: CallOptions): Promise<GraphqlAnswer<Record<string, unknown>>> {
  const response = await postGraphql({ query, variables }, options);
  return answer(response, (data) => data as Record<string, unknown>);
}
