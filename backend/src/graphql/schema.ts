import { buildSchema, type GraphQLSchema } from 'graphql';
import sdl from './schema.graphql';
import { applyScalarBehaviour } from './scalars.ts';

/** The SDL as text: the one definition of the service (tests validate documents against it). */
export const SCHEMA_SDL: string = sdl;

let schema: GraphQLSchema | undefined;

/**
 * The executable schema, built once per isolate on first use: it holds no request state
 * (resolvers live on the root value, per request data in the context).
 */
export function commerceSchema(): GraphQLSchema {
  if (!schema) {
    schema = buildSchema(SCHEMA_SDL);
    applyScalarBehaviour(schema);
  }
  return schema;
}
