import { type Schema, Validator } from '@cfworker/json-schema';
import { expect } from 'vitest';

export type { Schema };

/**
 * The UCP 2026-04-08 JSON Schemas (./schemas, vendored from the spec's tag) as a validator that runs
 * inside workerd (no eval: @cfworker/json-schema), for the tests to check every answer against the
 * spec itself, reporting every error rather than the first (the third argument).
 */
const files = import.meta.glob<Schema>('./schemas/**/*.json', { eager: true, import: 'default' });

/**
 * The spec's profile schema is `$id` `…/schemas/discovery/profile.json` but refers to `../schemas/ucp.json`,
 * which from there would be `…/schemas/schemas/ucp.json`: given the `$id` its folder implies, its
 * references resolve to the files beside it, as the spec's own tooling reads them.
 */
const PROFILE_ID = 'https://ucp.dev/discovery/profile.json';

const schemas: Schema[] = Object.entries(files).map(([path, schema]) =>
  path.endsWith('/discovery/profile_schema.json') ? { ...schema, $id: PROFILE_ID } : schema,
);

/** The documents a test can validate, by the schema that defines them. */
export const UCP_SCHEMAS = {
  businessProfile: `${PROFILE_ID}#/$defs/business_profile`,
  searchResponse: 'https://ucp.dev/schemas/shopping/catalog_search.json#/$defs/search_response',
  lookupResponse: 'https://ucp.dev/schemas/shopping/catalog_lookup.json#/$defs/lookup_response',
  productResponse: 'https://ucp.dev/schemas/shopping/catalog_lookup.json#/$defs/get_product_response',
  errorResponse: 'https://ucp.dev/schemas/shopping/types/error_response.json',
  /** A cart with the discount extension, as every cart answer declares it. */
  cart: 'https://ucp.dev/schemas/shopping/discount.json#/$defs/dev.ucp.shopping.cart',
  checkout: 'https://ucp.dev/schemas/shopping/checkout.json',
} as const;

/** The errors `document` has against `ref` (one of UCP_SCHEMAS, or any `$ref` into the schemas); empty when valid. */
export function ucpSchemaErrors(ref: string, document: unknown, extra: readonly Schema[] = []): string[] {
  const validator = new Validator({ $ref: ref }, '2020-12', false);
  for (const schema of [...schemas, ...extra]) validator.addSchema(schema);
  const result = validator.validate(document);
  return result.valid ? [] : result.errors.map((error) => `${error.instanceLocation} ${error.keyword}: ${error.error}`);
}

/** Asserts that `document` is valid against `ref`, listing what is wrong when it is not. */
export function expectValidUcp(ref: string, document: unknown, extra: readonly Schema[] = []): void {
  expect(ucpSchemaErrors(ref, document, extra), ref).toEqual([]);
}
