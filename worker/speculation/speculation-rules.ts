import type { Context } from 'hono';
import { Hono } from 'hono';
import { ROUTE_PREFIXES } from '../../src/core/routes.ts';
import type { AppEnv } from '../env.ts';

/** Where the browser reads the rules the `Speculation-Rules` header names. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/**
 * What a page lets the browser load before the click (Speculation Rules): the product page a
 * shopper is about to open, prerendered when the pointer rests on its link or presses it
 * (`moderate`), and a listing's next page, fetched early (`eager`: one HTML document). An allow-list of GETs that change
 * nothing: no cart, account, checkout, admin, logout or API path can match, whatever a page links
 * to. A prerendered page starts its scripts only once shown (client/main.ts).
 */
export const SPECULATION_RULES = {
  prerender: [{ source: 'document', where: { href_matches: `${ROUTE_PREFIXES.product}/*` }, eagerness: 'moderate' }],
  prefetch: [{ source: 'document', where: { selector_matches: 'a[rel~="next"]' }, eagerness: 'eager' }],
} as const;

/** Names the rules on a page's answer (a header, so the page's CSP needs nothing for them). */
export function announceSpeculationRules(c: Context<AppEnv>): void {
  c.header('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`);
}

export const speculationRoutes = new Hono<AppEnv>().get(SPECULATION_RULES_PATH, (c) => {
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(JSON.stringify(SPECULATION_RULES), 200, { 'Content-Type': 'application/speculationrules+json' });
});
