import { businessDays as inBusinessDays } from '../rules/business-days.ts';
/**
 * What the shop tells assistants (UCP, docs/assistants.md), in pt-BR like every other text of
 * the shop: an agent may show a message's `content` to the person it shops for, who is Brazilian.
 * Codes stay the spec's English words, for machines. A text names at most a wine id, a filter's
 * name or a coupon code the caller sent, never other input (nothing personal can come back in an
 * answer).
 */
export const AGENT_MESSAGES = {
  notJson: 'O corpo da requisição não é um JSON válido.',
  notJsonType: 'Envie o corpo como application/json.',
  bodyTooLarge: (kilobytes: number) => `O corpo da requisição passa de ${kilobytes} KB.`,
  invalidRequest: (fields: string) => `Requisição inválida: confira ${fields}.`,
  emptySearch: 'Informe uma busca (query) ou filtros (filters).',
  invalidCursor: 'Cursor de paginação inválido: use o que a resposta anterior trouxe.',
  tooManyIds: (max: number) => `Peça no máximo ${max} ids por consulta.`,
  productNotFound: (id: string) => `Vinho não encontrado: ${id}`,
  idNotFound: (id: string) => `Nenhum vinho com o id ${id}.`,
  unknownFilterValue: 'Um dos filtros (tipo, país, uva, ocasião ou prato) não existe no catálogo: nenhum vinho encontrado.',
  ignoredFilter: (name: string) => `Filtro não reconhecido, ignorado: ${name}.`,
  firstCategoryOnly: (category: string) => `Só uma categoria por busca: usamos ${category}.`,
  shortQuery: (min: number) => `Busca curta demais: use pelo menos ${min} caracteres em query.`,
  textWithoutFilters:
    'Nesta loja a busca por texto não se combina com filtros: estes vinhos atendem ao texto, sem os filtros pedidos. Para filtrar, busque só com filtros (sem query).',
  notFound: 'Operação desconhecida.',
  oneMessagePerRequest: 'Envie uma mensagem JSON-RPC por requisição (lotes não são aceitos).',
  methodNotAllowed: 'Método não permitido nesta operação.',
  tooManyRequests: 'Muitas requisições. Tente novamente em 1 minuto.',
  unavailable: 'O catálogo não respondeu agora. Tente novamente em instantes.',
  internalError: 'Erro interno. Tente novamente em instantes.',
  cartNotFound: 'Carrinho não encontrado: use o id que a criação do carrinho devolveu.',
  cartGone: 'Este carrinho não existe mais ou já foi finalizado. Crie outro.',
  cartBusy: 'Outra alteração deste carrinho está em andamento. Tente de novo em instantes.',
  cartConflict: 'O carrinho não pôde ser atualizado agora (o estoque ou o carrinho mudou). Consulte o carrinho e tente de novo.',
  outOfStock: (name: string) => `${name} está temporariamente indisponível.`,
  quantityAdjusted: (name: string, quantity: number) => `${name}: só há ${quantity} em estoque; a quantidade foi ajustada.`,
  oneCouponOnly: 'Só um cupom por carrinho: usamos o primeiro código.',
  couponInvalid: 'Cupom inválido. Confira o código.',
  couponNotApplicable: 'Este cupom não vale para este carrinho (valor mínimo, primeira compra ou vinhos de fora da promoção).',
  couponTitle: (code: string) => `Cupom ${code}`,
  brazilOnly: 'Entregamos somente no Brasil: sem estimativa de frete.',
  invalidCep: 'CEP inválido: informe os 8 dígitos.',
  noDelivery: 'Não há entrega para este CEP.',
  subtotal: 'Subtotal',
  couponDiscount: 'Desconto do cupom',
  shippingEstimate: (service: string | null, businessDays: number) => `Frete estimado${service ? ` (${service})` : ''}: ${inBusinessDays(businessDays)}`,
  estimatedTotal: 'Total estimado (o frete e o pagamento são escolhidos no site)',
  checkoutOnSite:
    'A compra é concluída no site da loja pela própria pessoa: ela confirma a idade (venda só para maiores de 18 anos) e paga lá. Abra o continue_url.',
  invalidIdempotencyKey: 'Idempotency-Key inválida: use um UUID (até 255 caracteres ASCII visíveis).',
  idempotencyKeyReused: 'Esta Idempotency-Key já foi usada com outra requisição (outro método, endereço ou corpo). Use uma chave nova.',
  requestInProgress: 'A primeira requisição com esta Idempotency-Key ainda está em andamento. Tente de novo em instantes.',
  adultsOnly:
    'Vendemos somente para maiores de 18 anos. Para comprar, a própria pessoa confirma a idade no site da loja; assistentes não confirmam idade nem finalizam pedidos.',
} as const;
