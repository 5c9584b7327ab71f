import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HEALTH_PATH, type HealthReport } from '../../src/contracts/health.ts';
import type { AppEnv } from '../env.ts';
import { rateLimited } from '../middleware/rate-limits.ts';
import { runHealthChecks } from './health-checks.ts';

/**
 * Whatever /healthz answers (the report, the 429 too) is never kept by a browser, a proxy or the
 * edge, and never indexed: a stale "up" would hide an outage from the monitor.
 */
const probeHeaders = createMiddleware<AppEnv>(async function probeHeaders(c, next) {
  await next();
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
});

const reportHealth = async (c: Context<AppEnv>) => {
  const report: HealthReport = await runHealthChecks(c);
  return c.json(report, report.status === 'ok' ? 200 : 503);
};

/**
 * GET (and HEAD) /healthz for an uptime monitor (docs/operating-the-shop.md "Health"): 200
 * `{"status":"ok",…}` when no part is down, 503 `{"status":"degraded",…}` otherwise. Limited per
 * client address (wrangler.toml HEALTH_LIMITER): each probe costs a backend call, a D1 query and a
 * KV read. Registered before the pages, so it never reaches the page cache.
 */
export const healthRoutes = new Hono<AppEnv>().use(HEALTH_PATH, probeHeaders).use(HEALTH_PATH, rateLimited('HEALTH_LIMITER')).get(HEALTH_PATH, reportHealth);
