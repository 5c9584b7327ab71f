import { Hono } from 'hono';
import {
  ADMIN_MESSAGES,
  type AdminLoginResponse,
  adminLoginSchema,
  adminWinesQuerySchema,
  auditQuerySchema,
  wineEditSchema,
} from '../../../src/contracts/admin/api.ts';
import { productIdSchema } from '../../../src/contracts/wine.ts';
import type { BackendEnv } from '../env.ts';
import { NotFoundError, respondToError, UnauthorizedError } from '../errors.ts';
import { readJsonFields, readParam, readQuery } from '../validation/request.ts';
import { adminBannerRoutes } from './admin-banners.ts';
import { adminBackupRoutes } from './admin-backups.ts';
import { adminMailFailureRoutes } from './admin-mail-failures.ts';
import { adminCampaignRoutes } from './admin-campaigns.ts';
import { adminCouponRoutes } from './admin-coupons.ts';
import { adminCustomerRoutes } from './admin-customers.ts';
import { adminNewsletterRoutes } from './admin-newsletter.ts';
import { adminOrderRoutes } from './admin-orders.ts';
import { adminCompanyRoutes } from './admin-company.ts';
import { adminSettingsRoutes } from './admin-settings.ts';
import { adminShippingRoutes } from './admin-shipping.ts';
import { wineChoiceRoutes, wineFactRoutes } from './admin-wine-facts.ts';
import { wineImageRoutes } from './admin-wine-image.ts';
import { editWine, findAdminWine, listAdminWines } from './admin-wines.ts';
import { adminPartnerRoutes } from './admin-partners.ts';
import { listAudit } from './audit-log.ts';
import { wineCsvRoutes } from './wine-csv.ts';
import { isOwnerPassword } from './owner-login.ts';
import { actorOf } from './admin-actor.ts';
import { primaryBookmark } from '../db/replica-reads.ts';
import { D1_BOOKMARK_HEADER } from '../../../src/contracts/d1-bookmark.ts';

const WINE_NOT_FOUND = 'Vinho não encontrado';
const INVALID_WINE_ID = 'Código de vinho inválido';

/**
 * The admin API (ARCHITECTURE "Production shape"; contract `src/contracts/admin/api.ts`), mounted at
 * ADMIN_API_PREFIX behind the front door's admin key (backend/src/access/front-door.ts). The
 * storefront's back office calls it after authenticating the owner, and names them in
 * X-Admin-Actor on every write. Nothing here is ever cached.
 */
export const adminApiRoutes = new Hono<BackendEnv>()
  .use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    // a saved change: the edge's catalogue reads wait for a database copy at least this new
    if (c.req.method !== 'GET' && c.res.ok) {
      const bookmark = await primaryBookmark(c.env.DB);
      if (bookmark) c.res.headers.set(D1_BOOKMARK_HEADER, bookmark);
    }
  })
  .post('/login', async (c) => {
    const { email, password } = await readJsonFields(c, adminLoginSchema, ADMIN_MESSAGES.invalidFields);
    if (!(await isOwnerPassword(c.env.DB, email, password))) throw new UnauthorizedError('invalid_credentials', ADMIN_MESSAGES.invalidCredentials);
    return c.json({ email } satisfies AdminLoginResponse);
  })
  .get('/wines', async (c) => c.json(await listAdminWines(c.env.DB, readQuery(c, adminWinesQuerySchema))))
  .get('/wines/:id', async (c) => {
    const wine = await findAdminWine(c.env.DB, readParam(c, 'id', productIdSchema, INVALID_WINE_ID));
    if (!wine) throw new NotFoundError(WINE_NOT_FOUND);
    return c.json(wine);
  })
  .patch('/wines/:id', async (c) => {
    const id = readParam(c, 'id', productIdSchema, INVALID_WINE_ID);
    const actor = actorOf(c);
    const edit = await readJsonFields(c, wineEditSchema, ADMIN_MESSAGES.invalidFields);
    const wine = await editWine(c.env.DB, id, edit, actor, new Date());
    if (!wine) throw new NotFoundError(WINE_NOT_FOUND);
    return c.json(wine);
  })
  .get('/audit', async (c) => c.json(await listAudit(c.env.DB, readQuery(c, auditQuerySchema))))
  // the owner's bottle photo: PUT (the image's bytes) and DELETE /wines/:id/image
  .route('/wines', wineImageRoutes)
  // a wine's sheet (GET/PUT /wines/:id/facts) and new wines (POST /wines)
  .route('/wines', wineFactRoutes)
  .route('/wine-choices', wineChoiceRoutes)
  // the catalogue as a spreadsheet: GET /wines.csv, POST /wines/import
  .route('/', wineCsvRoutes)
  // partner pages and their wines (src/contracts/admin/partners.ts)
  .route('/partners', adminPartnerRoutes)
  // the owner's coupons and banners (src/contracts/admin/coupons.ts, admin-banners.ts)
  .route('/coupons', adminCouponRoutes)
  .route('/banners', adminBannerRoutes)
  // the campaign texts /politica/campanhas shows (src/contracts/admin/campaigns.ts)
  .route('/campaigns', adminCampaignRoutes)
  // what the embedded checkout sold, and the newsletter's subscribers (src/contracts/admin/orders.ts)
  .route('/orders', adminOrderRoutes)
  .route('/newsletter', adminNewsletterRoutes)
  // the promotion switch and the Pix discount (src/contracts/admin/settings.ts)
  .route('/settings', adminSettingsRoutes)
  // the business's name, CNPJ, address and contacts the pages show (src/contracts/company.ts)
  .route('/company', adminCompanyRoutes)
  // shipping rates by CEP range, the free-shipping minimum and pickup (src/contracts/admin/shipping.ts)
  .route('/shipping', adminShippingRoutes)
  // find a customer, export or erase their personal data on request (src/contracts/admin/customers.ts)
  .route('/customers', adminCustomerRoutes)
  // the database's copies npm run backup left in R2 (src/contracts/admin/backups.ts)
  .route('/backups', adminBackupRoutes)
  // the mails the queue gave up on (src/contracts/admin/mail-failures.ts)
  .route('/mail-failures', adminMailFailureRoutes)
  .onError(respondToError);
