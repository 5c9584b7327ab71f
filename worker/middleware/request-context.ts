import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { createLogger } from '../log.ts';
import { createOwnBackend } from '../upstream/own-backend.ts';

function randomToken(bytes = 16): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer));
}

/**
 * Creates everything that belongs to one request (id, CSP nonce, logger, upstream clients),
 * so nothing about a shopper lives at module scope, and logs the request when it is answered.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = crypto.randomUUID();
  const log = createLogger({ requestId }, c.env.LOG_LEVEL);
  c.set('requestId', requestId);
  c.set('nonce', randomToken());
  c.set('log', log);
  c.set('backend', createOwnBackend(c.env));
  const started = Date.now();
  await next();
  log.info('request', {
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    durationMs: Date.now() - started,
  });
});
