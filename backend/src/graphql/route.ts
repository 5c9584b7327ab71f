import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  execute,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
} from 'graphql';
import { Hono, type Context } from 'hono';
import { z } from 'zod/mini';
import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { readCommerceConfig, type CommerceBindings } from '../commerce/config.ts';
import { shopperIp } from '../access/front-door.ts';
import { mailerOf } from '../mail/send-mail.ts';
import type { CommerceContext } from './context.ts';
import { formatError, rateLimitRetryAfter } from './format-error.ts';
import { QUERY_LIMITS, QueryComplexityRule } from './limits.ts';
import { rootValue } from './root-value.ts';
import { commerceSchema } from './schema.ts';

/**
 * `POST /graphql`: the storefront-API-compatible endpoint (spec §7 "Storefront GraphQL";
 * notes/storefront-api.md "Transport"). JSON `{query, variables, operationName}` in, JSON out.
 * HTTP status: 200 whenever the operation ran (business errors included, as the hosted API);
 * 400 for a malformed request or a document that does not parse or validate; 401 without the
 * store's `TCS-Access-Token` (backend/src/access/front-door.ts); 405 for other methods; 413 for an
 * oversized body; 415 for a body that is not JSON; 429 when a rate limit was hit.
 */
type Env = { Bindings: CommerceBindings };

const requestSchema = z.object({
  query: z.string().check(z.minLength(1)),
  variables: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  operationName: z.optional(z.nullable(z.string())),
});

function errorResponse(c: Context<Env>, status: 400 | 413 | 415, code: string, message: string, extra?: ReadonlyArray<GraphQLFormattedError>) {
  const errors = extra ?? [{ message, extensions: { code } }];
  return c.json({ errors }, status);
}

async function readBody(c: Context<Env>): Promise<string | undefined> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > QUERY_LIMITS.maxBodyBytes) return undefined;
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > QUERY_LIMITS.maxBodyBytes) return undefined;
  return new TextDecoder().decode(bytes);
}

export const graphqlRoutes = new Hono<Env>()
  .post('/', async (c) => {
    // answers are personal (carts, tokens): never stored by a cache
    c.header('Cache-Control', 'no-store');
    const config = readCommerceConfig(c.env);
    if (!(c.req.header('content-type') ?? '').toLowerCase().includes('application/json')) {
      return errorResponse(c, 415, ERROR_CODES.badRequest, 'Envie application/json.');
    }
    const text = await readBody(c);
    if (text === undefined) return errorResponse(c, 413, ERROR_CODES.badRequest, 'Requisição grande demais.');

    let body: z.infer<typeof requestSchema>;
    try {
      body = requestSchema.parse(JSON.parse(text));
    } catch {
      return errorResponse(c, 400, ERROR_CODES.badRequest, 'Corpo inválido: esperado {query, variables, operationName}.');
    }

    let document: DocumentNode;
    try {
      document = parse(body.query, { maxTokens: QUERY_LIMITS.maxTokens });
    } catch (error) {
      const message = error instanceof GraphQLError ? error.message : 'Syntax Error';
      return errorResponse(c, 400, ERROR_CODES.parseFailed, message);
    }

    const schema = commerceSchema();
    // spec-free hardening: no introspection (and no "did you mean" hints) in production
    const rules = config.production ? [...specifiedRules, QueryComplexityRule, NoSchemaIntrospectionCustomRule] : [...specifiedRules, QueryComplexityRule];
    const validationErrors = validate(schema, document, rules, { maxErrors: 20, hideSuggestions: config.production });
    if (validationErrors.length > 0) {
      const errors = validationErrors.map((error) => ({ ...error.toJSON(), extensions: { code: ERROR_CODES.validationFailed } }));
      return errorResponse(c, 400, ERROR_CODES.validationFailed, '', errors);
    }

    const contextValue: CommerceContext = {
      db: c.env.DB,
      config,
      now: new Date(),
      ip: shopperIp(c.req.raw.headers, c.get('caller')),
      origin: config.shopOrigin,
      mail: mailerOf(c),
    };
    const operationName = body.operationName ?? undefined;
    const result: ExecutionResult = await execute({
      schema,
      document,
      rootValue,
      contextValue,
      variableValues: body.variables ?? undefined,
      operationName,
      hideSuggestions: config.production,
    });

    const errors = result.errors ?? [];
    const response = {
      ...(errors.length > 0 ? { errors: errors.map((error) => formatError(error, operationName)) } : {}),
      ...('data' in result ? { data: result.data } : {}),
    };
    const retryAfter = rateLimitRetryAfter(errors);
    if (retryAfter !== undefined) {
      c.header('Retry-After', String(retryAfter));
      return c.json(response, 429);
    }
    return c.json(response, 200);
  })
  .all('/', (c) => {
    c.header('Allow', 'POST');
    return c.json({ errors: [{ message: 'Use POST.', extensions: { code: ERROR_CODES.badRequest } }] }, 405);
  });
