import { z } from 'zod/mini';

/**
 * A GraphQL document the storefront sends (spec §7 "Storefront GraphQL"): its operation name, its
 * text, and the schema of the `data` it answers. `Variables` is carried in the type only, so a
 * caller cannot send the wrong variables. Every operation is validated against the backend's SDL
 * (and against the hosted schema) by backend/src/graphql/documents.worker.test.ts.
 */
export interface GraphqlOperation<Variables, Data> {
  readonly operationName: string;
  readonly query: string;
  readonly data: z.ZodMiniType<Data>;
  /** Type-only marker; never set. */
  readonly variables?: Variables;
}

export function defineOperation<Variables, Data>(operation: {
  operationName: string;
  query: string;
  data: z.ZodMiniType<Data>;
}): GraphqlOperation<Variables, Data> {
  return operation;
}

/** The header that carries the store's access token (notes/storefront-api.md "Transport"). */
export const STOREFRONT_ACCESS_HEADER = 'TCS-Access-Token';

/** The JSON body of a request: `{query, variables, operationName}` (notes/storefront-api.md). */
export function requestBody<Variables, Data>(operation: GraphqlOperation<Variables, Data>, variables: Variables) {
  return { operationName: operation.operationName, query: operation.query, variables };
}

/** An `errors[]` entry: the hosted API puts its code (CKT113, TKN100, …) in `extensions.code`. */
export const graphqlErrorSchema = z.object({
  message: z.string(),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  extensions: z.optional(z.looseObject({ code: z.optional(z.string()) })),
});

export type GraphqlError = z.infer<typeof graphqlErrorSchema>;

/** The response envelope around an operation's data. */
export function graphqlResponseSchema<Data>(data: z.ZodMiniType<Data>) {
  return z.object({
    data: z.optional(z.nullable(data)),
    errors: z.optional(z.array(graphqlErrorSchema)),
  });
}
