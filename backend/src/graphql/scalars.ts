import { GraphQLError, GraphQLScalarType, type GraphQLSchema } from 'graphql';

/**
 * The hosted API's custom scalars on the wire (notes/storefront-api.md "Scalars"): `Long` and
 * `Decimal` are JSON numbers (reais, not centavos), `Uuid` a string, `DateTime` ISO-8601, `CEP` a
 * digits-only string. `buildSchema` makes every custom scalar an identity; these give them their
 * coercion, so a malformed Uuid or a fractional Long is refused before any resolver runs. CEP
 * content is checked by the shipping resolver instead, to answer its own code (SHP101).
 */
interface ScalarBehaviour {
  input(value: unknown): unknown;
  output(value: unknown): unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The value itself is never echoed: an error message is no place for what a client sent.
const invalid = (scalar: string, _value: unknown) => new GraphQLError(`${scalar} cannot represent this value`);

const BEHAVIOURS: Record<string, ScalarBehaviour> = {
  Uuid: {
    input(value) {
      if (typeof value !== 'string' || !UUID.test(value)) throw invalid('Uuid', value);
      return value.toLowerCase();
    },
    output: (value) => String(value),
  },
  Long: {
    input(value) {
      const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw invalid('Long', value);
      return number;
    },
    output(value) {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw invalid('Long', value);
      return value;
    },
  },
  Decimal: {
    input(value) {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid('Decimal', value);
      return value;
    },
    output(value) {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid('Decimal', value);
      return Math.round(value * 100) / 100;
    },
  },
  CEP: {
    input(value) {
      if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value).padStart(8, '0');
      if (typeof value !== 'string') throw invalid('CEP', value);
      return value;
    },
    output: (value) => String(value),
  },
  DateTime: {
    input(value) {
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw invalid('DateTime', value);
      return value;
    },
    output: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  },
};

/** Gives the SDL's custom scalars their coercion (in place: the schema is built once per isolate). */
export function applyScalarBehaviour(schema: GraphQLSchema): void {
  for (const [name, behaviour] of Object.entries(BEHAVIOURS)) {
    const scalar = schema.getType(name);
    if (!(scalar instanceof GraphQLScalarType)) throw new Error(`schema.graphql lacks scalar ${name}`);
    Object.assign(scalar, {
      coerceInputValue: behaviour.input,
      parseValue: behaviour.input,
      coerceOutputValue: behaviour.output,
      serialize: behaviour.output,
    });
  }
}
