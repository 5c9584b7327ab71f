import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { CacheScope } from '../../src/contracts/own-backend-api.ts';
import { COOKIES, FINDER, HEADERS, TIMINGS } from '../../src/core/constants.ts';
import { isAccountPage, ROUTE_PREFIXES, ROUTES } from '../../src/core/routes.ts';
import { BUILD_ID } from '../build-id.ts';
import type { AppEnv } from '../env.ts';
import { describeError } from '../log.ts';
import { waitUntilOf } from '../middleware/request-context.ts';
import { cspSettings } from '../middleware/security-headers.ts';
import { contentSecurityPolicy } from '../security/content-security-policy.ts';
import { prefersMarkdown } from '../markdown/negotiation.ts';
import { carriesSession, sendsSignedInMark } from '../session/session-cookies.ts';
import { currentGenerations, type Generations } from '../upstream/cache-generations.ts';
import { answerBody, cachedFetch, type StoredResponse } from '../upstream/edge-cache.ts';
import { inlineHashes } from './inline-hashes.ts';
import { withoutCampaignParams } from '../../src/core/rules/campaign-params.ts';

/**
 * What every page's HTML is made of besides its path and query: the shell reads the filters
 * (catalogue), the popups and header strip (banners) and the shop's settings; partner pages read
 * the partners too. A back-office write to one of them gives the scope a new generation, which
 * is part of the key, so every page showing it is passed over at once.
 */
const SHELL_SCOPES: readonly CacheScope[] = ['catalogue', 'banners', 'settings'];
const PARTNER_SCOPES: readonly CacheScope[] = [...SHELL_SCOPES, 'partners'];

/** Every scope some shared page is keyed by (the back office's writes must purge each: admin-api-table test). */
export const PAGE_SCOPES = PARTNER_SCOPES;

const scopesOf = (path: string) => (path.startsWith(`${ROUTE_PREFIXES.partners}/`) ? PARTNER_SCOPES : SHELL_SCOPES);

/**
 * A cart link's page (docs/assistants.md "Permalink") is rendered for each opening and never
 * stored: what it answers is this browser's hand-over, and its address names a cart.
 */
const isCartPermalink = (path: string) => path.startsWith(`${ROUTE_PREFIXES.cartPermalink}/`);

/**
 * A page every visitor gets alike (docs/decisions.md "Edge: shared pages"): a GET of any page but
 * the password reset (whose page depends on the key this browser holds) and a cart link, asked by an anonymous
 * visitor, or by a signed-in shopper whose browser greets them itself (the `signedIn` mark: the
 * page asks GET /auth/session) for a page that is not one of their own (an account page stays
 * `private, no-store`). A session without the mark (a token just back from the checkout, a
 * session older than the mark) gets its pages rendered for it until its header island's
 * GET /auth/session writes the mark.
 */
function isSharedPageRequest(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET' || c.req.path === ROUTES.passwordReset || isCartPermalink(c.req.path)) return false;
  return !carriesSession(c) || (sendsSignedInMark(c) && !isAccountPage(c.req.path));
}

/**
 * The cache key: exactly what the HTML is made from. The path; the query, sorted, without its
 * campaign parameters (src/core/rules/campaign-params.ts: pages leave them out of their links, so
 * every ad click of a campaign shares one render; any other parameter may change the page);
 * the two cookies pages read (the grouped listing, the finder's mode); HTML or markdown (`Accept`,
 * worker/markdown/); the build, whose assets the page names; and the generations of the scopes
 * the page shows. What the edge adds goes into the key's path, each part escaped, before the
 * page's own path: no query a visitor sends can name or replace one of them.
 */
function pageKey(c: Context<AppEnv>, generations: Generations): string {
  const url = new URL(c.req.url);
  const query = [...withoutCampaignParams(url.searchParams)].sort(([a, b], [x, y]) => (a === x ? (b < y ? -1 : 1) : a < x ? -1 : 1));
  const parts = [
    getCookie(c, COOKIES.grouped.name) ?? '',
    getCookie(c, FINDER.modeCookie.name) ?? '',
    prefersMarkdown(c) ? 'md' : 'html',
    BUILD_ID,
    ...scopesOf(url.pathname).map((scope) => `${scope}=${generations[scope] ?? '0'}`),
  ];
  const key = new URL(`${url.origin}/__pagina/${parts.map((part) => encodeURIComponent(part)).join('/')}${url.pathname}`);
  for (const [name, value] of query) key.searchParams.append(name, value);
  return key.toString();
}

/**
 * How long a visitor waits for the page render it joined. A page waits for its slowest section,
 * which the upstream timeout ends (and the page shows degraded) after 30 s: waiting exactly that
 * long would answer 504 at the moment the page completes.
 */
const PAGE_WAIT_MS = TIMINGS.requestTimeoutMs + 5_000;

/**
 * Only a whole, healthy page that sets nothing in the browser is shared: any Set-Cookie is one
 * visitor's, and `no-store` marks a page rendered while a section failed.
 */
const shareable = (stored: StoredResponse) =>
  stored.status === 200 &&
  !stored.headers.some(([name, value]) => name.toLowerCase() === 'set-cookie' || (name.toLowerCase() === 'cache-control' && value.includes('no-store')));

/**
 * Shared pages from the edge cache (docs/decisions.md "Edge: shared pages"): a visitor, signed in
 * or not, gets the page from the cache when fresh, and otherwise from one render shared by every
 * concurrent visitor of the same page (a campaign spike renders each page once). Such a page is
 * rendered whole, without this request's nonce, and carries a CSP of its inline elements' hashes.
 * It is nobody's: its render reads no session and renews none, and everything per shopper on it
 * comes from islands reading the browser (cart, favourites) or GET /auth/session (the greeting).
 */
export function sharedPageCache(dispatch: PageDispatch) {
  return createMiddleware<AppEnv>(async function sharedPageCache(c, next) {
    const refreshing = backgroundRenders.has(c.req.raw);
    if (!refreshing && !isSharedPageRequest(c)) return next();
    c.set('sharedPage', true);
    const log = c.get('log');
    const render = async () => {
      await next();
      // a page with a section that failed to load (logged as a warning) is this moment's, not one to share
      if (log.troubled()) c.header('Cache-Control', 'no-store');
      return withHashPolicy(c, c.res);
    };
    if (refreshing) {
      c.res = await render();
      return;
    }
    const useCache = c.env.EDGE_CACHE !== 'off';
    // with the cache off the key only coalesces concurrent renders: no generation to ask for
    const generations = useCache
      ? await currentGenerations(c.env, Date.now(), (error) => log.warn('cache_generations_failed', { error: describeError(error) }), waitUntilOf(c))
      : {};
    const { stored, state } = await cachedFetch({
      key: pageKey(c, generations),
      load: render,
      // A stale page is answered at once and rendered again behind it. Not by this request's own
      // handlers (`next()`, `c.res`): run after the answer was given, they would take the stale
      // answer for their render and consume it (a 500). A request of its own goes through the
      // app, made only of what the page's key is made of.
      refresh: () => dispatch(backgroundRender(c), c),
      waitUntil: waitUntilOf(c),
      maxWaitMs: PAGE_WAIT_MS,
      path: c.req.path,
      useCache,
      storable: shareable,
    });
    c.res = new Response(answerBody(stored), { status: stored.status, headers: stored.headers });
    c.header(HEADERS.edgeCache, state);
  });
}

/** Runs a request through the whole app (worker/app.tsx), in this request's environment. */
export type PageDispatch = (request: Request, c: Context<AppEnv>) => Promise<Response>;

/** The edge's own page renders (never a visitor's request: no header or query can make one). */
const backgroundRenders = new WeakSet<Request>();

/**
 * The request a stale page is rendered again with: its path and query without campaign
 * parameters, its `Accept` (HTML or markdown) and the two cookies a page reads (`pageKey`),
 * nothing of the visitor who found it stale.
 */
function backgroundRender(c: Context<AppEnv>): Request {
  const headers = new Headers();
  const accept = c.req.header('accept');
  if (accept) headers.set('accept', accept);
  const cookies = [COOKIES.grouped.name, FINDER.modeCookie.name].flatMap((name) => {
    const value = getCookie(c, name);
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  // the page's own query (its key's): the campaign that brought the visitor was counted already
  const url = new URL(c.req.url);
  url.search = withoutCampaignParams(url.searchParams).toString();
  const request = new Request(url, { headers });
  backgroundRenders.add(request);
  return request;
}

/** The rendered page with its own policy: its inline scripts' and style's hashes instead of a nonce. */
async function withHashPolicy(c: Context<AppEnv>, response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  // The bytes are read once and passed on as they are; only the scan needs them as text.
  const bytes = await response.arrayBuffer();
  const hashes = await inlineHashes(new TextDecoder().decode(bytes));
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', contentSecurityPolicy({ inline: { hashes }, ...cspSettings(c) }));
  return new Response(bytes, { status: response.status, headers });
}
