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
 * spec §7 POST api/newsLetter: stores the subscriber. The answer is the same whether or not the
 * address was subscribed (nobody learns who is on the list), and a repeat changes nothing: an
 * existing subscriber is never renamed by whoever types their address.
 */
export const newsletterRoutes = new Hono<BackendEnv>().post('/newsLetter', async (c) => {
  const { name, email, token } = await readJsonBody(c, newsletterRequestSchema, newsletterMessage);
  await c.env.DB.prepare('INSERT INTO newsletter_subscribers (email, name, token) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING')
    .bind(email, name, token ?? null)
    .run();
  return c.json({ email, subscribed: true } satisfies NewsletterResponse, 200);
});
