import { WINES_TEXT_MAX_LENGTH, type WinesQuery } from '../../../src/contracts/catalogue.ts';
import { KNOWN_FILTERS, type CatalogFilters } from '../../../src/contracts/ucp/catalog.ts';
import type { UcpMessage } from '../../../src/contracts/ucp/protocol.ts';
import type { WineCard } from '../../../src/contracts/wine.ts';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import { slugify } from '../../../src/core/rules/slug.ts';
import { UcpRequestError } from './ucp-answers.ts';

/**
 * A catalog search's filters as the one listing call the pages use (`GET /api/wines`; with this
 * shop's own backend, free text beside them as `q`): one upstream call per search, cached at the
 * edge like a listing. Text alone goes to the site's search (catalog-search.ts).
 */

/** The most `GET /api/wines?preco=` takes: R$ 99.999,99. */
const MAX_PRICE_CENTAVOS = 9_999_999;

/** What a filter set narrows to, or why it narrows to nothing without asking (a name that is no slug). */
export interface ListingFilter {
  query: Omit<WinesQuery, 'page' | 'pageSize' | 'sort'>;
  messages: UcpMessage[];
  /** A kind whose name makes no slug ("!!!"): no wine can match. */
  impossible: boolean;
}

/** Free text as the listing takes it: trimmed, cut at its limit on a word's end. */
export function listingText(query: string | undefined): string | undefined {
  const text = query?.trim().replace(/\s+/g, ' ') ?? '';
  if (text.length <= WINES_TEXT_MAX_LENGTH) return text || undefined;
  const cut = text.slice(0, WINES_TEXT_MAX_LENGTH + 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trim();
}

/** "R$ min–max" in reais as `preco=min-max`; 400 when the floor is above the ceiling. */
function priceBand(price: CatalogFilters['price']): string | undefined {
  if (price?.min === undefined && price?.max === undefined) return undefined;
  const min = Math.min(price.min ?? 0, MAX_PRICE_CENTAVOS);
  const max = Math.min(price.max ?? MAX_PRICE_CENTAVOS, MAX_PRICE_CENTAVOS);
  if (min > max) throw new UcpRequestError(400, 'invalid_request', AGENT_MESSAGES.invalidRequest('filters.price'));
  return `${(min / 100).toFixed(2)}-${(max / 100).toFixed(2)}`;
}

export function listingFilter(filters: CatalogFilters | undefined): ListingFilter {
  const messages: UcpMessage[] = [];
  let impossible = false;
  const slug = (value: string | undefined): string | undefined => {
    if (value === undefined) return undefined;
    const made = slugify(value);
    if (!made) impossible = true;
    return made || undefined;
  };
  const [category, ...others] = filters?.categories ?? [];
  if (category !== undefined && others.length > 0) {
    messages.push({ type: 'info', code: 'filter_ignored', path: '$.filters.categories', content: AGENT_MESSAGES.firstCategoryOnly(category) });
  }
  for (const name of Object.keys(filters ?? {}).filter((key) => !KNOWN_FILTERS.includes(key))) {
    messages.push({ type: 'info', code: 'filter_ignored', path: '$.filters', content: AGENT_MESSAGES.ignoredFilter(name.slice(0, 60)) });
  }
  const preco = priceBand(filters?.price);
  const kinds = { category, type: filters?.type, country: filters?.country, grape: filters?.grape, occasion: filters?.occasion, dish: filters?.dish };
  const query: ListingFilter['query'] = {
    ...Object.fromEntries(Object.entries(kinds).map(([name, value]) => [name, slug(value)])),
    ...(filters?.sweetness ? { sweetness: filters.sweetness } : {}),
    ...(filters?.in_stock ? { in_stock: '1' as const } : {}),
    ...(preco ? { preco } : {}),
  };
  return { query, messages, impossible };
}

/**
 * catalog/lookup: filters narrow what a lookup returns. The cards a lookup reads carry the type,
 * country, main grape, sweetness, price and stock; occasions and dishes are not on them, so those
 * filters are named as ignored rather than guessed.
 */
export function cardFilter(filters: CatalogFilters | undefined): { matches: (wine: WineCard) => boolean; messages: UcpMessage[] } {
  const { query, messages, impossible } = listingFilter(filters);
  const [min, max] = query.preco?.split('-').map(Number) ?? [0, Number.POSITIVE_INFINITY];
  for (const name of ['occasion', 'dish', 'category'] as const) {
    if (query[name]) messages.push({ type: 'info', code: 'filter_ignored', path: '$.filters', content: AGENT_MESSAGES.ignoredFilter(name) });
  }
  const matches = (wine: WineCard) =>
    !impossible &&
    (!query.type || wine.type_slug === query.type) &&
    (!query.country || wine.country_slug === query.country) &&
    (!query.grape || wine.grape_slug === query.grape) &&
    (!query.sweetness || wine.sweetness === query.sweetness) &&
    (!query.in_stock || wine.stock > 0) &&
    wine.price >= (min ?? 0) &&
    wine.price <= (max ?? Number.POSITIVE_INFINITY);
  return { matches, messages };
}
