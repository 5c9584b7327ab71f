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
  policies: {
    campaigns: '/politica/campanhas',
    contact: '/politica/contato',
    returns: '/politica/devolucoes',
    delivery: '/politica/entrega',
    privacy: '/politica/privacidade',
  },
} as const;

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
