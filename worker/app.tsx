import { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { ageRoutes } from './age/age-routes.tsx';
import { embeddedCheckout } from './routes/embedded-checkout.ts';
import { healthRoutes } from './health/health-routes.ts';
import { requestContext, type RequestContextOptions } from './middleware/request-context.ts';
import { returnToken } from './middleware/return-token.ts';
import { routeValidation } from './middleware/route-validation.ts';
import { campaignClicks } from './field-data/campaign-clicks.ts';
import { fieldDataRoutes } from './field-data/field-data-routes.ts';
import { sameOriginWrites } from './middleware/same-origin-writes.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { notFound, onError } from './on-error.tsx';
import { sharedPageCache } from './page-cache/shared-page-cache.ts';
import { pageRenderer } from './render/renderer.tsx';
import { authRoutes } from './routes/auth.ts';
import { buildVersionRoutes } from './routes/build-version.ts';
import { checkoutHandoffRoutes } from './routes/checkout-handoff.ts';
import { paymentWebhookRoutes } from './routes/payment-webhook.ts';
import { WITHDRAWAL_PATH } from '../src/contracts/payment-paths.ts';
import { rateLimited } from './middleware/rate-limits.ts';
import { devMailRoutes } from './routes/dev-mail.tsx';
import { graphqlRoutes } from './routes/graphql-proxy.ts';
import { pageRoutes } from './routes/pages.tsx';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { partnerRedirects } from './routes/partner-redirects.ts';
import { proxyRoutes } from './routes/proxy.ts';
import { redirectRoutes } from './routes/redirects.ts';
import { robotsRoutes } from './routes/seo.ts';
import { rememberOwnRoutes } from './partners/own-addresses.ts';
import { discardUnreadBodyOnceAnswered } from '../src/core/rules/body-size.ts';
import { mcpRoutes } from './agents/mcp/mcp-routes.ts';
import { ucpRoutes } from './agents/ucp/ucp-routes.ts';

export type AppOptions = RequestContextOptions;

/**
 * The storefront worker's routes. Everything a browser asks passes, in this order:
 * 1. a body left unread by whatever answered read through before the answer goes; per-request context,
 *    security headers on every answer; the assistants' protocol
 *    (/.well-known/ucp, /ucp/*, /mcp: no cookie read); refusal of cross-site writes;
 * 2. what is not a page: /robots.txt, the build id, the uptime probe (/healthz), the session routes, the age
 *    verification (its page needs a session; its vendor's webhook), checkout hand-off (/auth), the
 *    payment provider's webhook, the field-data beacon (/metricas), the
 *    same-origin proxy (own backend REST, storefront GraphQL), the back office (/admin), the
 *    embedded checkout stand-in;
 * 3. pages, in DECISIONS "Routing order": a returning checkout token moved into its cookie,
 *    fixed redirects (/, /home, case, product slashes, fixed partner shortcuts), parameter
 *    validation, fixed routes (skipped by the partner lookup), partners from KV, a campaign's click
 *    counted, the edge's shared page cache, and the pages: categories last, else 404 "Page not
 *    found: {path}".
 */
export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use(discardUnreadBodyOnceAnswered);
  app.use(requestContext(options));
  app.use(securityHeaders());
  // Sets up c.render only; error and 404 pages need it wherever they happen.
  app.use(pageRenderer);
  // Assistants (UCP over REST and MCP) call from their servers and read no cookie: the cross-site rule below guards
  // shoppers' sessions, which these routes never touch, so they answer before it, in UCP's own
  // error shape whatever the request says about its origin.
  app.route('/', ucpRoutes);
  app.route('/', mcpRoutes);
  app.use(sameOriginWrites());

  // what reads nothing of the shop goes first, past no other route or middleware
  app.route('/', robotsRoutes);
  app.route('/', buildVersionRoutes);
  app.route('/', healthRoutes);
  app.route('/', authRoutes);
  app.route('/', ageRoutes);
  app.route('/', checkoutHandoffRoutes);
  app.route('/', paymentWebhookRoutes);
  app.route('/', fieldDataRoutes);
  // before the return-token middleware: the reset link's ?token= is its own
  app.route('/', passwordResetRoutes);
  app.route('/', proxyRoutes);
  app.route('/', graphqlRoutes);
  app.route('/admin', adminRoutes);
  // a withdrawal names an order by its number and e-mail: guessing them is limited like a login
  app.on('POST', WITHDRAWAL_PATH, rateLimited('AUTH_LIMITER'));
  app.use(embeddedCheckout());

  app.use(returnToken());
  app.route('/', redirectRoutes);
  app.route('/', devMailRoutes);
  app.use(routeValidation());
  app.use(partnerRedirects());
  app.use(campaignClicks());
  // a stale page is rendered again behind its answer, by a request of its own through this app
  app.use(sharedPageCache((request, c) => Promise.resolve(app.fetch(request, c.env, c.executionCtx))));
  app.route('/', pageRoutes);

  app.notFound(notFound);
  app.onError(onError);
  rememberOwnRoutes(app.routes);
  return app;
}
