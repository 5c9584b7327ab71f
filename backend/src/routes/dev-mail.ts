import { Hono } from 'hono';
import type { DevMail } from '../../../src/contracts/dev-mail.ts';
import type { BackendEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { keepsMailInOutbox } from '../mail/send-mail.ts';

/** How many kept mails /dev/mail shows: enough to follow a session of local testing. */
const SHOWN = 50;

/**
 * The mail kept in the outbox (backend/src/mail/send-mail.ts), newest first. Exists only while
 * mail is kept instead of sent (local runs): otherwise a 404. Edge-only, behind the access token.
 */
export const devMailRoutes = new Hono<BackendEnv>().get('/dev/mail', async (c) => {
  if (!keepsMailInOutbox(c.env)) throw new NotFoundError();
  const { results } = await c.env.DB.prepare(
    'SELECT id, to_address AS "to", subject, text_body AS text, created_at AS createdAt FROM dev_mail_outbox ORDER BY id DESC LIMIT ?',
  )
    .bind(SHOWN)
    .all<DevMail>();
  c.header('Cache-Control', 'no-store');
  return c.json(results);
});
