import { createApp } from './app.tsx';
import { createLogger, describeError } from './log.ts';
import { refreshPartnerNames } from './partners/partner-list.ts';
import { createOwnBackend } from './upstream/own-backend.ts';
import { defaultCaller } from './upstream/upstream-fetch.ts';

/** The edge cache's generations (worker/upstream/cache-generations.ts), a Durable Object class of this worker. */
export { CacheGenerations } from './upstream/cache-generations.ts';
export { IdempotencyKeys } from './agents/idempotency/idempotency-keys.ts';

const app = createApp();

/**
 * The cron trigger (wrangler.toml `[triggers]`): refreshes the partner names in KV from the
 * backend (spec §2 dynamic redirects). Reads past the edge cache, so a new partner shows at once.
 */
async function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  const requestId = crypto.randomUUID();
  const log = createLogger({ requestId, cron: controller.cron }, env.LOG_LEVEL);
  const backend = createOwnBackend(env, {
    caller: defaultCaller(requestId),
    waitUntil: (p) => ctx.waitUntil(p),
    cache: false,
    onGenerationsError: () => undefined,
  });
  try {
    await refreshPartnerNames(env.PARTNERS_KV, backend, log);
  } catch (error) {
    log.error('partners_refresh_failed', { error: describeError(error) });
  }
}

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
