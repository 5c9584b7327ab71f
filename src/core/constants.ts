import { COUPON_QUERY_PARAM } from '../contracts/cart-permalink.ts';
import { SEARCH_TERM_LENGTH } from '../contracts/search-term-length.ts';
/**
 * Wire names and the spec's numbers, in one place (spec §3 storage keys and cookies, §9 constants).
 * Anything that crosses a boundary by name (a cookie, a storage key, an HTML attribute, a header)
 * or a timing/limit the spec fixes is declared here and imported everywhere else.
 */

/** spec §9: timings, in milliseconds. */
export const TIMINGS = {
  headerBannerRotationMs: 5000,
  snackbarMs: 5000,
  searchDebounceMs: 300,
  quantityIncreaseDelayMs: 1000,
  quantityMinusGuardMs: 500,
  loaderTimeoutMs: 30000,
  requestTimeoutMs: 30000,
  reloadGuardMs: 10000,
  userMenuOpenDelayMs: 300,
  userMenuCloseDelayMs: 250,
  localDataResetMs: 8 * 24 * 60 * 60 * 1000,
} as const;

/** spec §9: limits and thresholds. */
export const LIMITS = {
  searchMinChars: SEARCH_TERM_LENGTH.min,
  mobileSearchResults: 4,
  swipeClosePx: 50,
  cepMaxLength: 9,
} as const;

/** spec §3 and §9: cookie names and lifetimes (seconds). */
export const COOKIES = {
  cartId: { name: 'cart-id', maxAge: 31_536_000 },
  /** The customer's session (DECISIONS 1: tokens live in httpOnly cookies, never in web storage). */
  session: { name: 'session', maxAge: 604_800 },
  legacySession: { name: 'legacy-session', maxAge: 604_800 },
  /**
   * Ours: "this browser has a session", written and cleared with the session's cookies and readable
   * by the page (no token, nothing of the customer). Pages the edge shares among visitors greet
   * nobody; the page asks GET /auth/session who is logged in only when this is set.
   */
  signedIn: { name: 'sessao', maxAge: 604_800 },
  fbitsLogin: { name: 'fbits-login', maxAge: 604_800 },
  /**
   * Ours: set when the edge sends this browser to the checkout or account site, so a token coming
   * back (fbits-login) is taken only by the browser that left (no login CSRF through a link).
   */
  checkoutHandoff: { name: 'checkout-handoff', maxAge: 3600 },
  /** Ours: the nonce a Google ID token must carry to be taken from this browser (10 minutes). */
  googleNonce: { name: 'google-nonce', maxAge: 600 },
  /** Ours: the key of a password-reset link, moved out of the URL until the new password is set. */
  passwordReset: { name: 'password-reset', maxAge: 3600 },
  /** A Google sign-in of type NEW (DECISIONS 6): its token, until /register/partial spends it. */
  partialSession: { name: 'partial-session', maxAge: 3600 },
  /** Ours: mirrors the `grouped` storage key so /todososvinhos renders the same on the server. */
  grouped: { name: 'grouped', maxAge: 31_536_000 },
  /** Test-only: outside production, /builds/latest.json reports this id (spec §4 "Version polling"). */
  buildIdOverride: { name: 'build-id-override', maxAge: 3600 },
} as const;

/** spec §3: local browser storage keys (tokens are deliberately absent: DECISIONS 1). */
export const STORAGE_KEYS = {
  cartItems: 'wine',
  cartId: 'cart-id',
  /**
   * The old app's: never written here (nothing in the browser needs the customer's number: LGPD
   * data minimisation, docs/decisions.md), only removed at logout where an old visit left it.
   */
  customerIdLegacy: 'customer-id',
  checkoutMetadata: 'metaDataCheckout',
  haveFirstDiscount: 'haveFirstDiscount',
  /** The spec's misspelling, read for compatibility with data written by the old app. */
  haveFirstDiscountLegacy: 'haveFistDiscount',
  grouped: 'grouped',
  dismissedBanners: 'banners',
  lastTimeBanner: 'lastTimeBanner',
  firstAccess: 'firstAccess',
  firstAccessTime: 'firstAccessTime',
  allowAccess: 'allowAccess',
  /** Ours: the LGPD notice was dismissed. */
  privacyNoticeDismissed: 'privacyNoticeDismissed',
  /** Ours: a coupon from a `?coupon=` link, kept until the cart can take it (docs/decisions.md "Cart: haveFirstDiscount"). */
  pendingCoupon: 'pendingCoupon',
  /** Ours: set while a change of the cart has not reached the checkout (docs/decisions.md "Cart restore"). */
  cartUnsynced: 'cartUnsynced',
  /** Ours, in session storage: a snack to show on the next page (e.g. after going to /login). */
  flashSnack: 'flashSnack',
  /** Ours: an anonymous shopper's favourite wines (product ids, most recent first; docs/decisions.md "Accounts: favourites"). */
  favorites: 'favorites',
  /** Ours, in session storage: name and e-mail from a Google sign-in of type NEW, to fill /register/partial. */
  googleIdentity: 'googleIdentity',
  /** Ours: the cart id this browser last linked to the logged-in customer's record (spec §4 "Login"). */
  linkedCartId: 'linkedCartId',
} as const;

/**
 * spec §2: wine images that fail to load fall back to a placeholder wine image (public/). Wine
 * images carry `data-fallback`; an inline script of the document swaps them (Document.tsx).
 */
export const PLACEHOLDER_WINE_IMAGE = '/wine-placeholder.svg';

/** The page's <main> (focusable): the skip link's target, and where focus goes when what held it closes. */
export const MAIN_CONTENT_ID = 'conteudo';

/**
 * Accounts: what login and logout reset (spec §4 "After login or logout the client cache
 * is reset"): the service worker's caches that may hold personal pages (server HTML carries the
 * header's greeting; scripts/vite/pwa.ts names them), and Google Identity Services' script.
 */
export const ACCOUNT = {
  personalCaches: ['pages'],
  googleScriptUrl: 'https://accounts.google.com/gsi/client',
  /** Fragments the edge answers a plain (no-JavaScript) login or recovery form with; the page shows the one targeted. */
  formOutcomes: { refused: 'erro-login', tooManyRequests: 'erro-limite', recoverySent: 'instrucoes-enviadas' },
} as const;

/** Island markers in server HTML, read by the client entry. */
export const ISLAND_ATTRS = {
  name: 'data-island',
  hydrate: 'data-island-hydrate',
  /** Set on <html> once every island that hydrates on load has committed (e2e tests wait for it). */
  hydrated: 'data-hydrated',
} as const;

/** HTTP header names used between the edge and its upstreams. */
export const HEADERS = {
  requestId: 'x-request-id',
  /** The shopper's IP as the edge sees it; forwarded upstream (the hosted API limits per IP). */
  connectingIp: 'CF-Connecting-IP',
  forwardedFor: 'X-Forwarded-For',
  /** HIT, STALE or MISS: how the edge answered a catalogue read (for logs and tests). */
  edgeCache: 'x-edge-cache',
  /** "1" on the answer that found the shopper's session ended (the page says so once). */
  sessionEnded: 'x-session-ended',
} as const;

/**
 * The edge's own numbers: catalogue caching, proxy limits, partner refresh. Short TTLs
 * so a partner campaign spike reaches the backend about once per key per TTL, while a change in
 * the backend shows within a minute.
 */
export const EDGE = {
  /** Catalogue GETs are served from the edge cache this long without asking the backend. */
  catalogueFreshSeconds: 60,
  /** ...and then served stale for this long while one background call refreshes them. */
  catalogueStaleSeconds: 300,
  /** How long a browser keeps a content-addressed file (an uploaded wine photo): a year. */
  immutableSeconds: 31_536_000,
  /** Request bodies the proxy forwards (JSON payloads of spec §7 are a few hundred bytes). */
  maxRequestBodyBytes: 64 * 1024,
  /**
   * How long an isolate trusts its last reading of the cache scopes' generations: a purge made in
   * any location shows everywhere within it (worker/upstream/cache-generations.ts).
   */
  generationMemoMs: 2000,
  /** Bound of the in-flight coalescing map (one entry per distinct catalogue key being fetched). */
  maxInFlightKeys: 1000,
  /**
   * The fresh entries an isolate also keeps in memory (worker/upstream/hot-entries.ts): the
   * busiest pages and catalogue reads, a few MB of an isolate's 128 MB.
   */
  hotEntries: { maxEntries: 200, maxBytes: 8 * 1024 * 1024, maxEntryBytes: 512 * 1024 },
  /** KV key holding the partner names the cron trigger last read (spec §2 dynamic redirects). */
  partnersKvKey: 'partners',
  /** How long an edge location may keep a KV read of the partner list. */
  partnersKvCacheSeconds: 60,
  /** Query parameters that carry a token back from the checkout site (spec §3 fbits-login). */
  returnTokenParams: ['token', 'fbits-login'],
  /** HSTS lifetime: one year. */
  hstsMaxAgeSeconds: 31_536_000,
} as const;

/** The cart's numbers (spec §5, §9; DECISIONS "Free shipping"). */
export const CART = {
  /** spec §7 checkoutAddCoupon: "The coupon comes from the query parameter coupon". */
  couponQueryParam: COUPON_QUERY_PARAM,
  cepDigits: 8,
} as const;

/**
 * Hosts outside the shop a page may send the shopper to (spec §8: navigating to an external URL
 * without permission or with another protocol is refused). See src/core/rules/safe-navigation.ts.
 */
export const EXTERNAL_HOSTS = ['wa.me', 'api.whatsapp.com', 'www.instagram.com', 'instagram.com'] as const;

/**
 * The virtual sommelier's finder: its page's query parameters (the answers live in the
 * URL: shareable, the back button works, the server renders the same page), the cookie that
 * remembers the mode in this browser (so the server renders it too), and the tutorial's memory.
 */
/** The listing pages' query parameters (spec §2; links work without JavaScript); the finder shares two. */
export const LISTING_PARAMS = { page: 'pagina', priceBand: 'preco', grouped: 'agrupado', sweetness: 'docura' } as const;

export const FINDER = {
  params: {
    occasion: 'ocasiao',
    dish: 'prato',
    price: LISTING_PARAMS.priceBand,
    type: 'tipo',
    sweetness: LISTING_PARAMS.sweetness,
    grape: 'uva',
    country: 'pais',
    step: 'passo',
    mode: 'modo',
    page: LISTING_PARAMS.page,
  },
  modeCookie: { name: 'appModel', maxAge: 31_536_000 },
  /** Local storage: the first-steps tutorial was finished or skipped (not shown again). */
  tutorialDoneKey: 'finderTutorialDone',
} as const;
