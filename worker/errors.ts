import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EdgeErrorCode } from '../src/contracts/edge.ts';
import { MESSAGES } from '../src/core/messages/pt-BR.ts';

/**
 * Errors the edge answers itself. Each carries its status, a stable code and the pt-BR text a
 * page may show; `worker/on-error.tsx` is the one place that turns them into responses.
 */
export class EdgeHttpError extends Error {
  override name = 'EdgeHttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: EdgeErrorCode,
    readonly publicMessage: string,
    detail = publicMessage,
  ) {
    super(detail);
  }
}

/** A proxied path the contracts do not name (`/api/...`, `/media/...`), or a traversal attempt. */
export class ApiNotFoundError extends EdgeHttpError {
  override name = 'ApiNotFoundError';
  constructor(path: string) {
    super(404, 'not_found', MESSAGES.edgeNotFound, `no contract route for ${path}`);
  }
}

/** A path the contracts name, with a method they do not. */
export class MethodNotAllowedError extends EdgeHttpError {
  override name = 'MethodNotAllowedError';
  constructor(readonly allow: readonly string[]) {
    super(405, 'method_not_allowed', MESSAGES.edgeMethodNotAllowed);
  }
}

/** Something a browser may not do: an edge-only call (DECISIONS 5) or a cross-site write. */
export class ForbiddenError extends EdgeHttpError {
  override name = 'ForbiddenError';
  constructor(detail: string) {
    super(403, 'forbidden', MESSAGES.edgeForbidden, detail);
  }
}

export class PayloadTooLargeError extends EdgeHttpError {
  override name = 'PayloadTooLargeError';
  constructor(limit: number) {
    super(413, 'payload_too_large', MESSAGES.edgePayloadTooLarge, `request body over ${limit} bytes`);
  }
}

export class BadRequestError extends EdgeHttpError {
  override name = 'BadRequestError';
  constructor(detail: string, publicMessage: string = MESSAGES.edgeBadRequest) {
    super(400, 'bad_request', publicMessage, detail);
  }
}

/** No session, an expired one, or credentials the commerce service refused. */
export class UnauthorizedError extends EdgeHttpError {
  override name = 'UnauthorizedError';
  constructor(publicMessage: string, detail = publicMessage) {
    super(401, 'unauthorized', publicMessage, detail);
  }
}

/**
 * DECISIONS "Routing order": a route matched but its parameters do not validate (a product
 * path without a numeric id, a search term under 3 characters, an unknown category slug).
 * Answered with the 404 page and spec §8's "Page Not Found: {fullPath}".
 */
export class InvalidRouteError extends Error {
  override name = 'InvalidRouteError';
  constructor(readonly fullPath: string) {
    super(`route validation failed for ${fullPath}`);
  }
}

/** spec §8 HTTP 429: the commerce service limited this shopper (login attempts per e-mail and IP). */
export class TooManyRequestsError extends EdgeHttpError {
  override name = 'TooManyRequestsError';
  constructor(readonly retryAfter: string | null) {
    super(429, 'too_many_requests', MESSAGES.tooManyRequests);
  }
}

/**
 * The commerce service refused an operation with GraphQL errors (wrong password, invalid JWT,
 * invalid registration data). The edge answers `status` with a pt-BR message and, where useful to
 * the page, the service's own errors (spec §8 "Partial registration errors: success false plus
 * the errors").
 */
export class CommerceRefusedError extends EdgeHttpError {
  override name = 'CommerceRefusedError';
  constructor(
    status: 400 | 401,
    publicMessage: string,
    readonly errors: ReadonlyArray<{ message: string; code?: string | undefined; field?: string | undefined }>,
  ) {
    super(status, status === 401 ? 'unauthorized' : 'bad_request', publicMessage, errors.map((error) => error.code ?? 'no code').join(','));
  }
}
