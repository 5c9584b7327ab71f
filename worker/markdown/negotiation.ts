import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { WineListResponse } from '../../src/contracts/catalogue.ts';
import { withoutCampaignParams } from '../../src/core/rules/campaign-params.ts';
import type { AppEnv } from '../env.ts';
import { wineListMarkdown } from './wine-markdown.ts';

export const MARKDOWN_TYPE = 'text/markdown';

/**
 * Whether the request prefers markdown to HTML (an assistant reading the shop for a shopper:
 * `Accept: text/markdown`). A browser's Accept names text/html first, so it always gets the page.
 */
export function prefersMarkdown(c: Context): boolean {
  return accepts(c, { header: 'Accept', supports: ['text/html', MARKDOWN_TYPE], default: 'text/html' }) === MARKDOWN_TYPE;
}

/**
 * For a page that has a markdown version: whether to answer with it. Asked only where a handler
 * can answer in markdown, so it also records that the page has one, and its HTML names it
 * (`markdownAlternateLink`, added by the renderer): the record cannot drift from the routes.
 */
export function offersMarkdown(c: Context<AppEnv>): boolean {
  c.set('markdownVersion', true);
  return prefersMarkdown(c);
}

/**
 * The longest address named as a page's markdown version: the sitemap protocol's limit for an
 * address. The header repeats the visitor's query, escaped (up to three times as long): past
 * this, a made-up query would swell every answer's headers beyond what clients read (Node's
 * HTTP parser stops at 16 KB), and no agent reads such an address for its markdown.
 */
const MAX_ALTERNATE_URL_CHARS = 2048;

/**
 * The `Link` value naming a page's markdown version (RFC 8288 `rel="alternate"` with the media
 * type), or none for an address too long to name. Markdown is negotiated by `Accept`, so it is
 * the page's own address; without campaign parameters, as the page cache keys it
 * (worker/page-cache/), so every visitor a cached page serves gets the same header, and no click
 * id is passed on.
 */
export function markdownAlternateLink(pageUrl: string): string | undefined {
  const url = new URL(pageUrl);
  url.search = withoutCampaignParams(url.searchParams).toString();
  if (url.href.length > MAX_ALTERNATE_URL_CHARS) return undefined;
  return `<${url.href}>; rel="alternate"; type="${MARKDOWN_TYPE}"`;
}

/** Says that the answer depends on `Accept` (once, beside whatever else it varies on). */
export function varyOnAccept(headers: Headers): void {
  const vary = headers.get('Vary') ?? '';
  if (!vary.split(',').some((name) => name.trim().toLowerCase() === 'accept')) headers.set('Vary', vary ? `${vary}, Accept` : 'Accept');
}

/**
 * A page in markdown, varying on `Accept` as the same page's HTML does, so a cache keeps the two
 * apart; public data only, so it may be cached like the page.
 */
export function markdownResponse(c: Context, markdown: string): Response {
  return c.body(markdown, 200, { 'Content-Type': `${MARKDOWN_TYPE}; charset=utf-8`, Vary: 'Accept' });
}

/** A list of wines in markdown, under the page's title; `wines` as the page asks the catalogue for them. */
export async function wineListMarkdownResponse(c: Context, title: string, intro: string | undefined, wines: Promise<WineListResponse>): Promise<Response> {
  const list = await wines;
  const url = new URL(c.req.url);
  return markdownResponse(c, wineListMarkdown({ title, intro, ...list, pageUrl: url }, url.origin));
}
