import { Hono } from 'hono';
import { type AdminMailFailureList, MAIL_FAILURES_LISTED } from '../../../src/contracts/admin/mail-failures.ts';
import type { BackendEnv } from '../env.ts';
import { respondToError } from '../errors.ts';

/** "Operação": the mails the queue gave up on (backend/src/mail/mail-queue.ts records them). Read only. */
export const adminMailFailureRoutes = new Hono<BackendEnv>()
  .get('/', async function listMailFailures(c) {
    const { results } = await c.env.DB.prepare('SELECT to_address AS "to", subject, failed_at FROM mail_failures ORDER BY failed_at DESC, id DESC LIMIT ?')
      .bind(MAIL_FAILURES_LISTED)
      .all<AdminMailFailureList['failures'][number]>();
    return c.json({ failures: results } satisfies AdminMailFailureList);
  })
  .onError(respondToError);
