import { Hono } from 'hono';
import type { BackendEnv } from './env.ts';
import { ownBackendRoutes } from './routes/index.ts';
import { graphqlRoutes } from './graphql/route.ts';
import { checkoutPages } from './checkout/routes.ts';
import { vendorStandInPage } from './age/provedor/vendor-stand-in-page.ts';
import { paymentStandInPages } from './payments/stand-in-page.ts';
import { withdrawalRoutes } from './withdrawal/withdrawal-routes.ts';
import { benchSwitches } from './bench-switches.ts';
import { frontDoor } from './access/front-door.ts';
import { adminApiRoutes } from './admin/routes.ts';
import { discardUnreadBodyOnceAnswered } from '../../src/core/rules/body-size.ts';
import { ADMIN_API_PREFIX } from '../../src/contracts/admin/api.ts';

/** The embedded backend: the shop's own REST API (spec §7 "Own backend"). */
export function createBackendApp() {
  const app = new Hono<BackendEnv>();
  app.use('*', discardUnreadBodyOnceAnswered);
  // delays, faults and call logging for `npm run bench` only (vars off by default)
  app.use('*', benchSwitches);
  // only the storefront, holding the access token, gets past this (images and stand-in pages aside);
  // the admin API needs the admin key instead
  app.use('*', frontDoor);
  // spec §7 "Own backend": REST API, search and media (answers its own request errors as 4xx JSON)
  app.route('/', ownBackendRoutes);
  // spec §7 "Storefront GraphQL": the storefront-API-compatible commerce service
  app.route('/graphql', graphqlRoutes);
  // the back office's admin API: its own key, never reachable through the storefront's proxy
  app.route(ADMIN_API_PREFIX, adminApiRoutes);
  // the embedded checkout: /checkout/{cartId}, its "Pagar" form, the Pix page, /conta
  app.use('*', checkoutPages);
  // the payment stand-in's "Simular pagamento" pages, while the shop pays through it (backend/src/payments/)
  app.route('/', paymentStandInPages);
  // "Arrependimento de compra" (CDC art. 49): public, no login
  app.route('/', withdrawalRoutes);
  // the age vendor's stand-in page, while the "provedor" method runs on it (backend/src/age/provedor/)
  app.route('/', vendorStandInPage);
  app.notFound((c) => c.json({ error: 'not_found', message: 'Recurso não encontrado' }, 404));
  app.onError((error, c) => {
    console.error(JSON.stringify({ level: 'error', event: 'backend_unhandled', path: c.req.path, error: String(error) }));
    return c.json({ error: 'internal_error', message: 'Erro interno' }, 500);
  });
  return app;
}
