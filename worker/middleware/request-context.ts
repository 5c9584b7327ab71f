import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HEADERS, TIMINGS } from '../../src/core/constants.ts';
import type { AppEnv } from '../env.ts';
import { createLogger, describeError, loggablePath } from '../log.ts';
import { createOwnBackend } from '../upstream/own-backend.ts';
import type { UpstreamCaller } from '../upstream/upstream-fetch.ts';

function randomToken(bytes = 16): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer));
}

/** `c.executionCtx.waitUntil`, or a no-op where there is no execution context (app.request in tests). */
export function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  return (promise) => {
    try {
      c.executionCtx.waitUntil(promise);
    } catch {
      promise.catch(() => undefined);
    }
  };
}

export interface RequestContextOptions {
  /** spec §9 request timeout (30000 ms); tests pass a tiny one to exercise the 504. */
  upstreamTimeoutMs?: number;
}

/**
 * Creates everything that belongs to one request (id, CSP nonce, logger, upstream clients),
 * so nothing about a shopper lives at module scope, and writes one structured log line when the
 * request is answered: method, path (never the query, which may carry a token), status,
 * duration, for proxied calls the upstream's status, and whether a page was rendered for it.
 *
 * @example app.use(requestContext())
 */
export function requestContext(options: RequestContextOptions = {}) {
  return createMiddleware<AppEnv>(async function requestContext(c, next) {
    const requestId = crypto.randomUUID();
    const log = createLogger({ requestId }, c.env.LOG_LEVEL);
    const started = Date.now();
    const timeoutMs = options.upstreamTimeoutMs ?? TIMINGS.requestTimeoutMs;
    const caller: UpstreamCaller = {
      origin: new URL(c.req.url).origin,
      clientIp: c.req.header(HEADERS.connectingIp),
      requestId,
      timeoutMs,
      deadline: started + timeoutMs,
    };
    c.set('requestId', requestId);
    c.set('nonce', randomToken());
    c.set('log', log);
    c.set('caller', caller);
    c.set(
      'backend',
      createOwnBackend(c.env, {
        caller,
        waitUntil: waitUntilOf(c),
        cache: c.env.EDGE_CACHE !== 'off',
        onGenerationsError: (error) => log.warn('cache_generations_failed', { error: describeError(error) }),
      }),
    );
    await next();
    log.info('request', {
      method: c.req.method,
      path: loggablePath(c.req.path),
      status: c.res.status,
      durationMs: Date.now() - started,
      upstreamStatus: c.get('upstreamStatus'),
      rendered: c.get('rendered'),
    });
  });
}
