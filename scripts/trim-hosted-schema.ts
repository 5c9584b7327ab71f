/**
 * Writes the part of the hosted storefront API's published schema that our compatibility check
 * reads (backend/src/graphql/hosted-compatibility.worker.test.ts) into the repository, so a clone
 * of this repository alone runs the check. Run it again when the hosted API publishes a new
 * schema or our SDL grows a type:
 *
 *   node scripts/trim-hosted-schema.ts path/to/storefront-api.introspection.json
 *
 * What is kept: every type our SDL names, with the hosted fields we define (each with all of its
 * hosted arguments, so a required argument we do not declare is still seen), every hosted field of
 * an input type and every value of an enum (so a required input field is still seen), and, so the
 * schema builds, every type those refer to (reduced to one leaf field when it is not ours).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildSchema, isSpecifiedScalarType } from 'graphql';

export const TRIMMED_SCHEMA_PATH = 'backend/src/graphql/hosted-schema.introspection.json';
const OUR_SDL = 'backend/src/graphql/schema.graphql';
const STANDARD_DIRECTIVES = new Set(['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf']);

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type InputValue = { name: string; type: TypeRef } & Record<string, unknown>;
type Field = { name: string; args: InputValue[]; type: TypeRef } & Record<string, unknown>;
type FullType = {
  kind: string;
  name: string;
  fields: Field[] | null;
  inputFields: InputValue[] | null;
  interfaces: TypeRef[] | null;
  possibleTypes: TypeRef[] | null;
} & Record<string, unknown>;
type Introspection = {
  __schema: { queryType: { name: string }; mutationType: { name: string } | null; types: FullType[]; directives: Array<{ name: string; args: InputValue[] }> };
};

const namedType = (ref: TypeRef): string => (ref.ofType ? namedType(ref.ofType) : (ref.name ?? ''));
const isLeaf = (type: FullType | undefined) => type?.kind === 'SCALAR' || type?.kind === 'ENUM';

/** The hosted schema reduced to what the check compares; `dump` is the published introspection. */
export function trimHostedSchema(dump: Introspection | { data: Introspection }, ourSdl: string): Introspection {
  const schema = ('data' in dump ? dump.data : dump).__schema;
  const ours = buildSchema(ourSdl);
  const byName = new Map(schema.types.map((type) => [type.name, type]));
  const ourName = (name: string) => {
    if (name === schema.queryType.name) return ours.getQueryType()?.name;
    if (name === schema.mutationType?.name) return ours.getMutationType()?.name;
    return name;
  };
  const ourFields = (name: string): Set<string> | undefined => {
    const type = ours.getType(ourName(name) ?? '');
    return type && 'getFields' in type ? new Set(Object.keys(type.getFields())) : undefined;
  };

  const kept = new Map<string, FullType>();
  const keep = (name: string): void => {
    const type = byName.get(name);
    if (!type || kept.has(name)) return;
    kept.set(name, type);
    // Interfaces first: an implementation keeps every field its interfaces keep, or the schema is not valid.
    for (const item of type.interfaces ?? []) keep(namedType(item));
    const implemented = new Set((type.interfaces ?? []).flatMap((item) => (kept.get(namedType(item))?.fields ?? []).map((field) => field.name)));
    const mine = ourFields(name);
    const leaf = type.fields?.find((field) => field.args.length === 0 && isLeaf(byName.get(namedType(field.type))));
    const fields = type.fields?.filter((field) => (mine ? mine.has(field.name) : field === (leaf ?? type.fields?.[0])) || implemented.has(field.name)) ?? null;
    // A union keeps one member to build; an interface needs none.
    const possibleTypes = type.kind === 'UNION' ? (type.possibleTypes ?? []).slice(0, 1) : type.possibleTypes && [];
    kept.set(name, { ...type, fields, possibleTypes });
    for (const field of fields ?? []) {
      keep(namedType(field.type));
      for (const arg of field.args) keep(namedType(arg.type));
    }
    for (const field of type.inputFields ?? []) keep(namedType(field.type));
    for (const item of possibleTypes ?? []) keep(namedType(item));
  };
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    keep(type.name);
  }
  keep(schema.queryType.name);
  if (schema.mutationType) keep(schema.mutationType.name);
  for (const directive of schema.directives) if (STANDARD_DIRECTIVES.has(directive.name)) for (const arg of directive.args) keep(namedType(arg.type));
  for (const name of ['String', 'Boolean']) keep(name);

  return {
    __schema: {
      queryType: schema.queryType,
      mutationType: schema.mutationType,
      types: [...kept.values()].sort((a, b) => a.name.localeCompare(b.name)),
      directives: schema.directives.filter((directive) => STANDARD_DIRECTIVES.has(directive.name)),
    },
  };
}

if (import.meta.main) {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: node scripts/trim-hosted-schema.ts path/to/storefront-api.introspection.json');
    process.exit(1);
  }
  const trimmed = trimHostedSchema(JSON.parse(readFileSync(source, 'utf8')), readFileSync(OUR_SDL, 'utf8'));
  writeFileSync(TRIMMED_SCHEMA_PATH, `${JSON.stringify(trimmed, null, 1)}\n`);
  console.log(`${TRIMMED_SCHEMA_PATH}: ${trimmed.__schema.types.length} types`);
}
