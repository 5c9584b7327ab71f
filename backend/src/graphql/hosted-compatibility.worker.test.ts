import {
  buildClientSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  buildSchema,
  extendSchema,
  parse,
  validate,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_OPERATIONS } from '../../../src/contracts/graphql/index.ts';
import { OWN_BACKEND_OPERATIONS } from '../../../src/contracts/graphql/own-operations.ts';
import hostedDump from './hosted-schema.introspection.json';
import { SCHEMA_SDL } from './schema.ts';

/**
 * Our SDL is a compatible subset of the hosted storefront API: every type, field and argument we
 * define exists there with the same type, so the storefront can be pointed at the hosted service
 * by configuration alone. The hosted schema is the published introspection, trimmed to what this
 * check reads (scripts/trim-hosted-schema.ts says how to refresh it).
 */
const hosted: GraphQLSchema = buildClientSchema(hostedDump as unknown as IntrospectionQuery);
const hostedSchema = (): GraphQLSchema => hosted;
/** Our service without its own extensions (own-extensions.graphql): what must match the hosted API. */
const hostedSubset: GraphQLSchema = buildSchema(SCHEMA_SDL);

/** The hosted name of each of our types: only the root types are named differently there. */
function hostedTypeFor(ours: GraphQLNamedType, ourSchema: GraphQLSchema, schema: GraphQLSchema): GraphQLNamedType | undefined {
  if (ours === ourSchema.getQueryType()) return schema.getQueryType() ?? undefined;
  if (ours === ourSchema.getMutationType()) return schema.getMutationType() ?? undefined;
  return schema.getType(ours.name) ?? undefined;
}

function differences(ours: GraphQLSchema, schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    const theirs = hostedTypeFor(type, ours, schema);
    if (!theirs) {
      problems.push(`type ${type.name} does not exist in the hosted schema`);
      continue;
    }
    if (theirs.constructor !== type.constructor) problems.push(`type ${type.name} is a different kind of type there`);
    if (isScalarType(type)) continue;
    if (isEnumType(type) && isEnumType(theirs)) {
      const values = new Set(theirs.getValues().map((value) => value.name));
      for (const value of type.getValues()) if (!values.has(value.name)) problems.push(`enum value ${type.name}.${value.name} is missing there`);
    }
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
      const theirInterfaces = new Set(theirs.getInterfaces().map((item) => item.name));
      for (const item of type.getInterfaces()) if (!theirInterfaces.has(item.name)) problems.push(`${type.name} does not implement ${item.name} there`);
      const theirFields = theirs.getFields();
      for (const field of Object.values(type.getFields())) {
        const their = theirFields[field.name];
        if (!their) {
          problems.push(`field ${type.name}.${field.name} is missing there`);
          continue;
        }
        if (String(field.type) !== String(their.type)) problems.push(`${type.name}.${field.name}: ours ${field.type}, theirs ${their.type}`);
        for (const argument of field.args) {
          const theirArgument = their.args.find((item) => item.name === argument.name);
          if (!theirArgument) problems.push(`argument ${type.name}.${field.name}(${argument.name}) is missing there`);
          else if (String(argument.type) !== String(theirArgument.type)) {
            problems.push(`${type.name}.${field.name}(${argument.name}): ours ${argument.type}, theirs ${theirArgument.type}`);
          }
        }
        // a required argument there that we do not declare would break documents written against us
        for (const theirArgument of their.args) {
          if (
            String(theirArgument.type).endsWith('!') &&
            theirArgument.defaultValue === undefined &&
            !field.args.some((item) => item.name === theirArgument.name)
          ) {
            problems.push(`required argument ${type.name}.${field.name}(${theirArgument.name}) is not declared here`);
          }
        }
      }
    }
    if (isInputObjectType(type) && isInputObjectType(theirs)) {
      const theirFields = theirs.getFields();
      for (const field of Object.values(type.getFields())) {
        const their = theirFields[field.name];
        if (!their) problems.push(`input field ${type.name}.${field.name} is missing there`);
        else if (String(field.type) !== String(their.type)) problems.push(`${type.name}.${field.name}: ours ${field.type}, theirs ${their.type}`);
      }
      for (const their of Object.values(theirFields)) {
        if (String(their.type).endsWith('!') && !type.getFields()[their.name])
          problems.push(`required input field ${type.name}.${their.name} is not declared here`);
      }
    }
  }
  return problems;
}

describe('the SDL against the hosted storefront schema', () => {
  it('has the hosted schema to compare with', () => {
    expect(hostedSchema().getQueryType()).toBeTruthy();
  });

  it('defines only types, fields and arguments the hosted API has, with the same types', () => {
    expect(differences(hostedSubset, hostedSchema())).toEqual([]);
  });

  it('names its root operation types as the hosted API does', () => {
    expect(hostedSubset.getQueryType()?.name).toBe(hostedSchema().getQueryType()?.name);
    expect(hostedSubset.getMutationType()?.name).toBe(hostedSchema().getMutationType()?.name);
  });

  it.each(STOREFRONT_OPERATIONS.map((operation) => [operation.operationName, operation.query]))(
    'the storefront document %s is valid against the hosted schema too',
    (_name, query) => {
      expect(validate(hostedSchema(), parse(query)).map((error) => error.message)).toEqual([]);
    },
  );

  it.each(OWN_BACKEND_OPERATIONS.map((operation) => [operation.operationName, operation.query]))(
    "the shop's own document %s is not one the hosted API takes (the edge sends it only to this backend)",
    (_name, query) => {
      expect(validate(hostedSchema(), parse(query)).length).toBeGreaterThan(0);
    },
  );

  it('notices an invented field, a changed type and an invented argument', () => {
    const drifted = extendSchema(
      hostedSubset,
      parse('extend type Checkout { giftMessage: String } extend type ShippingQuote { weight: Int } extend type QueryRoot { wines(first: Int): [String] }'),
    );
    const problems = differences(drifted, hostedSchema());
    expect(problems).toContain('field Checkout.giftMessage is missing there');
    expect(problems).toContain('field ShippingQuote.weight is missing there');
    expect(problems).toContain('field QueryRoot.wines is missing there');
    const retyped = buildSchema(SCHEMA_SDL.replace('cep: Int\n', 'cep: String\n'));
    expect(differences(retyped, hostedSchema())).toContain('Checkout.cep: ours String, theirs Int');
  });
});
