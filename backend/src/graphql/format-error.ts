import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { CommerceError, RateLimitError } from '../commerce/errors.ts';

function coercionMessage(message: string): string {
  const variable = /^Variable "\$([A-Za-z_][A-Za-z0-9_]*)"/.exec(message)?.[1];
  return variable ? `Valor inválido para a variável $${variable}.` : 'Valor inválido na requisição.';
}

/**
 * The one place errors become GraphQL `errors[]` entries, as the hosted API gives them: a message
 * and `extensions.code`. Business errors keep their text and details; anything unexpected is
 * logged once with its context and answered generically (no internals leak).
 */
export function formatError(error: GraphQLError, operationName: string | undefined): GraphQLFormattedError {
  const base = { message: error.message, ...(error.locations ? { locations: error.locations } : {}), ...(error.path ? { path: error.path } : {}) };
  const original = error.originalError;
  if (original instanceof CommerceError) {
    return { ...base, message: original.message, extensions: { ...original.details, code: original.code } };
  }
  if (!original || original.name === 'GraphQLError') {
    // coercion of arguments and variables (e.g. a malformed Uuid): the client's mistake. graphql-js
    // quotes the value it refused; the answer names only the variable, never echoes the value.
    return { ...base, message: coercionMessage(error.message), extensions: { code: ERROR_CODES.badRequest } };
  }
  console.error(
    JSON.stringify({ level: 'error', event: 'graphql_resolver_failed', operationName, path: error.path, error: String(original), stack: original.stack }),
  );
  return { ...base, message: 'Erro interno. Tente novamente.', extensions: { code: ERROR_CODES.internal } };
}

/** Seconds to wait when a resolver hit a rate limit (the answer is then HTTP 429), else undefined. */
export function rateLimitRetryAfter(errors: ReadonlyArray<GraphQLError>): number | undefined {
  const limited = errors.map((error) => error.originalError).filter((original) => original instanceof RateLimitError);
  return limited.length > 0 ? Math.max(...limited.map((error) => error.retryAfterSeconds)) : undefined;
}
