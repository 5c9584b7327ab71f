/**
 * The texts of the parts every page loads at once (header buttons, snackbar, popups, filter
 * carousel, page loader, app updates, the buttons of wine cards, a first visit's adults-only and privacy notices). Apart from the rest of the catalogue so the first load
 * carries only these; `MESSAGES` (pt-BR.ts) includes them too, for everything else.
 */
export const CHROME_MESSAGES = {
  cartButtonLabel: (count: number) => (count === 0 ? 'Abrir carrinho, vazio' : `Abrir carrinho, ${count} ${count === 1 ? 'vinho' : 'vinhos'}`),
  searchToggleLabel: 'Buscar vinhos',
  closeLabel: 'Fechar',
  carouselPrevious: 'Ver categorias anteriores',
  carouselNext: 'Ver próximas categorias',
  popupClose: 'Fechar aviso',
  popupImageLink: (title: string) => `${title}: ver vinhos até R$ 49,99`,
  popupMore: 'Saiba mais',
  appInstalled: 'App instalado! Você pode abrir a loja pela tela inicial.',
  updateAvailable: 'Nova versão da loja disponível.',
  updateNow: 'Atualizar',
  offlineReady: 'Pronto para uso offline',
  pageLoading: 'Carregando…',
  // wine cards: add to cart and the favourite heart
  addToCart: 'Adicionar ao carrinho',
  // WCAG 2.5.3 Label in Name: the name starts with the button's visible text
  addToCartNamed: (name: string) => `Adicionar ao carrinho: ${name}`,
  favoriteToggle: (name: string) => `Favoritar ${name}`,
  favoriteFailed: 'Não foi possível atualizar seus favoritos. Tente novamente.',
  // spec §8: logged when Google's script cannot load (the prompt on /momentos)
  googleScriptFailed: 'Failed to load the Google 3P Authorization JavaScript Library.',
  // a first visit: the adults-only notice (no question: docs/age-verification.md) and the LGPD notice
  ageNoticeTitle: 'Venda de bebidas alcoólicas proibida para menores de 18 anos.',
  ageNoticeText: 'Navegue à vontade: para comprar, confirmamos sua idade uma única vez, sem guardar documentos.',
  ageNoticeDismiss: 'Entendi',
  // the confirmation dialog's answers (a wine's removal from the cart)
  yes: 'Sim',
  no: 'Não',
  privacyNoticeLabel: 'Aviso de privacidade',
  privacyNoticeText: 'Usamos cookies e dados guardados no seu navegador só para a loja funcionar: manter sua sessão e o seu carrinho.',
  privacyNoticeLink: 'Política de privacidade',
  privacyNoticeDismiss: 'Entendi',
  // the session ended without the shopper asking (logout elsewhere, 30 days, a refused renewal)
  sessionEndedTitle: 'Sua sessão terminou',
  sessionEndedText: 'Por segurança, entre de novo na sua conta. Os vinhos do seu carrinho continuam aqui.',
} as const;
