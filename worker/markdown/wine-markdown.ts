import { shownPixPrice } from '../../src/core/rules/shown-pix-price.ts';
import type { WineCard, WineDetail } from '../../src/contracts/wine.ts';
import { LISTING_PARAMS } from '../../src/core/constants.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { productPath, ROUTES } from '../../src/core/routes.ts';
import { installmentsFor } from '../../src/core/rules/installments.ts';
import { formatBRL } from '../../src/core/rules/money.ts';
import { wineFacts } from '../../src/core/wine-facts.ts';
import { markdownText } from './markdown-text.ts';

/**
 * The catalogue in markdown, for assistants that shop for a person: what a shopper sees of a
 * wine (name, price, Pix price, installments, stock, facts, its address) and nothing of any
 * shopper (no cart, no name, no session: these answers are the same for everyone).
 */

function priceLines(wine: WineCard): string[] {
  const installments = installmentsFor(wine.price);
  const onSale = wine.list_price > wine.price;
  const pix = shownPixPrice(wine);
  return [
    `- Preço: ${formatBRL(wine.price)}${onSale ? ` (de ${formatBRL(wine.list_price)})` : ''}`,
    ...(pix !== undefined ? [`- No Pix: ${formatBRL(pix)}`] : []),
    `- Parcelamento: ${MESSAGES.installments(installments.count, formatBRL(installments.value))}`,
    `- Estoque: ${wine.stock > 0 ? MESSAGES.inStock : MESSAGES.outOfStock}`,
  ];
}

/**
 * spec §8's notice, on every answer: the shop sells to adults only, and buying needs the person's
 * own age confirmation (docs/age-verification.md): an assistant may find wines and fill a cart,
 * never confirm an age or complete an order.
 */
export function adultsOnly(origin: string): string {
  return [
    `_${MESSAGES.legalAgeNotice} Vendemos somente para maiores de 18 anos._`,
    `_Para comprar, a própria pessoa confirma a idade, uma única vez, em ${origin}${ROUTES.ageVerification} (com a conta dela). Assistentes e integrações podem buscar vinhos e montar o carrinho, mas não confirmam idade nem finalizam pedidos._`,
  ].join('\n\n');
}

export function productMarkdown(wine: WineDetail, origin: string): string {
  const facts = wineFacts(wine).map(({ label, value }) => `- ${label}: ${markdownText(value)}`);
  return [
    `# ${markdownText(wine.name)}`,
    [`${wine.type} · ${wine.country}${wine.grape ? ` · ${wine.grape}` : ''}`, ...priceLines(wine), `- Página: ${origin}${productPath(wine)}`].join('\n'),
    ...(wine.description ? [`## ${MESSAGES.aboutTheWine}`, markdownText(wine.description)] : []),
    `## ${MESSAGES.technicalSheet}`,
    facts.join('\n'),
    ...(wine.pairing ? [`## ${MESSAGES.pairing}`, markdownText(wine.pairing)] : []),
    adultsOnly(origin),
  ]
    .join('\n\n')
    .concat('\n');
}

function cardMarkdown(wine: WineCard, origin: string): string {
  const kind = [wine.type, wine.country, wine.grape].filter(Boolean).join(' · ');
  return [`### [${markdownText(wine.name)}](${origin}${productPath(wine)})`, [kind, ...priceLines(wine)].join('\n')].join('\n\n');
}

export interface WineListMarkdown {
  title: string;
  intro?: string | undefined;
  wines: readonly WineCard[];
  total: number;
  page: number;
  pageSize: number;
  /** The page's address, to which `?pagina=N` leads further. */
  pageUrl: URL;
}

export function wineListMarkdown({ title, intro, wines, total, page, pageSize, pageUrl }: WineListMarkdown, origin: string): string {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const next = new URL(pageUrl);
  next.searchParams.set(LISTING_PARAMS.page, String(page + 1));
  return [
    `# ${markdownText(title)}`,
    ...(intro ? [markdownText(intro)] : []),
    `${MESSAGES.wineCount(total)}; página ${page} de ${pages}.${page < pages ? ` Próxima página: ${next}` : ''}`,
    ...(wines.length > 0 ? wines.map((wine) => cardMarkdown(wine, origin)) : [MESSAGES.noWinesHere]),
    adultsOnly(origin),
  ]
    .join('\n\n')
    .concat('\n');
}
