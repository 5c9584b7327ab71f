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
} as const;
