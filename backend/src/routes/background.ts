import type { Context } from 'hono';
import type { BackendEnv } from '../env.ts';

/**
 * Runs bookkeeping (most-wanted signals) after the response is sent, so a shopper never waits for
 * it; a failure is logged and never reaches the shopper.
 */
export function recordInBackground(c: Context<BackendEnv>, work: () => Promise<void>): void {
  const task = work().catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', event: 'signal_failed', path: c.req.path, error: String(error) }));
  });
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    // No execution context (app.request() in a plain test): the task still runs to completion.
  }
}
