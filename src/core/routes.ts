import { CART_PERMALINK_PATH } from '../contracts/cart-permalink.ts';
import { AGE_VERIFICATION_PATH } from '../contracts/age-paths.ts';
import { isSearchableLength } from './rules/search-term.ts';
import { slugify } from './rules/slug.ts';

/** Paths of the shop's fixed routes (spec §2), for links and for the edge's router. */
export const ROUTES = {
  home: '/',
  homeAlias: '/home',
  occasions: '/momentos',
  dishes: '/pratos',
  allWines: '/todososvinhos',
  blackFriday: '/blackfriday',
  login: '/login',
  passwordRecovery: '/login/recuperar',
  /** Where the recovery mail's link leads (`?token=`): the new password. */
  passwordReset: '/login/redefinir',
  register: '/register',
  registerPartial: '/register/partial',
  favorites: '/favorite',
  about: '/quemsomos',
  howToUse: '/landingPage/HowUse',
  campaignLanding: '/landingPage/Vivalavida',
  desktopHome: '/DesktopHome',
  mobileHome: '/MobileHome',
  cleanStorage: '/CleanStorage',
  errorPage: '/errors/error',
  updatePage: '/errors/UpdatePage',
  /** The virtual sommelier's guided finder (DECISIONS "The sommelier finder": linked from the header and /momentos). */
  sommelier: '/sommelier',
  /** Where a customer confirms their age, once, before their first order (docs/age-verification.md). */
  ageVerification: AGE_VERIFICATION_PATH,
  policies: {
    campaigns: '/politica/campanhas',
    contact: '/politica/contato',
    returns: '/politica/devolucoes',
    delivery: '/politica/entrega',
    privacy: '/politica/privacidade',
  },
} as const;

/** Login's return address (spec §2 /Login "Query redirectUrl is supported"); the edge checks it. */
export const REDIRECT_URL_PARAM = 'redirectUrl';

/** `path` told where to go next: /login?redirectUrl=…, /register/partial?redirectUrl=…, the hand-off's. */
export function withRedirectUrl(path: string, target: string | undefined): string {
  return target ? `${path}?${REDIRECT_URL_PARAM}=${encodeURIComponent(target)}` : path;
}

/**
 * The shopper's own pages, where they came to fill a form or read their own list. No popup banner
 * is offered there (spec §4 popups are promotions; covering a login form or a registration loses
 * the shopper: docs/decisions.md), and a signed-in shopper's request for one is never answered
 * from the edge's shared page cache (worker/page-cache/).
 */
const ACCOUNT_PAGE_PATHS: ReadonlySet<string> = new Set([
  ROUTES.login,
  ROUTES.passwordRecovery,
  ROUTES.passwordReset,
  ROUTES.register,
  ROUTES.registerPartial,
  ROUTES.favorites,
  ROUTES.ageVerification,
]);

export function isAccountPage(path: string): boolean {
  return ACCOUNT_PAGE_PATHS.has(path);
}

/**
 * Whether popup banners may be offered on this (canonical) page path: not on the shopper's own
 * pages, nor over the cart drawer a cart link opens (docs/assistants.md "Permalink").
 */
export function offersPopups(path: string): boolean {
  return !isAccountPage(path) && !path.startsWith(`${ROUTE_PREFIXES.cartPermalink}/`);
}

/** spec §2 Header filter: the four selections and where each one lives. */
export type FilterSelection = 'occasion' | 'main_course' | 'all_wine' | 'black_friday';

export const FILTER_TABS: ReadonlyArray<{ selection: FilterSelection; path: string; label: string }> = [
  { selection: 'occasion', path: ROUTES.occasions, label: 'Momentos' },
  { selection: 'main_course', path: ROUTES.dishes, label: 'Pratos' },
  { selection: 'all_wine', path: ROUTES.allWines, label: 'Todos os vinhos' },
];

/**
 * DECISIONS "Titles": "{STORE_NAME} - {Path name capitalised}" for fixed routes.
 * The path name is the path without its leading slash, segments joined by "-" (the route name),
 * first letter in upper case: /momentos → "Momentos", /politica/entrega → "Politica-entrega".
 */
export function documentTitle(storeName: string, path: string): string {
  const name = path.split('/').filter(Boolean).join('-');
  if (!name) return storeName;
  return `${storeName} - ${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** spec §2: the routes that take a parameter, by their first segment. */
export const ROUTE_PREFIXES = {
  product: '/produto',
  results: '/resultados',
  partners: '/parceiros',
  /** A cart in a link (`/comprar/{id}:{quantity},…`, src/contracts/cart-permalink.ts): an assistant's hand-over. */
  cartPermalink: CART_PERMALINK_PATH,
} as const;

/**
 * spec §2 Redirects, fixed partner shortcuts: lowercase path segment → partner name.
 * DECISIONS "Interpretations": /vivalavidavinhos goes to /parceiros/vivalavida.
 */
export const PARTNER_SHORTCUTS: Readonly<Record<string, string>> = {
  '123vinho': '123.vinho',
  '123.vinho': '123.vinho',
  vivalavidavinhos: 'vivalavida',
};

/** spec §2 /parceiros/{brand}: the partner shop page a partner redirect lands on. */
export function partnerPath(name: string): string {
  return `${ROUTE_PREFIXES.partners}/${name}`;
}

function routePaths(table: object): string[] {
  return Object.values(table).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? routePaths(value) : [],
  );
}

const FIXED_ROUTES_BY_LOWERCASE = new Map(routePaths(ROUTES).map((path) => [path.toLowerCase(), path]));

/**
 * The route table matched case-insensitively (the spec writes /Login, /Favorite, /Register and
 * links exist in both spellings): the canonical path of a fixed route, or undefined.
 * A trailing slash is ignored.
 */
export function matchFixedRoute(path: string): string | undefined {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return FIXED_ROUTES_BY_LOWERCASE.get(trimmed.toLowerCase());
}

/**
 * spec §2 /produto/{id}: "A product path with 3 or more slashes has its last slash replaced by a
 * dash and the browser is redirected; fewer than 3 slashes is left alone." Applied until fewer
 * than 3 slashes remain, so the browser gets one redirect instead of a chain. Undefined when the
 * path is left alone.
 */
export function productPathWithoutExtraSlashes(path: string): string | undefined {
  if (!path.toLowerCase().startsWith(`${ROUTE_PREFIXES.product}/`)) return undefined;
  let fixed = path;
  while (fixed.split('/').length - 1 >= 3) {
    const last = fixed.lastIndexOf('/');
    fixed = `${fixed.slice(0, last)}-${fixed.slice(last + 1)}`;
  }
  return fixed === path ? undefined : fixed;
}

/**
 * spec §2: product links are /produto/{name-in-hyphens}-{wake_product_id}; the id is the number
 * after the last hyphen (or the whole segment). Undefined when the segment does not end in one
 * (DECISIONS "Routing order": that route fails validation).
 */
export function productIdFromSlug(slug: string): number | undefined {
  const match = /^(?:.*-)?([1-9][0-9]{0,15})$/.exec(slug);
  return match?.[1] ? Number(match[1]) : undefined;
}

/**
 * spec §2 /resultados/{SearchResult} and §5 "Search runs only for a trimmed term longer than 2
 * characters": the term (words joined by hyphens) read back as words must reach that length.
 */
export function isSearchTermValid(term: string): boolean {
  let words = term;
  try {
    words = decodeURIComponent(term);
  } catch {
    return false;
  }
  return isSearchableLength(words.replaceAll('-', ' '));
}

/** Name in hyphens for product links (the rule lives in `rules/slug.ts`, which the backend shares). */
export { slugify };

/** spec §2: product links use /produto/{name-in-hyphens}-{wake_product_id}. */
export function productPath(wine: { name: string; wake_product_id: number }): string {
  const slug = slugify(wine.name);
  return `${ROUTE_PREFIXES.product}/${slug ? `${slug}-` : ''}${wine.wake_product_id}`;
}

/** spec §2 /resultados/{SearchResult}: the term in lowercase, words joined by hyphens. */
export function resultsPath(term: string): string {
  const words = term.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return `${ROUTE_PREFIXES.results}/${words.map((word) => encodeURIComponent(word)).join('-')}`;
}

/** The words of a /resultados/{term} segment. */
export function termFromResultsSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the raw segment; validation already refused undecodable terms
  }
  return decoded.replaceAll('-', ' ').replace(/\s+/g, ' ').trim();
}
