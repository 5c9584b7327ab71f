import type { ZodMiniType } from 'zod/mini';
import type { CacheScope } from '../own-backend-api.ts';
import { companyEditSchema, companyFactsSchema } from '../company.ts';
import {
  type AuditEntity,
  adminLoginResponseSchema,
  adminLoginSchema,
  adminWineListSchema,
  adminWineSchema,
  auditPageSchema,
  wineEditSchema,
  wineImportResultSchema,
} from './api.ts';
import {
  adminMessageBannerListSchema,
  adminMessageBannerSchema,
  adminPageBannerListSchema,
  adminPageBannerSchema,
  adminPopupBannerListSchema,
  adminPopupBannerSchema,
  messageBannerCreateSchema,
  messageBannerEditSchema,
  pageBannerPutSchema,
  popupBannerCreateSchema,
  popupBannerEditSchema,
} from './banners.ts';
import { adminBackupListSchema } from './backups.ts';
import { adminMailFailureListSchema } from './mail-failures.ts';
import { adminCampaignListSchema, adminCampaignSchema, campaignCreateSchema, campaignEditSchema } from './campaigns.ts';
import { adminCouponListSchema, adminCouponSchema, couponCreateSchema, couponEditSchema } from './coupons.ts';
import { adminCustomerListSchema, adminCustomerSchema, customerErasedSchema } from './customers.ts';
import {
  adminNewsletterPageSchema,
  adminOrderPageSchema,
  adminOrderSchema,
  newsletterUnsubscribeSchema,
  newsletterUnsubscribedSchema,
  orderRefundSchema,
  orderStatusChangeSchema,
} from './orders.ts';
import { adminPartnerListSchema, adminPartnerSchema, partnerCreateSchema, partnerEditSchema } from './partners.ts';
import { adminShopSettingsSchema, shopSettingsEditSchema } from './settings.ts';
import { shippingRatesSchema } from './shipping.ts';
import { newWineSchema, wineFactChoicesSchema, wineFactsPageSchema, wineFactsSchema } from './wine-facts.ts';

/**
 * Every call of the admin API (ARCHITECTURE "Production shape"), as the shop's own calls are in
 * `own-backend-api.ts`: the one list the backend's admin router implements (a worker test walks
 * both), the back office calls by row and never by a literal path, and the docs describe.
 *
 * - `path`: under ADMIN_API_PREFIX, `:param` for one path segment.
 * - `request`: the JSON body's schema, or `bytes` for a file sent as it is (a photo, a CSV).
 * - `response`: the answer's schema; `file` for a download passed to the browser as it comes.
 * - `audit`: the audit log's entity (or entities) a call records (docs/operating-the-shop.md "Histórico").
 * - `purges`: the cache scopes a successful call gives a new generation (docs/decisions.md "Edge:
 *   purge on write"): whatever a shopper sees that the call changes. The edge purges them itself
 *   after every successful write, so no handler can forget to.
 */
export interface AdminRoute<Response = unknown> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  request?: ZodMiniType | 'bytes';
  response: ZodMiniType<Response> | 'file';
  audit?: AuditEntity | readonly AuditEntity[];
  purges: readonly CacheScope[];
}

/** A wine shows on every list, its page, the finder and partner pages. */
const A_WINE_SHOWS_IN = ['catalogue', 'partners'] as const satisfies readonly CacheScope[];
const NOTHING_SHOWN = [] as const satisfies readonly CacheScope[];

export const ADMIN_API = {
  login: { method: 'POST', path: '/login', request: adminLoginSchema, response: adminLoginResponseSchema, purges: NOTHING_SHOWN },
  audit: { method: 'GET', path: '/audit', response: auditPageSchema, purges: NOTHING_SHOWN },

  wines: { method: 'GET', path: '/wines', response: adminWineListSchema, purges: NOTHING_SHOWN },
  wine: { method: 'GET', path: '/wines/:id', response: adminWineSchema, purges: NOTHING_SHOWN },
  createWine: { method: 'POST', path: '/wines', request: newWineSchema, response: adminWineSchema, audit: 'wine', purges: A_WINE_SHOWS_IN },
  editWine: { method: 'PATCH', path: '/wines/:id', request: wineEditSchema, response: adminWineSchema, audit: 'wine', purges: A_WINE_SHOWS_IN },
  wineFacts: { method: 'GET', path: '/wines/:id/facts', response: wineFactsPageSchema, purges: NOTHING_SHOWN },
  saveWineFacts: {
    method: 'PUT',
    path: '/wines/:id/facts',
    request: wineFactsSchema,
    response: wineFactsPageSchema.shape.facts,
    audit: 'wine',
    purges: A_WINE_SHOWS_IN,
  },
  wineChoices: { method: 'GET', path: '/wine-choices', response: wineFactChoicesSchema, purges: NOTHING_SHOWN },
  putWinePhoto: { method: 'PUT', path: '/wines/:id/image', request: 'bytes', response: adminWineSchema, audit: 'wine', purges: A_WINE_SHOWS_IN },
  removeWinePhoto: { method: 'DELETE', path: '/wines/:id/image', response: adminWineSchema, audit: 'wine', purges: A_WINE_SHOWS_IN },
  exportWines: { method: 'GET', path: '/wines.csv', response: 'file', purges: NOTHING_SHOWN },
  // The same call previews (nothing saved) or, with `apply=1`, imports: only the import purges.
  previewWineImport: { method: 'POST', path: '/wines/import', request: 'bytes', response: wineImportResultSchema, purges: NOTHING_SHOWN },
  importWines: { method: 'POST', path: '/wines/import', request: 'bytes', response: wineImportResultSchema, audit: 'wine', purges: A_WINE_SHOWS_IN },

  partners: { method: 'GET', path: '/partners', response: adminPartnerListSchema, purges: NOTHING_SHOWN },
  partner: { method: 'GET', path: '/partners/:name', response: adminPartnerSchema, purges: NOTHING_SHOWN },
  createPartner: { method: 'POST', path: '/partners', request: partnerCreateSchema, response: adminPartnerSchema, audit: 'partner', purges: ['partners'] },
  editPartner: { method: 'PATCH', path: '/partners/:name', request: partnerEditSchema, response: adminPartnerSchema, audit: 'partner', purges: ['partners'] },

  // A coupon shows on no cached read: the checkout asks for it when a shopper types it.
  coupons: { method: 'GET', path: '/coupons', response: adminCouponListSchema, purges: NOTHING_SHOWN },
  createCoupon: { method: 'POST', path: '/coupons', request: couponCreateSchema, response: adminCouponSchema, audit: 'coupon', purges: NOTHING_SHOWN },
  editCoupon: { method: 'PATCH', path: '/coupons/:code', request: couponEditSchema, response: adminCouponSchema, audit: 'coupon', purges: NOTHING_SHOWN },

  popups: { method: 'GET', path: '/banners/popups', response: adminPopupBannerListSchema, purges: NOTHING_SHOWN },
  createPopup: {
    method: 'POST',
    path: '/banners/popups',
    request: popupBannerCreateSchema,
    response: adminPopupBannerSchema,
    audit: 'popup_banner',
    purges: ['banners'],
  },
  editPopup: {
    method: 'PATCH',
    path: '/banners/popups/:id',
    request: popupBannerEditSchema,
    response: adminPopupBannerSchema,
    audit: 'popup_banner',
    purges: ['banners'],
  },
  messages: { method: 'GET', path: '/banners/messages', response: adminMessageBannerListSchema, purges: NOTHING_SHOWN },
  createMessage: {
    method: 'POST',
    path: '/banners/messages',
    request: messageBannerCreateSchema,
    response: adminMessageBannerSchema,
    audit: 'message_banner',
    purges: ['banners'],
  },
  editMessage: {
    method: 'PATCH',
    path: '/banners/messages/:id',
    request: messageBannerEditSchema,
    response: adminMessageBannerSchema,
    audit: 'message_banner',
    purges: ['banners'],
  },
  pageBanners: { method: 'GET', path: '/banners/pages', response: adminPageBannerListSchema, purges: NOTHING_SHOWN },
  putPageBanner: {
    method: 'PUT',
    path: '/banners/pages/:slot',
    request: pageBannerPutSchema,
    response: adminPageBannerSchema,
    audit: 'page_banner',
    purges: ['banners'],
  },

  // Campaigns are read with the banners (/api/campaigns is in the `banners` scope).
  campaigns: { method: 'GET', path: '/campaigns', response: adminCampaignListSchema, purges: NOTHING_SHOWN },
  campaign: { method: 'GET', path: '/campaigns/:slug', response: adminCampaignSchema, purges: NOTHING_SHOWN },
  createCampaign: { method: 'POST', path: '/campaigns', request: campaignCreateSchema, response: adminCampaignSchema, audit: 'campaign', purges: ['banners'] },
  editCampaign: {
    method: 'PATCH',
    path: '/campaigns/:slug',
    request: campaignEditSchema,
    response: adminCampaignSchema,
    audit: 'campaign',
    purges: ['banners'],
  },

  orders: { method: 'GET', path: '/orders', response: adminOrderPageSchema, purges: NOTHING_SHOWN },
  order: { method: 'GET', path: '/orders/:id', response: adminOrderSchema, purges: NOTHING_SHOWN },
  // An order is the shopper's and the owner's alone: no cached read shows it.
  changeOrderStatus: {
    method: 'POST',
    path: '/orders/:id/status',
    request: orderStatusChangeSchema,
    response: adminOrderSchema,
    audit: 'order',
    purges: NOTHING_SHOWN,
  },
  refundOrder: { method: 'POST', path: '/orders/:id/refund', request: orderRefundSchema, response: adminOrderSchema, audit: 'order', purges: NOTHING_SHOWN },

  subscribers: { method: 'GET', path: '/newsletter', response: adminNewsletterPageSchema, purges: NOTHING_SHOWN },
  exportSubscribers: { method: 'GET', path: '/newsletter/export.csv', response: 'file', purges: NOTHING_SHOWN },
  unsubscribe: {
    method: 'POST',
    path: '/newsletter/unsubscribe',
    request: newsletterUnsubscribeSchema,
    response: newsletterUnsubscribedSchema,
    audit: 'newsletter',
    purges: NOTHING_SHOWN,
  },

  // The Pix discount changes every wine's price "no Pix"; the promotion switch, the header.
  settings: { method: 'GET', path: '/settings', response: adminShopSettingsSchema, purges: NOTHING_SHOWN },
  editSettings: {
    method: 'PATCH',
    path: '/settings',
    request: shopSettingsEditSchema,
    response: adminShopSettingsSchema,
    audit: ['promotion', 'shop_settings'],
    purges: ['catalogue', 'settings'],
  },
  // Every page's footer shows the company's facts.
  company: { method: 'GET', path: '/company', response: companyFactsSchema, purges: NOTHING_SHOWN },
  editCompany: { method: 'PATCH', path: '/company', request: companyEditSchema, response: companyFactsSchema, audit: 'company', purges: ['settings'] },
  shipping: { method: 'GET', path: '/shipping', response: shippingRatesSchema, purges: NOTHING_SHOWN },
  saveShipping: { method: 'PUT', path: '/shipping', request: shippingRatesSchema, response: shippingRatesSchema, audit: 'shipping', purges: ['settings'] },

  findCustomers: { method: 'GET', path: '/customers', response: adminCustomerListSchema, purges: NOTHING_SHOWN },
  customer: { method: 'GET', path: '/customers/:id', response: adminCustomerSchema, purges: NOTHING_SHOWN },
  // An export is recorded too (LGPD: who saw a customer's data, and when).
  exportCustomer: { method: 'GET', path: '/customers/:id/export', response: 'file', audit: 'customer', purges: NOTHING_SHOWN },
  eraseCustomer: { method: 'DELETE', path: '/customers/:id', response: customerErasedSchema, audit: 'customer', purges: NOTHING_SHOWN },

  backups: { method: 'GET', path: '/backups', response: adminBackupListSchema, purges: NOTHING_SHOWN },
  mailFailures: { method: 'GET', path: '/mail-failures', response: adminMailFailureListSchema, purges: NOTHING_SHOWN },
} as const satisfies Record<string, AdminRoute>;
