/**
 * Where the edge's session routes live (DECISIONS 1): the edge's router and the browser's calls
 * read this one table. A module of its own, without schemas: the header and the favourite hearts
 * load on every page (first-load budget).
 */
export const AUTH_PATHS = {
  login: '/auth/login',
  googleNonce: '/auth/google/nonce',
  google: '/auth/google',
  register: '/auth/register',
  registerPartial: '/auth/register/partial',
  renew: '/auth/renew',
  passwordRecovery: '/auth/password-recovery',
  passwordReset: '/auth/password-reset',
  logout: '/auth/logout',
  session: '/auth/session',
  cart: '/auth/cart',
  /** The customer's favourite wines (GET the list, POST a change). */
  favorites: '/auth/favorites',
  /** The checkout site's account page, through the edge's hand-off (spec §2 user menu "Minha conta"). */
  account: '/auth/conta',
  /**
   * Hands this browser's cart (its `cart-id` cookie, never a parameter another site could set) to
   * the checkout site, the legacy token added at the edge (spec §7).
   */
  checkout: '/auth/checkout',
  /** Age verification's methods (docs/age-verification.md): the signed-in customer's own, from this origin only. */
  ageReceita: '/auth/idade/receita',
  ageProvedor: '/auth/idade/provedor',
  ageWalletRequest: '/auth/idade/carteira/pedido',
  ageWalletResponse: '/auth/idade/carteira/resposta',
} as const;
