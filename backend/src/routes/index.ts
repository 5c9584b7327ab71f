import { Hono } from 'hono';
import type { BackendEnv } from '../env.ts';
import { respondToError } from '../errors.ts';
import { replicaReads } from '../db/replica-reads.ts';
import { bannerRoutes } from './banners.ts';
import { catalogueRoutes } from './catalogue.ts';
import { customerRoutes } from './customer.ts';
import { devMailRoutes } from './dev-mail.ts';
import { favoriteRoutes } from './favorites.ts';
import { filterRoutes } from './filters.ts';
import { finderRoutes } from './finder.ts';
import { healthRoutes } from './health.ts';
import { mediaRoutes } from './media.ts';
import { messageBannerRoutes } from './message-banner.ts';
import { newsletterRoutes } from './newsletter.ts';
import { partnerRoutes } from './partners.ts';
import { searchRoutes } from './search.ts';
import { shopSettingsRoutes } from './shop-settings.ts';
import { companyRoutes } from './company.ts';
import { wineRoutes } from './wine.ts';
import { ageRoutes } from '../age/age-routes.ts';
import { paymentWebhookRoutes } from '../payments/webhook.ts';

/**
 * The shop's own REST API (spec §7 "Own backend", `src/contracts/own-backend-api.ts`) and its
 * media. Request errors (bad input, unknown ids, oversized bodies) become 4xx JSON here.
 */
export const ownBackendRoutes = new Hono<BackendEnv>()
  .use('/api/*', replicaReads)
  .route('/api', messageBannerRoutes)
  .route('/api', bannerRoutes)
  .route('/api', filterRoutes)
  .route('/api', catalogueRoutes)
  .route('/api', finderRoutes)
  .route('/api', wineRoutes)
  .route('/api', newsletterRoutes)
  .route('/api', customerRoutes)
  .route('/api', favoriteRoutes)
  .route('/api', partnerRoutes)
  .route('/api', shopSettingsRoutes)
  .route('/api', companyRoutes)
  .route('/api', devMailRoutes)
  .route('/api', ageRoutes)
  .route('/api', paymentWebhookRoutes)
  .route('/', healthRoutes)
  .route('/', searchRoutes)
  .route('/media', mediaRoutes)
  .onError(respondToError);
