import type { Context } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { BACKEND_HEALTH_PATH, backendHealthSchema, HEALTH_TIMEOUTS, type HealthChecks, type HealthReport } from '../../src/contracts/health.ts';
import { messageBannerResponseSchema } from '../../src/contracts/message-banner.ts';
import { EDGE } from '../../src/core/constants.ts';
import type { AppEnv } from '../env.ts';
import { describeError } from '../log.ts';
import { contractJson } from '../upstream/contract-json.ts';
import { upstreamFetch, type UpstreamCaller } from '../upstream/upstream-fetch.ts';

/**
 * The checks behind GET /healthz (docs/operating-the-shop.md "Health"). Each part is asked
 * directly, past the edge cache (a cached answer would say "up" for a backend that is gone), within
 * HEALTH_TIMEOUTS.partMs, so a hung part reads as down instead of hanging the monitor's probe. Why
 * a part is down goes to the log, never into the answer.
 */

/**
 * Hosted mode (API_ORIGIN set; docs/configuration.md): the hosted backend has no /api/health and
 * its database is its own business. It is probed with spec §7's cheapest read, which every such
 * backend serves and which carries no customer data; D1 is then "unknown".
 */
const HOSTED_PROBE_PATH = '/api/messageBanner';

/** A part did not answer within its time. */
class HealthCheckTimeoutError extends Error {
  override name = 'HealthCheckTimeoutError';
  constructor(part: string) {
    super(`${part} did not answer within ${HEALTH_TIMEOUTS.partMs} ms`);
  }
}

/** `check`'s result, or a HealthCheckTimeoutError once HEALTH_TIMEOUTS.partMs has passed. */
async function withinTime<T>(part: string, check: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HealthCheckTimeoutError(part)), HEALTH_TIMEOUTS.partMs);
  });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET a backend path, never from the edge cache, parsed with its contract's schema. */
async function backendJson<T>(env: Env, caller: UpstreamCaller, path: string, schema: ZodMiniType<T>): Promise<T> {
  const response = await upstreamFetch(env, 'api', path, { method: 'GET', headers: new Headers({ accept: 'application/json' }) }, caller);
  return contractJson(response, path, schema);
}

/** The backend answered: it is up, and (embedded) it says how its D1 is. */
async function probeBackend(env: Env, caller: UpstreamCaller): Promise<Pick<HealthChecks, 'backend' | 'd1'>> {
  if (env.API_ORIGIN) {
    await backendJson(env, caller, HOSTED_PROBE_PATH, messageBannerResponseSchema);
    return { backend: 'up', d1: 'unknown' };
  }
  const { d1 } = await backendJson(env, caller, BACKEND_HEALTH_PATH, backendHealthSchema);
  return { backend: 'up', d1 };
}

/** One read of the partner list's key: a missing key (null) is fine, only an exception is down. */
async function readKv(kv: KVNamespace): Promise<'up'> {
  await kv.get(EDGE.partnersKvKey);
  return 'up';
}

/** Every part's state, and the overall status: "ok" while no part is down ("unknown" is not down). */
export async function runHealthChecks(c: Context<AppEnv>): Promise<HealthReport> {
  const log = c.get('log');
  const down = (part: string) => (error: unknown) => {
    log.warn('health_check_down', { part, error: describeError(error) });
    return undefined;
  };
  // The fetch itself is aborted at the same time, so a hung backend holds no connection open.
  const caller: UpstreamCaller = { ...c.get('caller'), timeoutMs: HEALTH_TIMEOUTS.partMs };
  const [backend, kv] = await Promise.all([
    withinTime('backend', probeBackend(c.env, caller)).catch(down('backend')),
    withinTime('kv', readKv(c.env.PARTNERS_KV)).catch(down('kv')),
  ]);
  const checks: HealthChecks = {
    storefront: 'up',
    backend: backend?.backend ?? 'down',
    // a backend that did not answer cannot say how its database is
    d1: backend?.d1 ?? 'unknown',
    kv: kv ?? 'down',
  };
  return { status: Object.values(checks).includes('down') ? 'degraded' : 'ok', checks };
}
