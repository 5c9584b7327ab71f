import { containedText, containsText } from './contains-text.ts';
import { Hono } from 'hono';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '../../../src/contracts/admin/api.ts';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminNewsletterPage,
  adminNewsletterQuerySchema,
  newsletterUnsubscribeSchema,
} from '../../../src/contracts/admin/orders.ts';
import { toCsv } from '../../../src/core/rules/csv.ts';
import type { BackendEnv } from '../env.ts';
import { NotFoundError, respondToError } from '../errors.ts';
import { readJsonFields, readQuery } from '../validation/request.ts';
import { auditStatement } from './audit-log.ts';
import { csvDownload } from './csv-download.ts';
import { actorOf } from './admin-actor.ts';

/**
 * The newsletter's subscribers for the owner (spec §7 POST api/newsLetter writes them): the list,
 * a CSV to send a campaign from, and an unsubscription. The audit log records an unsubscription
 * by a digest of the address, never the address itself (it is personal data the shop no longer keeps).
 */
const CSV_COLUMNS = ['email', 'nome', 'inscrito_em'] as const;

async function listSubscribers(db: D1Database, q: string | undefined, page: number): Promise<AdminNewsletterPage> {
  const where = q ? `WHERE ${containsText('email')}` : '';
  const params = q ? [containedText(q)] : [];
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT email, name, created_at FROM newsletter_subscribers ${where} ORDER BY created_at DESC, email LIMIT ? OFFSET ?`)
      .bind(...params, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE),
    db.prepare(`SELECT count(*) AS total FROM newsletter_subscribers ${where}`).bind(...params),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { subscribers: (rows?.results ?? []) as AdminNewsletterPage['subscribers'], total, page, pageSize: ADMIN_PAGE_SIZE };
}

async function subscribersCsv(db: D1Database): Promise<string> {
  const { results } = await db
    .prepare('SELECT email, name, created_at FROM newsletter_subscribers ORDER BY created_at, email')
    .all<{ email: string; name: string; created_at: string }>();
  return toCsv([CSV_COLUMNS, ...results.map((row) => [row.email, row.name, row.created_at])]);
}

/** The first 16 hex digits of the address's SHA-256: names the record in the audit log without keeping the address. */
async function addressDigest(email: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email)));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Removes the subscriber and records it in one batch; false when nobody has that address. */
async function unsubscribe(db: D1Database, email: string, actor: string, now: Date): Promise<boolean> {
  const address = email.toLowerCase();
  const subscribed = await db.prepare('SELECT 1 FROM newsletter_subscribers WHERE email = ?').bind(address).first();
  if (!subscribed) return false;
  await db.batch([
    auditStatement(db, {
      at: now,
      actor,
      action: 'unsubscribe',
      entity: 'newsletter',
      entityId: await addressDigest(address),
      before: { sql: "SELECT json_object('inscrito', json('true'))", params: [] },
      after: { inscrito: false },
    }),
    db.prepare('DELETE FROM newsletter_subscribers WHERE email = ?').bind(address),
  ]);
  return true;
}

export const adminNewsletterRoutes = new Hono<BackendEnv>()
  .get('/', async (c) => {
    const { q, page } = readQuery(c, adminNewsletterQuerySchema);
    return c.json(await listSubscribers(c.env.DB, q || undefined, page));
  })
  .get('/export.csv', async (c) => csvDownload(c, 'newsletter', await subscribersCsv(c.env.DB)))
  .post('/unsubscribe', async (c) => {
    const actor = actorOf(c);
    const { email } = await readJsonFields(c, newsletterUnsubscribeSchema, ADMIN_MESSAGES.invalidFields);
    if (!(await unsubscribe(c.env.DB, email, actor, new Date()))) throw new NotFoundError(ADMIN_ORDER_MESSAGES.notSubscribed);
    return c.json({ email: email.toLowerCase(), subscribed: false });
  })
  .onError(respondToError);
