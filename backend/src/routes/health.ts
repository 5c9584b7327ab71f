import { Hono } from 'hono';
import { BACKEND_HEALTH_PATH, type BackendHealth, HEALTH_TIMEOUTS } from '../../../src/contracts/health.ts';
import type { BackendEnv } from '../env.ts';

/** D1 did not answer `SELECT 1` within HEALTH_TIMEOUTS.d1Ms. */
class D1TimeoutError extends Error {
  override name = 'D1TimeoutError';
  constructor() {
    super(`D1 did not answer within ${HEALTH_TIMEOUTS.d1Ms} ms`);
  }
}

/** Whether D1 answers `SELECT 1` in time: touches no table, so no customer data is ever read. */
async function d1Answers(db: D1Database): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new D1TimeoutError()), HEALTH_TIMEOUTS.d1Ms);
  });
  try {
    const row = await Promise.race([db.prepare('SELECT 1 AS one').first<{ one: number }>(), timeout]);
    return row?.one === 1;
  } catch (error) {
    // for the operator's logs only: the answer says "down", never why
    console.warn(JSON.stringify({ level: 'warn', event: 'health_d1_down', error: String(error) }));
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health, for the storefront's /healthz (docs/operating-the-shop.md "Health"): answering
 * at all says the backend is up; `d1` says whether its database is. Always 200 (the storefront
 * reads the body), never cached.
 */
export const healthRoutes = new Hono<BackendEnv>().get(BACKEND_HEALTH_PATH, async (c) => {
  const health: BackendHealth = { d1: (await d1Answers(c.env.DB)) ? 'up' : 'down' };
  c.header('Cache-Control', 'no-store');
  return c.json(health);
});
