import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AdminFieldError } from '../../src/contracts/admin/api.ts';
import type { ApiError } from '../../src/contracts/api-error.ts';

/**
 * A failure the client caused or may see, answered as `{ error, message }` JSON with a 4xx status
 * by the app's one error handler (STYLE 5). `message` is pt-BR for people; `error` is a stable code.
 */
class ApiRequestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends ApiRequestError {
  constructor(code: string, message: string) {
    super(400, code, message);
  }
}

/** Input refused field by field (the admin API): each failing field with its pt-BR message. */
export class InvalidFieldsError extends BadRequestError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super('invalid_body', message);
  }
}

export class UnauthorizedError extends ApiRequestError {
  constructor(code: string, message: string) {
    super(401, code, message);
  }
}

export class NotFoundError extends ApiRequestError {
  constructor(message = 'Recurso não encontrado') {
    super(404, 'not_found', message);
  }
}

/** The request is sound but the record's state refuses it now (an order already shipped, a refund above what is left). */
export class ConflictError extends ApiRequestError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

/** A service we depend on (the payment provider) did not do what was asked: nothing was changed. */
export class ProviderFailedError extends ApiRequestError {
  constructor(message: string) {
    super(502, 'provider_failed', message);
  }
}

export class PayloadTooLargeError extends ApiRequestError {
  constructor() {
    super(413, 'payload_too_large', 'O corpo da requisição é grande demais');
  }
}

export class UnsupportedMediaTypeError extends ApiRequestError {
  constructor() {
    super(415, 'unsupported_media_type', 'Envie o corpo em JSON (Content-Type: application/json)');
  }
}

function errorBody(code: string, message: string): ApiError {
  return { error: code, message };
}

/** The one place errors become responses: known request errors as 4xx JSON, the rest as a logged 500. */
export function respondToError(error: Error, c: Context): Response {
  if (error instanceof InvalidFieldsError) {
    return c.json({ ...errorBody(error.code, error.message), fields: error.fields } satisfies AdminFieldError, error.status);
  }
  if (error instanceof ApiRequestError) return c.json(errorBody(error.code, error.message), error.status);
  console.error(JSON.stringify({ level: 'error', event: 'backend_unhandled', path: c.req.path, error: String(error) }));
  return c.json(errorBody('internal_error', 'Erro interno'), 500);
}
