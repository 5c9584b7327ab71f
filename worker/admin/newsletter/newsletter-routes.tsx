import { type Context, Hono } from 'hono';
import { z } from 'zod/mini';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import type { AppEnv } from '../../env.ts';
import { adminDownload, adminRead, adminWrite } from '../admin-api.ts';
import { readAdminForm } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { adminPage } from '../render.tsx';
import { NewsletterPage } from './NewsletterPage.tsx';

const pageSchema = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1);

async function listPage(c: Context<AppEnv>, said: { notice?: string; refusal?: string } = {}) {
  const query = (c.req.query('q') ?? '').trim().slice(0, 120);
  const page = pageSchema.parse(c.req.query('pagina'));
  const list = (await adminRead(c, ADMIN_API.subscribers, { query: { page, q: query || undefined } })) ?? { subscribers: [], total: 0, page, pageSize: 50 };
  return adminPage(
    c,
    <NewsletterPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} list={list} query={query} {...said} />,
    said.refusal ? 400 : 200,
  );
}

const listSubscribers = (c: Context<AppEnv>) =>
  listPage(c, c.req.query('cancelado') ? { notice: 'Inscrição cancelada: este e-mail não recebe mais a newsletter.' } : {});

const exportSubscribers = (c: Context<AppEnv>) => adminDownload(c, ADMIN_API.exportSubscribers);

const unsubscribe = async (c: Context<AppEnv>) => {
  const email = (await readAdminForm(c)).get('email') ?? '';
  const done = await adminWrite(c, ADMIN_API.unsubscribe, { body: { json: { email } } });
  if (!done.ok) return listPage(c, { refusal: done.message });
  return c.redirect(`${ADMIN_PATHS.newsletter}?cancelado=1`, 303);
};

/** "Newsletter": the subscribers, the CSV of them (spec §7 sign-ups), and an unsubscription. */
export const newsletterRoutes = new Hono<AppEnv>().get('/', listSubscribers).get('/exportar.csv', exportSubscribers).post('/cancelar', unsubscribe);
