import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { ADMIN_PATHS } from './admin-paths.ts';
import { loginRoutes } from './login-routes.tsx';
import { requireOwner } from './owner-gate.ts';
import { notFoundPage } from './pages/NotFoundPage.tsx';
import { ADMIN_CSS } from './ui/admin-css.ts';
import { bannerRoutes } from './banners/banner-routes.tsx';
import { campaignRoutes } from './campaigns/campaign-routes.tsx';
import { couponRoutes } from './coupons/coupon-routes.tsx';
import { newsletterRoutes } from './newsletter/newsletter-routes.tsx';
import { orderRoutes } from './orders/order-routes.tsx';
import { companyRoutes } from './company/company-routes.tsx';
import { settingsRoutes } from './settings/settings-routes.tsx';
import { customerRoutes } from './customers/customer-routes.tsx';
import { shippingRoutes } from './shipping/shipping-routes.tsx';
import { historyRoutes } from './history/history-routes.tsx';
import { operationRoutes } from './operations/operation-routes.tsx';
import { performanceRoutes } from './performance/performance-routes.tsx';
import { partnerRoutes } from './partners/partner-routes.tsx';
import { wineRoutes } from './wines/wine-routes.tsx';
import { wineSheetRoutes } from './wines/wine-sheet-routes.tsx';

const serveStylesheet = (c: Context<AppEnv>) =>
  c.body(ADMIN_CSS, 200, { 'Content-Type': 'text/css; charset=UTF-8', 'Cache-Control': 'public, max-age=31536000, immutable' });

const goToWines = (c: Context<AppEnv>) => c.redirect(ADMIN_PATHS.wines, 303);

/** Any other path: the back office's own "not found". */
const notFound = (c: Context<AppEnv>) => notFoundPage(c);

/**
 * The back office at /admin (docs/operating-the-shop.md): pages rendered whole on the edge, with
 * forms and no script, that call the own backend's admin API for the signed-in owner. Only the
 * stylesheet and the login are open; everything else passes the owner gate first.
 */
export const adminRoutes = new Hono<AppEnv>()
  .get('/estilo.css', serveStylesheet)
  .route('/', loginRoutes)
  .use('*', requireOwner)
  .get('/', goToWines)
  // before the wine pages: /vinhos/novo is not a wine's id
  .route('/vinhos', wineSheetRoutes)
  .route('/vinhos', wineRoutes)
  .route('/cupons', couponRoutes)
  .route('/banners', bannerRoutes)
  .route('/campanhas', campaignRoutes)
  .route('/historico', historyRoutes)
  .route('/operacao', operationRoutes)
  .route('/desempenho', performanceRoutes)
  .route('/parceiros', partnerRoutes)
  .route('/frete', shippingRoutes)
  .route('/pedidos', orderRoutes)
  .route('/newsletter', newsletterRoutes)
  .route('/clientes', customerRoutes)
  .route('/configuracoes/empresa', companyRoutes)
  .route('/configuracoes', settingsRoutes)
  .all('*', notFound);
