import { createBackendApp } from './app.ts';
import { purgeExpired } from './housekeeping.ts';
import { consumeMail } from './mail/mail-queue.ts';
import { refundExpiredAgeHolds } from './payments/age-holds.ts';
import { mailerOf } from './mail/send-mail.ts';
import type { Mail } from './mail/send-mail.ts';

const app = createBackendApp();

export default {
  fetch: app.fetch,
  /**
   * The hourly housekeeping (backend/wrangler.toml `[triggers]`): what outlived its use, and the
   * orders held for the buyer's age past 48 hours; counts only in the log.
   */
  async scheduled(_controller, env, ctx) {
    const purged = await purgeExpired(env.DB);
    const ageHoldsRefunded = await refundExpiredAgeHolds(env, new Date(), mailerOf({ env, executionCtx: ctx }));
    console.log(JSON.stringify({ level: 'info', event: 'housekeeping', ...purged, ageHoldsRefunded }));
  },
  /** The outgoing mail and its dead letters (backend/src/mail/mail-queue.ts). */
  async queue(batch, env) {
    await consumeMail(batch as MessageBatch<Mail>, env);
  },
} satisfies ExportedHandler<Env>;
