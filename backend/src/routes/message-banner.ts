import { Hono } from 'hono';
import type { MessageBannerResponse } from '../../../src/contracts/message-banner.ts';
import type { BackendEnv } from '../env.ts';
import { readsOf } from '../db/replica-reads.ts';

/** spec §7 GET api/messageBanner: active strip messages in display order. */
export const messageBannerRoutes = new Hono<BackendEnv>().get('/messageBanner', async (c) => {
  const { results } = await readsOf(c).prepare('SELECT text FROM message_banners WHERE active = 1 ORDER BY position, id').all<{ text: string }>();
  const body: MessageBannerResponse = results.length > 0 ? { messageBanner: results, message: 'ok' } : { messageBanner: [], message: 'nenhuma mensagem ativa' };
  return c.json(body);
});
