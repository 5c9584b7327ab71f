import { buildSchema, extendSchema, type GraphQLSchema, parse } from 'graphql';
import ownExtensions from './own-extensions.graphql';
import sdl from './schema.graphql';
import { applyScalarBehaviour } from './scalars.ts';

/**
 * The SDL as text: the one definition of the service as the hosted storefront API has it (the
 * hosted-compatibility test holds it to that), and the shop's own extensions beside it.
 */
export const SCHEMA_SDL: string = sdl;

let schema: GraphQLSchema | undefined;

/**
 * The executable schema, built once per isolate on first use: it holds no request state
 * (resolvers live on the root value, per request data in the context).
 */
export function commerceSchema(): GraphQLSchema {
  if (!schema) {
    schema = extendSchema(buildSchema(SCHEMA_SDL), parse(ownExtensions));
    applyScalarBehaviour(schema);
  }
  return schema;
}
