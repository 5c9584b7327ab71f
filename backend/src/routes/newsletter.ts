import { Hono } from 'hono';
import { newsletterRequestSchema, type NewsletterResponse } from '../../../src/contracts/newsletter.ts';
import type { BackendEnv } from '../env.ts';
import { readJsonBody, type IssueMessage } from '../validation/request.ts';

/** spec §5/§8: both fields required ("Nome e Email são obrigatórios!"); the format is checked too. */
const newsletterMessage: IssueMessage = ({ path, code }) => {
  if ((path === 'name' || path === 'email') && (code === 'invalid_type' || code === 'too_small')) {
    return 'Nome e Email são obrigatórios!';
  }
  if (path === 'email') return 'Email inválido';
  if (path === 'name') return 'Nome inválido';
  return undefined;
};

/**
 * spec §7 POST api/newsLetter: stores the subscriber. The same address again is the same
 * subscription (idempotent): the name is refreshed, the first subscription date kept.
 */
export const newsletterRoutes = new Hono<BackendEnv>().post('/newsLetter', async (c) => {
  const { name, email, token } = await readJsonBody(c, newsletterRequestSchema, newsletterMessage);
  const [inserted] = await c.env.DB.batch([
    c.env.DB.prepare(
      'INSERT INTO newsletter_subscribers (email, name, token) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING email',
    ).bind(email, name, token ?? null),
    c.env.DB.prepare(
      `UPDATE newsletter_subscribers SET name = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE email = ?`,
    ).bind(name, email),
  ]);
  const created = (inserted?.results.length ?? 0) > 0;
  return c.json({ email, subscribed: true, created } satisfies NewsletterResponse, created ? 201 : 200);
});
