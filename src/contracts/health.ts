import { z } from 'zod/mini';

/**
 * The uptime probe (docs/operating-the-shop.md "Health"): the storefront's `GET /healthz`, and the
 * backend's `GET /api/health` it asks. Both say only up, down or unknown per part: no counts, no
 * versions, no error text, so an open URL tells a stranger nothing about the shop.
 */

/** The storefront's probe, for the uptime monitor. */
export const HEALTH_PATH = '/healthz';

/** The embedded backend's own probe (a route of `src/contracts/own-backend-api.ts`). */
export const BACKEND_HEALTH_PATH = '/api/health';

/**
 * How long each check may take: a hung part reads as down well within a monitor's own timeout
 * (Cloudflare Health Checks wait 5 s by default). The backend gives D1 less time than the
 * storefront gives the backend, so a hung database is reported as "d1 down" by a backend that
 * still answers, not as the backend being down.
 */
export const HEALTH_TIMEOUTS = {
  /** Each of the storefront's checks (the backend call, the KV read). */
  partMs: 2000,
  /** The backend's `SELECT 1` on D1. */
  d1Ms: 1000,
} as const;

const upOrDown = z.enum(['up', 'down']);

/** `GET /api/health`: the backend answers (so it is up) and says whether its D1 answered `SELECT 1`. */
export const backendHealthSchema = z.object({ d1: upOrDown });

export type BackendHealth = z.infer<typeof backendHealthSchema>;

/**
 * `GET /healthz`: 200 with `ok` when no part is down, 503 with `degraded` otherwise. `unknown` is
 * what cannot be known from here (D1 behind a hosted backend, or behind a backend that did not
 * answer) and is not counted as down.
 */
export const healthReportSchema = z.strictObject({
  status: z.enum(['ok', 'degraded']),
  checks: z.strictObject({
    storefront: z.literal('up'),
    backend: upOrDown,
    d1: z.enum(['up', 'down', 'unknown']),
    kv: upOrDown,
  }),
});

export type HealthReport = z.infer<typeof healthReportSchema>;
export type HealthChecks = HealthReport['checks'];
