/**
 * Every text a shopper reads that the spec fixes, copied exactly (accents and typos included),
 * plus the few texts the spec leaves open (DECISIONS 4), kept short and in pt-BR.
 */
export const MESSAGES = {
  // spec §8 error catalogue
  routeNotFound: (path: string) => `Page not found: ${path}`,
  routeInvalid: (fullPath: string) => `Page Not Found: ${fullPath}`,
  requestTimeout: 'A requisição expirou devido ao tempo limite. Por favor, tente novamente.',
  tooManyRequests: 'A requisição falhou. Por favor, tente novamente em 1 minuto.',
  bannerMessageMissing: (serverMessage: string) =>
    `Não foi possívem buscar mensagem do banner, ${serverMessage}`,
  bannerMessageFailed: (error: string) => `Ocorreu um erro: , ${error}`,
  productUnavailable: 'Produto indisponivel',
  productAlreadyInCart: 'Produto já adicionado ao carrinho',
  productAdded: 'Produto adicionado ao carrinho',
  loginSuccess: 'Login realizado com sucesso!',
  loginRequired: 'Necessário login para continuar!',
  invalidCep: 'Cep inválido',
  newsletterIncomplete: 'Nome e Email são obrigatórios!',
  newsletterSuccess: 'Email registrado com sucesso!',
  emptyCart: 'Carrinho Vazio',
  outOfStock: 'Temporariamente indisponível',
  noSearchResults: 'nenhum vinho encontrado',
  networkError: 'Network Error',

  // spec §2 UI texts
  loginTooltip: 'Login',
  greeting: (firstName: string) => `Olá, ${firstName}`,
  userMenuHeading: 'Bem Vindo!',
  myAccount: 'Minha conta',
  logout: 'Sair',
  checkout: 'Finalizar Compra',
  continueShopping: 'Continuar Comprando',
  whatsappTooltip: 'Entre em contato pelo Whatsapp',
  whatsappGreeting: (storeName: string) =>
    `Olá! Vim pelo site da ${storeName} e gostaria de ajuda para escolher um vinho.`,
  newsletterSubmit: 'Enviar',

  // texts the spec leaves open
  legalAgeNotice:
    'Venda proibida para menores de 18 anos. Se beber, não dirija. (Lei nº 8.069/1990, art. 243)',
  cartButtonLabel: (count: number) =>
    count === 0 ? 'Abrir carrinho, vazio' : `Abrir carrinho, ${count} ${count === 1 ? 'vinho' : 'vinhos'}`,
  searchToggleLabel: 'Buscar vinhos',
  skipToContent: 'Pular para o conteúdo',
  notFoundTitle: 'Page Not Found',
  notFoundDescription: 'A página que você procura não existe ou mudou de endereço.',
  serverErrorTitle: 'Internal Server Error',
  serverErrorDescription: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
  backToHome: 'Voltar para a página inicial',
  backToStore: 'Voltar para a loja',
  yes: 'Sim',
  closeLabel: 'Fechar',
  ok: 'Ok',
  pageLoading: 'Carregando…',

  // installable app (spec §1, §4 "Service worker")
  updateAvailable: 'Nova versão da loja disponível.',
  updateNow: 'Atualizar',
  offlineReady: 'Pronto para uso offline',
  installApp: 'Instalar app',
  appInstalled: 'App instalado! Você pode abrir a loja pela tela inicial.',
  no: 'Não',

  // the 18+ confirmation (the shop sells alcohol)
  ageGateQuestion: 'Você tem 18 anos ou mais?',
  ageGateExplanation: 'Esta loja vende bebidas alcoólicas, proibidas para menores de 18 anos.',
  ageGateRefusedTitle: 'Que pena!',
  ageGateRefusedText:
    'Esta loja só pode ser usada por maiores de 18 anos. Volte quando puder brindar com a gente.',

  // LGPD notice
  privacyNoticeLabel: 'Aviso de privacidade',
  privacyNoticeText:
    'Usamos cookies e dados guardados no seu navegador só para a loja funcionar: manter sua sessão e o seu carrinho.',
  privacyNoticeLink: 'Política de privacidade',
  privacyNoticeDismiss: 'Entendi',

  // /CleanStorage
  cleanStorageWorking: 'Limpando os dados da loja neste navegador…',
  cleanStorageDone: 'Pronto! Limpamos os dados da loja neste navegador. Seu carrinho foi mantido.',
  cleanStorageCartEmptied: 'Pronto! Limpamos os dados da loja e esvaziamos o carrinho.',
  cleanStorageReturning: 'Você voltará para a loja em instantes.',
  cleanStorageEmptyCart: 'Esvaziar também o carrinho',
  cleanStorageNeedsJs: 'Para limpar os dados, ative o JavaScript do navegador.',

  // the edge's answers (issue 5): proxy and session routes; pages show `message` as is
  edgeNotFound: 'Recurso não encontrado.',
  edgeForbidden: 'Operação não permitida.',
  edgeMethodNotAllowed: 'Método não permitido para este endereço.',
  edgePayloadTooLarge: 'A requisição é grande demais.',
  edgeBadRequest: 'Dados inválidos. Confira e tente novamente.',
  edgeUpstreamUnavailable: 'Serviço indisponível no momento. Tente novamente em instantes.',
  sessionInvalidCredentials: 'E-mail ou senha inválidos.',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  sessionGoogleFailed: 'Não foi possível entrar com o Google. Tente novamente.',
  sessionRegistrationFailed: 'Não foi possível concluir o cadastro. Confira os dados e tente novamente.',
  /** spec §8 "Invalid JWT", as the commerce service answers a bad Google credential. */
  sessionInvalidJwt: 'JWT provided is invalid',
  sessionPartialMissing: 'Entre com o Google novamente para concluir o cadastro.',

  // cart, search, popups, newsletter and tutorial islands (issue 7); spec texts are above
  addToCart: 'Adicionar ao carrinho',
  addToCartNamed: (name: string) => `Adicionar ${name} ao carrinho`,
  cartTitle: 'Carrinho',
  cartCountLabel: (count: number) => `${count} ${count === 1 ? 'vinho' : 'vinhos'}`,
  closeCart: 'Fechar carrinho',
  cartBusy: 'Atualizando o carrinho…',
  cartItemsLabel: 'Vinhos no carrinho',
  cartSubtotal: 'Subtotal',
  cartCoupon: (code: string) => `Cupom ${code}`,
  cartShipping: 'Frete',
  cartTotal: 'Total',
  quantityOf: (name: string) => `Quantidade de ${name}`,
  increaseQuantity: (name: string) => `Aumentar a quantidade de ${name}`,
  decreaseQuantity: (name: string) => `Diminuir a quantidade de ${name}`,
  removeFromCart: (name: string) => `Remover ${name} do carrinho`,
  /** spec §2: the delete confirmation's title is "exclusão", its confirm button "Sim". */
  confirmDeleteTitle: 'exclusão',
  confirmDeleteText: (name: string) => `Deseja remover ${name} do carrinho?`,
  cartSyncFailed: 'Não conseguimos salvar seu carrinho agora. Seus vinhos continuam aqui.',
  cartRetry: 'Tentar novamente',
  cartStockLimited: (name: string, available: number) =>
    `${name}: temos só ${available} ${available === 1 ? 'unidade' : 'unidades'} em estoque.`,
  cartCompletedRestarted: 'Sua compra anterior foi concluída. Começamos um carrinho novo para você.',
  shippingToggle: 'Calcular frete',
  cepLabel: 'CEP',
  cepCalculate: 'Calcular',
  shippingOptions: 'Opções de entrega',
  shippingPickup: 'Retirada na loja',
  shippingFree: 'Grátis',
  shippingDeadline: (days: number) => `até ${days} ${days === 1 ? 'dia útil' : 'dias úteis'}`,
  shippingNoOptions: 'Nenhuma opção de entrega para este CEP.',
  freeShippingMissing: (amount: string) => `Faltam ${amount} para o frete grátis`,
  freeShippingReached: 'Você ganhou frete grátis!',
  freeShippingProgressLabel: 'Progresso até o frete grátis',
  searchPanelLabel: 'Busca de vinhos',
  searchInputLabel: 'Buscar vinhos',
  searchPlaceholder: 'Nome, uva, país ou tipo',
  closeSearch: 'Fechar busca',
  mostWantedTitle: 'vinhos mais procurados',
  searchResultsTitle: 'Resultados da busca',
  seeAllProducts: 'Ver todos os produtos',
  searchLoading: 'Buscando vinhos…',
  newsletterTitle: 'Receba nossas novidades',
  newsletterText: 'Ofertas, lançamentos e dicas do sommelier no seu e-mail.',
  newsletterName: 'Nome',
  newsletterEmail: 'E-mail',
  newsletterEmailInvalid: 'Confira o e-mail informado.',
  popupClose: 'Fechar aviso',
  popupImageLink: (title: string) => `${title}: ver vinhos até R$ 49,99`,
  popupMore: 'Saiba mais',
  tutorialStep: (step: number, total: number) => `Passo ${step} de ${total}`,
  tutorialNext: 'Próximo',
  tutorialFinish: 'Concluir',
  tutorialSkip: 'Pular',
} as const;
