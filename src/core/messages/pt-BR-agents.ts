/**
 * What the shop tells assistants (UCP, docs/assistants.md), in pt-BR like every other text of
 * the shop: an agent may show a message's `content` to the person it shops for, who is Brazilian.
 * Codes stay the spec's English words, for machines. A text names at most a wine id or a filter's
 * name the caller sent, never other input (nothing personal can come back in an answer).
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
  adultsOnly:
    'Vendemos somente para maiores de 18 anos. Para comprar, a própria pessoa confirma a idade no site da loja; assistentes não confirmam idade nem finalizam pedidos.',
} as const;
