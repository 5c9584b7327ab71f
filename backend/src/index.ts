import { createBackendApp } from './app.ts';
import { purgeExpired } from './housekeeping.ts';
import { consumeMail } from './mail/mail-queue.ts';
import type { Mail } from './mail/send-mail.ts';

const app = createBackendApp();

export default {
  fetch: app.fetch,
  /** The daily housekeeping (backend/wrangler.toml `[triggers]`); counts only in the log. */
  async scheduled(_controller, env) {
    const purged = await purgeExpired(env.DB);
    console.log(JSON.stringify({ level: 'info', event: 'housekeeping', ...purged }));
  },
  /** The outgoing mail and its dead letters (backend/src/mail/mail-queue.ts). */
  async queue(batch, env) {
    await consumeMail(batch as MessageBatch<Mail>, env);
  },
} satisfies ExportedHandler<Env>;
