import { createMiddleware } from 'hono/factory';
import type { BackendEnv } from './env.ts';

/**
 * Bench-only switches (`npm run bench`), all off in backend/wrangler.toml so a normal
 * run or a deployment never pays for them: the bench sets them through serveBuiltApp's
 * backendVars to see what the storefront does when the backend is slow or failing.
 *
 * - BENCH_DELAY_MS: every answer waits this long (streaming: the first byte must not wait).
 * - BENCH_FAULT_RATE: this share of calls (0–1) answers 500.
 * - BENCH_TIMEOUT_RATE: this share of calls hangs BENCH_HANG_MS (past the edge's 30 s request
 *   timeout by default), then answers 504.
 * - BENCH_LOG_CALLS = "on": one `bench_backend_call` log line per call (path, query, fault), so the
 *   bench counts backend calls per key from the server's output.
 */
export const benchSwitches = createMiddleware<BackendEnv>(async (c, next) => {
  const delayMs = Number(c.env.BENCH_DELAY_MS) || 0;
  const faultRate = Number(c.env.BENCH_FAULT_RATE) || 0;
  const timeoutRate = Number(c.env.BENCH_TIMEOUT_RATE) || 0;
  const logCalls = c.env.BENCH_LOG_CALLS === 'on';
  if (delayMs <= 0 && faultRate <= 0 && timeoutRate <= 0 && !logCalls) return next();

  // One draw decides the call's fate, so the two rates never overlap.
  const draw = Math.random();
  const fault = draw < timeoutRate ? 'timeout' : draw < timeoutRate + faultRate ? '500' : null;
  if (logCalls) {
    const url = new URL(c.req.url);
    console.log(JSON.stringify({ event: 'bench_backend_call', method: c.req.method, path: url.pathname, query: url.search, fault }));
  }
  if (fault === 'timeout') {
    await new Promise((resolve) => setTimeout(resolve, Number(c.env.BENCH_HANG_MS) || 31_000));
    return c.json({ error: 'bench_timeout', message: 'Bench: resposta atrasada de propósito' }, 504);
  }
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (fault === '500') return c.json({ error: 'bench_fault', message: 'Bench: falha de propósito' }, 500);
  return next();
});
