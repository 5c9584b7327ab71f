import { POPUP_BANNERS } from '../../backend/seed/data/banners.ts';

/** The pages measured: listings, a product, search results and a partner's landing page. */
export const PAGES = {
  momentos: '/momentos',
  // A seeded wine (backend/seed/data/wines.json), on the partner's shelf too.
  product: '/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023',
  results: '/resultados/tinto',
  partner: '/parceiros/vivalavida',
  all: '/todososvinhos',
} as const;

export type PageName = keyof typeof PAGES;

/** Short names for the table (the product path is long). */
export const PAGE_LABELS: Record<PageName, string> = {
  momentos: PAGES.momentos,
  product: '/produto/…-1023',
  results: PAGES.results,
  partner: PAGES.partner,
  all: PAGES.all,
};

/** A session cookie: the edge renders such a visitor's page for them alone, never from the page cache. */
export const SIGNED_IN = { cookie: 'fbits-login=bench' };

/** Pages kept out of search engines on purpose (`noindex`): SEO is reported there, not budgeted. */
export const NOT_INDEXED: readonly PageName[] = ['results'];

export type Visit = 'first' | 'returning';

/**
 * A returning shopper's local storage (as the e2e tests' default): the 18+ question answered, the
 * privacy notice read, past the first access, and every seeded popup shown just now (spec §4: none
 * shows again for 2 hours). A first visit has none of it: the age question and the popups show.
 */
export function returningStorage(now = new Date()): Record<string, string> {
  const at = now.toISOString();
  return {
    allowAccess: 'true',
    privacyNoticeDismissed: 'true',
    firstAccess: 'true',
    firstAccessTime: at,
    lastTimeBanner: JSON.stringify(POPUP_BANNERS.map(({ id }) => ({ id, hour: at }))),
  };
}
