import { Hono } from 'hono';
import { devMailListSchema } from '../../src/contracts/dev-mail.ts';
import { isLocalRun } from '../config.ts';
import type { AppEnv } from '../env.ts';

/** The page of local runs that shows the mail the backend kept instead of sending. */
const DEV_MAIL_PATH = '/dev/mail';

/**
 * GET /dev/mail: in local runs only (deployed, it does not exist: the request goes on to the 404),
 * the backend's outbox newest first (backend/src/routes/dev-mail.ts).
 */
export const devMailRoutes = new Hono<AppEnv>().get(DEV_MAIL_PATH, async (c, next) => {
  if (!isLocalRun(c.env)) return next();
  const mails = await c.get('backend').get('/api/dev/mail', devMailListSchema);
  const { DevMailPage } = await import('../../src/features/info/DevMailPage.tsx');
  c.header('Cache-Control', 'no-store');
  return c.render(<DevMailPage mails={mails} />, { title: 'Caixa de saída', seo: { noindex: true } });
});
