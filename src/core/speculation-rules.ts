import { ROUTE_PREFIXES } from './routes.ts';

/**
 * What a page lets the browser load before the click (Speculation Rules, inline in every page's
 * head: src/features/shell/Document.tsx): the product page a shopper is about to open,
 * prerendered when the pointer rests on its link or presses it (`moderate`), and a listing's next
 * page, fetched early (`eager`: one HTML document). An allow-list of GETs that change nothing: no
 * cart, account, checkout, admin, logout or API path can match, whatever a page links to. A
 * prerendered page starts its scripts only once shown (client/main.ts). Inline rather than named
 * by a header: nothing more to fetch, offline included.
 */
export const SPECULATION_RULES = {
  prerender: [{ source: 'document', where: { href_matches: `${ROUTE_PREFIXES.product}/*` }, eagerness: 'moderate' }],
  prefetch: [{ source: 'document', where: { selector_matches: 'a[rel~="next"]' }, eagerness: 'eager' }],
} as const;
