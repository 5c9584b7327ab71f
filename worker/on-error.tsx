import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorView, errorTitle } from '../src/features/shell/ErrorView.tsx';
import type { AuthError } from '../src/contracts/auth.ts';
import type { EdgeError } from '../src/contracts/edge.ts';
import { HEALTH_PATH } from '../src/contracts/health.ts';
import { MESSAGES } from '../src/core/messages/pt-BR.ts';
import type { AppEnv } from './env.ts';
import { CommerceRefusedError, EdgeHttpError, InvalidRouteError, MethodNotAllowedError, TooManyRequestsError } from './errors.ts';
import { sameSitePath } from './http/site-redirect.ts';
import { describeError } from './log.ts';
import { UpstreamContractError, UpstreamHttpError, UpstreamTimeoutError } from './upstream/errors.ts';
import { proxiedPrefixes } from './upstream/own-backend-routes.ts';
import { FIELD_DATA_PATH } from '../src/contracts/field-data.ts';

/** Paths answered with JSON (the proxy, the GraphQL endpoint, the session routes, the build id, the uptime probe, the providers' webhooks, the field-data beacon). */
const JSON_PREFIXES = [...proxiedPrefixes(), '/graphql', '/auth', '/builds', HEALTH_PATH, '/webhooks', FIELD_DATA_PATH];

function isJsonPath(path: string): boolean {
  return JSON_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The status and body an error is answered with, on JSON routes. */
function edgeErrorAnswer(error: unknown): { status: ContentfulStatusCode; body: EdgeError | AuthError } {
  if (error instanceof CommerceRefusedError) {
    const body: AuthError = { error: error.code, message: error.publicMessage, success: false, errors: [...error.errors] };
    return { status: error.status, body };
  }
  if (error instanceof EdgeHttpError) return { status: error.status, body: { error: error.code, message: error.publicMessage } };
  // spec §8: the client shows the timeout text for a 504 and the 429 text for a 429.
  if (error instanceof UpstreamTimeoutError) return { status: 504, body: { error: 'timeout', message: MESSAGES.requestTimeout } };
  if (error instanceof UpstreamHttpError && error.status === 429) {
    return { status: 429, body: { error: 'too_many_requests', message: MESSAGES.tooManyRequests } };
  }
  if (error instanceof UpstreamHttpError || error instanceof UpstreamContractError) {
    return { status: 502, body: { error: 'upstream_unavailable', message: MESSAGES.edgeUpstreamUnavailable } };
  }
  return { status: 500, body: { error: 'internal_error', message: MESSAGES.serverErrorDescription } };
}

/** A path as the shopper typed it ("/resultados/🍷", not "/resultados/%F0%9F%8D%B7"); as it came when it does not decode. */
function shownPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** spec §2: unknown routes show the 404 page with "Page not found: {path}". */
export function notFound(c: Context<AppEnv>) {
  if (isJsonPath(c.req.path)) {
    return c.json({ error: 'not_found', message: MESSAGES.edgeNotFound } satisfies EdgeError, 404);
  }
  c.status(404);
  return c.render(<ErrorView statusCode={404} message={MESSAGES.routeNotFound(shownPath(c.req.path))} />, {
    title: `${c.env.STORE_NAME} - ${MESSAGES.notFoundTitle}`,
  });
}

/**
 * The one place errors become responses (STYLE 5): logged once with context, answered with a
 * generic body, the pt-BR text where a shopper sees it, JSON on JSON routes and a page elsewhere.
 */
export function onError(error: Error, c: Context<AppEnv>) {
  const log = c.get('log');
  if (error instanceof InvalidRouteError) {
    // DECISIONS "Routing order": a route whose parameters do not validate.
    log?.info('route_invalid', { path: c.req.path });
    c.status(404);
    return c.render(<ErrorView statusCode={404} message={MESSAGES.routeInvalid(shownPath(error.fullPath))} />, {
      title: `${c.env.STORE_NAME} - ${MESSAGES.notFoundTitle}`,
    });
  }
  const { status, body } = edgeErrorAnswer(error);
  if (status >= 500) log?.error('request_failed', { error: describeError(error), status, path: c.req.path });
  else log?.info('request_refused', { error: describeError(error), status, path: c.req.path });
  if (error instanceof MethodNotAllowedError) c.header('Allow', error.allow.join(', '));
  if (error instanceof TooManyRequestsError && error.retryAfter) c.header('Retry-After', error.retryAfter);
  if (isJsonPath(c.req.path)) {
    c.header('Cache-Control', 'no-store');
    return c.json(body, status);
  }
  // A page that failed keeps the shop around it: header, footer, the status, a pt-BR explanation
  // and "Tentar novamente"; never the internal error's text.
  const { pathname, search } = new URL(c.req.url);
  c.status(status);
  c.header('Cache-Control', 'no-store');
  return c.render(<ErrorView statusCode={status} message={body.message} retryHref={sameSitePath(`${pathname}${search}`)} />, {
    title: `${c.env.STORE_NAME} - ${errorTitle(status, body.message)}`,
    seo: { noindex: true },
  });
}
