import { createBackendApp } from './app.ts';
import { purgeExpired } from './housekeeping.ts';

const app = createBackendApp();

export default {
  fetch: app.fetch,
  /** The daily housekeeping (backend/wrangler.toml `[triggers]`); counts only in the log. */
  async scheduled(_controller, env) {
    const purged = await purgeExpired(env.DB);
    console.log(JSON.stringify({ level: 'info', event: 'housekeeping', ...purged }));
  },
} satisfies ExportedHandler<Env>;
