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
  popupReshowMs: 2 * 60 * 60 * 1000,
  localDataResetMs: 8 * 24 * 60 * 60 * 1000,
} as const;

/** spec §9: limits and thresholds. */
export const LIMITS = {
  searchMinChars: 3,
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
  fbitsLogin: { name: 'fbits-login', maxAge: 604_800 },
} as const;

/** spec §3: local browser storage keys (tokens are deliberately absent: DECISIONS 1). */
export const STORAGE_KEYS = {
  cartItems: 'wine',
  cartId: 'cart-id',
  customerId: 'customer-id',
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
} as const;

/** Island markers in server HTML, read by the client entry. */
export const ISLAND_ATTRS = {
  name: 'data-island',
  props: 'data-island-props',
  hydrate: 'data-island-hydrate',
  /** Set on <html> once every island that hydrates on load has committed (e2e tests wait for it). */
  hydrated: 'data-hydrated',
} as const;

/** HTTP header names used between the edge and its upstreams. */
export const HEADERS = {
  requestId: 'x-request-id',
} as const;
