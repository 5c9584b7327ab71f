import { BACKEND_HEALTH_PATH } from './health.ts';

/**
 * Every call of the shop's own backend (spec §7 "Own backend"), by method and path: the one list
 * the backend implements, the edge's proxy allows, and the tests walk.
 *
 * - `browser`: whether a browser may reach it through the same-origin proxy. The customer link
 *   (`/api/customer`) is edge-only (DECISIONS 5); partners are read by the edge for redirects.
 * - `origin`: which configured base URL serves it (spec §7 gives search and partners their own).
 * - `cache`: reads the edge may cache briefly (never anything personal), named by what they show,
 *   so a change in the back office purges exactly the scope it affects (`CacheScope`); false for
 *   everything else.
 * Paths use `:param` for one path segment.
 */
export type OwnBackendOrigin = 'api' | 'search' | 'partners';

/**
 * spec §7 "an access-token header (a fixed key)": the header the own backend reads it from. A
 * hosted backend may name it otherwise (the storefront's API_ACCESS_TOKEN_HEADER var).
 */
export const OWN_BACKEND_ACCESS_HEADER = 'X-Access-Token';

/**
 * The embedded checkout stand-in learns who the shopper is from this header, which only the edge
 * sets (from the session cookie), so no token ever travels in a URL a log could record.
 */
export const STAND_IN_CUSTOMER_HEADER = 'X-Customer-Legacy-Token';

/**
 * What a cached read shows: `catalogue` (wines, their lists, filters, categories, the finder and the
 * generated bottle images), `banners` (popups, the header strip, page banners, campaigns),
 * `partners` (partner pages and names), `settings` (the owner's shop settings), `static` (icons
 * that only a deploy changes).
 */
export type CacheScope = 'catalogue' | 'banners' | 'partners' | 'settings' | 'static';

export interface OwnBackendRoute {
  method: 'GET' | 'POST';
  path: string;
  browser: boolean;
  origin: OwnBackendOrigin;
  cache: CacheScope | false;
}

export const OWN_BACKEND_ROUTES = [
  { method: 'GET', path: '/api/messageBanner', browser: true, origin: 'api', cache: 'banners' },
  { method: 'GET', path: '/api/banner', browser: true, origin: 'api', cache: 'banners' },
  { method: 'POST', path: '/api/productsCart', browser: true, origin: 'api', cache: false },
  { method: 'GET', path: '/api/wine/:id', browser: true, origin: 'api', cache: 'catalogue' },
  { method: 'GET', path: '/api/mostWantedWine', browser: true, origin: 'api', cache: 'catalogue' },
  { method: 'POST', path: '/api/newsLetter', browser: true, origin: 'api', cache: false },
  { method: 'POST', path: '/search_similar_asv', browser: true, origin: 'search', cache: false },
  { method: 'GET', path: '/api/customer/:id', browser: false, origin: 'api', cache: false },
  { method: 'POST', path: '/api/customer', browser: false, origin: 'api', cache: false },
  // A logged-in customer's favourite wines: edge-only too, reached through /auth/favorites.
  { method: 'GET', path: '/api/customer/:id/favorites', browser: false, origin: 'api', cache: false },
  { method: 'POST', path: '/api/customer/:id/favorites', browser: false, origin: 'api', cache: false },
  // Logout ends the customer's token at the embedded commerce service (src/contracts/token-revocation.ts).
  { method: 'POST', path: '/api/tokens/revoke', browser: false, origin: 'api', cache: false },
  // The account a password-recovery key was mailed to (src/contracts/recovery-account.ts).
  { method: 'POST', path: '/api/recovery/account', browser: false, origin: 'api', cache: false },
  // Age verification (src/contracts/age-verification.ts): the edge asks with the customer's identity.
  { method: 'POST', path: '/api/age/status', browser: false, origin: 'api', cache: false },
  { method: 'POST', path: '/api/age/receita', browser: false, origin: 'api', cache: false },
  { method: 'POST', path: '/api/age/provedor/start', browser: false, origin: 'api', cache: false },
  { method: 'POST', path: '/api/age/carteira/request', browser: false, origin: 'api', cache: false },
  { method: 'POST', path: '/api/age/carteira/response', browser: false, origin: 'api', cache: false },
  // the local stand-in's test wallet (a 404 unless the wallet method runs on its stand-in)
  { method: 'POST', path: '/api/age/carteira/test-wallet', browser: false, origin: 'api', cache: false },
  // The age vendor's notification, forwarded as it came (AGE_VENDOR_WEBHOOK_PATH).
  { method: 'POST', path: '/api/age/provedor/webhook', browser: false, origin: 'api', cache: false },
  // The payment provider's notification, forwarded as it came (PAYMENT_WEBHOOK_PATH): query, signature headers, body.
  { method: 'POST', path: '/api/payments/webhook', browser: false, origin: 'api', cache: false },
  { method: 'GET', path: '/api/partners', browser: false, origin: 'partners', cache: 'partners' },
  // Catalogue reads the pages need (ours; docs/backend-api.md). Query strings carry
  // filters and pagination (page, pageSize).
  { method: 'GET', path: '/api/filters', browser: true, origin: 'api', cache: 'catalogue' },
  { method: 'GET', path: '/api/categories', browser: true, origin: 'api', cache: 'catalogue' },
  { method: 'GET', path: '/api/categories/:slug', browser: true, origin: 'api', cache: 'catalogue' },
  { method: 'GET', path: '/api/wines', browser: true, origin: 'api', cache: 'catalogue' },
  { method: 'GET', path: '/api/wines/grouped', browser: true, origin: 'api', cache: 'catalogue' },
  { method: 'GET', path: '/api/wines/sitemap', browser: false, origin: 'api', cache: 'catalogue' },
  { method: 'GET', path: '/api/wine/:id/related', browser: true, origin: 'api', cache: 'catalogue' },
  { method: 'GET', path: '/api/pageBanners', browser: true, origin: 'api', cache: 'banners' },
  { method: 'GET', path: '/api/campaigns', browser: true, origin: 'api', cache: 'banners' },
  { method: 'GET', path: '/api/partners/:name', browser: true, origin: 'partners', cache: 'partners' },
  // The virtual sommelier's finder: counts, a page and every option's count in one call.
  { method: 'GET', path: '/api/finder', browser: true, origin: 'api', cache: 'catalogue' },
  // The owner's settings the pages show (the Pix discount, src/contracts/pix.ts).
  { method: 'GET', path: '/api/shopSettings', browser: true, origin: 'api', cache: 'settings' },
  // The business's facts the footer, contact page and policies show (src/contracts/company.ts).
  { method: 'GET', path: '/api/company', browser: false, origin: 'api', cache: 'settings' },
  // Ours, for the storefront's /healthz: answers whether the backend and its D1 are up, nothing else
  // (src/contracts/health.ts); a hosted backend has none (docs/operating-the-shop.md "Health").
  { method: 'GET', path: BACKEND_HEALTH_PATH, browser: false, origin: 'api', cache: false },
  // Local runs only: the mail kept instead of sent, for the storefront's /dev/mail.
  { method: 'GET', path: '/api/dev/mail', browser: false, origin: 'api', cache: false },
  // Same-origin images served by the backend (wine bottles, banners, filter icons); never hot-linked.
  { method: 'GET', path: '/media/wines/:file', browser: true, origin: 'api', cache: 'catalogue' },
  // The owner's bottle photos: content-addressed (a new photo is a new URL), so never stale.
  { method: 'GET', path: '/media/uploads/wines/:file', browser: true, origin: 'api', cache: 'static' },
  { method: 'GET', path: '/media/banners/:file', browser: true, origin: 'api', cache: 'static' },
  { method: 'GET', path: '/media/icons/:file', browser: true, origin: 'api', cache: 'static' },
] as const satisfies readonly OwnBackendRoute[];
