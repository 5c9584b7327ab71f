import { Hono } from 'hono';
import { ErrorView } from '../src/components/ErrorView.tsx';
import { MESSAGES } from '../src/messages/pt-BR.ts';
import type { AppEnv } from './env.ts';
import { describeError } from './log.ts';
import { requestContext } from './middleware/request-context.ts';
import { pageRenderer } from './render/renderer.tsx';
import { pageRoutes } from './routes/pages.tsx';
import { redirectRoutes } from './routes/redirects.ts';

/** The storefront worker's routes, in the order DECISIONS "Routing order" gives. */
export function createApp() {
  const app = new Hono<AppEnv>();
  app.use(requestContext);
  app.route('/', redirectRoutes);
  app.use(pageRenderer);
  app.route('/', pageRoutes);

  // spec §2: unknown routes show the 404 page with "Page not found: {path}".
  app.notFound((c) => {
    c.status(404);
    return c.render(<ErrorView statusCode={404} message={MESSAGES.routeNotFound(c.req.path)} />, {
      title: `${c.env.STORE_NAME} - ${MESSAGES.notFoundTitle}`,
    });
  });

  // One place turns unexpected errors into a response: logged with context, generic body.
  app.onError((error, c) => {
    c.get('log')?.error('unhandled_error', { error: describeError(error), path: c.req.path });
    return c.html(
      `<!doctype html><html lang="pt-BR"><title>${MESSAGES.serverErrorTitle}</title><h1>500</h1><p>${MESSAGES.serverErrorDescription}</p></html>`,
      500,
    );
  });

  return app;
}
