import { SWEETNESS } from '../../src/contracts/sweetness.ts';
import type { Category } from '../../src/contracts/categories.ts';
import { FINDER, LISTING_PARAMS } from '../../src/core/constants.ts';
import { ROUTE_PREFIXES, ROUTES } from '../../src/core/routes.ts';
import { adultsOnly } from './wine-markdown.ts';

const KIND_TITLES: Record<Category['kind'], string> = { tipo: 'Por tipo', pais: 'Por país', uva: 'Por uva' };

/**
 * /llms.txt (llmstxt.org): what the shop is, its rules, and how an assistant finds wines for a
 * person: every address below also answers `Accept: text/markdown`.
 */
export function llmsTxt(origin: string, storeName: string, categories: readonly Category[]): string {
  const link = (title: string, path: string, note = '') => `- [${title}](${origin}${path})${note ? `: ${note}` : ''}`;
  const finder = `${ROUTES.sommelier}?${FINDER.params.type}=tinto&${FINDER.params.country}=portugal&${FINDER.params.price}=50-a-100`;
  const byKind = (kind: Category['kind']) =>
    categories
      .filter((category) => category.kind === kind && category.wine_count > 0)
      .map((category) => link(category.name, `/${category.slug}`, `${category.wine_count} vinhos`));
  return [
    `# ${storeName}`,
    `> Loja online de vinhos para o Brasil, com um sommelier virtual. Preços em reais (R$), parcelamento em até 6x sem juros e desconto no Pix. Venda somente para maiores de 18 anos.`,
    [
      '## Regras da loja',
      '- Vendemos e entregamos somente a maiores de 18 anos; quem recebe o pedido pode ter de mostrar um documento.',
      '- Entregamos em todo o Brasil; o frete, o prazo e o frete grátis dependem do CEP (veja a política de entrega).',
      '- Direito de arrependimento em 7 dias corridos após o recebimento; produtos com defeito, 30 dias (veja trocas e devoluções).',
      '- A compra é finalizada por uma pessoa no site (carrinho e pagamento); estas páginas só descrevem o catálogo.',
      `- A lei (ECA Digital) exige confirmar a idade de quem compra, sem autodeclaração: antes do primeiro pedido, a própria pessoa confirma a idade em ${origin}${ROUTES.ageVerification}, com a conta dela. Assistentes e APIs não confirmam idade nem finalizam pedidos.`,
    ].join('\n'),
    [
      '## Como navegar',
      'Cada endereço abaixo responde em markdown a `Accept: text/markdown` (nome, preço, preço no Pix, parcelas, estoque, ficha técnica e link de cada vinho).',
      link(
        'Todos os vinhos',
        ROUTES.allWines,
        `páginas de 12, \`?${LISTING_PARAMS.page}=2\` para a seguinte, \`?${LISTING_PARAMS.sweetness}=suave\` só os suaves (${SWEETNESS.join(', ')}; também nas outras listas e na busca)`,
      ),
      link('Busca', `${ROUTE_PREFIXES.results}/malbec`, 'troque o termo: uva, país, região, produtor, tipo ou doçura ("suave")'),
      link(
        'Sommelier virtual',
        finder,
        `responda por parâmetros: ${Object.entries(FINDER.params)
          .filter(([question]) => !['step', 'mode', 'page'].includes(question))
          .map(([, param]) => `\`${param}\``)
          .join(', ')}`,
      ),
      link('Vinhos por ocasião', ROUTES.occasions),
      `- Um vinho: ${origin}${ROUTE_PREFIXES.product}/{nome-em-hifens}-{id}, como nos links das listas.`,
    ].join('\n'),
    ...(['tipo', 'pais', 'uva'] as const).map((kind) => [`## ${KIND_TITLES[kind]}`, ...byKind(kind)].join('\n')),
    [
      '## Políticas',
      link('Política de entrega', ROUTES.policies.delivery),
      link('Trocas e devoluções', ROUTES.policies.returns),
      link('Privacidade', ROUTES.policies.privacy),
      link('Contato', ROUTES.policies.contact),
    ].join('\n'),
    adultsOnly(origin),
  ]
    .join('\n\n')
    .concat('\n');
}
