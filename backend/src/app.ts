import { Hono } from 'hono';
import type { BackendEnv } from './env.ts';
import { messageBannerRoutes } from './routes/message-banner.ts';

/** The embedded backend: the shop's own REST API (spec §7 "Own backend"). */
export function createBackendApp() {
  const app = new Hono<BackendEnv>();
  app.route('/api', messageBannerRoutes);
  app.notFound((c) => c.json({ error: 'not_found', message: 'Recurso não encontrado' }, 404));
  app.onError((error, c) => {
    console.error(JSON.stringify({ level: 'error', event: 'backend_unhandled', path: c.req.path, error: String(error) }));
    return c.json({ error: 'internal_error', message: 'Erro interno' }, 500);
  });
  return app;
}
