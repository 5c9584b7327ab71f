import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, STOREFRONT_ACCESS_HEADER } from '../../../src/contracts/graphql/index.ts';
import { postGraphql, raw } from '../../test/commerce/graphql-client.ts';
import { testEnv } from '../../test/test-env.ts';
import { QUERY_LIMITS } from './limits.ts';

/** Abuse limits and request handling of POST /graphql. */
const INTROSPECTION = '{ __schema { queryType { name } } }';

function nested(depth: number): string {
  // __type → ofType → ofType … : the only way to nest deeply in a schema without cycles
  let selection = 'name';
  for (let level = 0; level < depth - 2; level += 1) selection = `ofType { ${selection} }`;
  return `{ __type(name: "Checkout") { ${selection} } }`;
}

describe('POST /graphql limits', () => {
  it('rejects a query deeper than the limit with HTTP 400 before running it', async () => {
    const { status, codes, errors } = await raw(nested(QUERY_LIMITS.maxDepth + 5), {}, { env: { ENVIRONMENT: 'development' } });
    expect(status).toBe(400);
    expect(codes).toContain(ERROR_CODES.validationFailed);
    expect(errors.map((error) => error.message)).toContain(
      `Query is too deep: depth ${QUERY_LIMITS.maxDepth + 5} exceeds the limit of ${QUERY_LIMITS.maxDepth}.`,
    );
  });

  it('accepts the same query within the depth limit where introspection is allowed', async () => {
    const { status, errors } = await raw(nested(QUERY_LIMITS.maxDepth), {}, { env: { ENVIRONMENT: 'development' } });
    expect(errors).toEqual([]);
    expect(status).toBe(200);
  });

  it('refuses introspection in production (the default) and allows it in development', async () => {
    const production = await raw(INTROSPECTION);
    expect(production.status).toBe(400);
    expect(production.errors[0]?.message).toContain('introspection');
    const development = await raw(INTROSPECTION, {}, { env: { ENVIRONMENT: 'development' } });
    expect(development.status).toBe(200);
    expect(development.data).toEqual({ __schema: { queryType: { name: 'QueryRoot' } } });
  });

  it('refuses more top-level fields than the limit (aliased password checks, say)', async () => {
    const fields = Array.from(
      { length: QUERY_LIMITS.maxRootFields + 1 },
      (_, index) => `a${index}: customerPasswordRecovery(input: "x@example.com") { isSuccess }`,
    );
    const { status, errors } = await raw(`mutation { ${fields.join(' ')} }`);
    expect(status).toBe(400);
    expect(errors[0]?.message).toContain('Too many top-level fields');
  });

  it('refuses fragment fan-out past the field limit', async () => {
    const fragments = ['fragment F0 on Checkout { checkoutId coupon total subtotal }'];
    for (let level = 1; level <= 6; level += 1) fragments.push(`fragment F${level} on Checkout { ...F${level - 1} a: products { name } ...F${level - 1} }`);
    const { status, errors } = await raw(`query { checkout(checkoutId: "x") { ...F6 } } ${fragments.join(' ')}`);
    expect(status).toBe(400);
    expect(errors.map((error) => error.message).join(' ')).toContain('too many fields');
  });

  it('answers 413 for a body over the size limit', async () => {
    const response = await postGraphql({ query: `{ __typename }`, variables: { pad: 'x'.repeat(QUERY_LIMITS.maxBodyBytes) } });
    expect(response.status).toBe(413);
  });

  it('answers 400 for a malformed body, a document that does not parse, and too many tokens', async () => {
    expect((await postGraphql('{"query":')).status).toBe(400);
    expect((await postGraphql({ variables: {} })).status).toBe(400);
    const syntax = await raw('query {');
    expect(syntax.status).toBe(400);
    expect(syntax.codes).toEqual([ERROR_CODES.parseFailed]);
    const tokens = await raw(`{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens)} }`);
    expect(tokens.status).toBe(400);
    expect(tokens.codes).toEqual([ERROR_CODES.parseFailed]);
  });

  it('answers 405 to other methods', async () => {
    const response = await SELF.fetch('https://backend.test/graphql?query=%7B__typename%7D', {
      headers: { [STOREFRONT_ACCESS_HEADER]: testEnv.STOREFRONT_ACCESS_TOKEN ?? '' },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers 415 to anything but JSON', async () => {
    const response = await postGraphql('query { __typename }', { headers: { 'content-type': 'application/graphql' } });
    expect(response.status).toBe(415);
  });
});
