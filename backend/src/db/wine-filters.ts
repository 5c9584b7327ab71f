import type { z } from 'zod/mini';
import type { winesQuerySchema, WineSort } from '../../../src/contracts/catalogue.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { matchExpression, searchTokens } from '../search/terms.ts';
import { IN_STOCK, IN_STOCK_FIRST } from './wine-rows.ts';
import type { D1Reads } from './replica-reads.ts';

export type WinesFilter = Omit<z.infer<typeof winesQuerySchema>, 'page' | 'pageSize' | 'sort'>;

/** A WHERE clause over `wines w` with its bound values. */
export interface SqlFilter {
  where: string;
  params: unknown[];
  /** Extra ORDER BY terms the filter implies (a partner's own order). */
  orderFirst: string[];
  orderParams: unknown[];
}

interface ResolvedSlugs {
  occasion_id: number | null;
  dish_id: number | null;
  category_kind: 'tipo' | 'pais' | 'uva' | null;
  type_ok: number | null;
  country_ok: number | null;
  grape_ok: number | null;
  partner_ok: number | null;
}

/** A category page's wines: of its type, of its country, or with its grape anywhere in the blend (migration 0049). */
const IN_CATEGORY = {
  tipo: 'w.type_slug = ?',
  pais: 'w.country_slug = ?',
  uva: 'w.id IN (SELECT wine_id FROM wine_grapes WHERE grape_slug = ?)',
} as const;

const BUTTON_ID = `(SELECT b.id FROM category_buttons b JOIN filter_groups f ON f.id = b.group_id
  WHERE f.type = ? AND b.slug = ? AND b.active = 1)`;

/**
 * Turns the list filters into SQL, after checking in one query that every slug named exists:
 * an unknown occasion, dish, category or partner is a 404 (a page for it does not exist), not
 * an empty list.
 */
export async function resolveWinesFilter(db: D1Reads, filter: WinesFilter): Promise<SqlFilter> {
  const resolved = await db
    .prepare(
      `SELECT ${BUTTON_ID} AS occasion_id, ${BUTTON_ID} AS dish_id,
        (SELECT kind FROM categories WHERE slug = ?) AS category_kind,
        (SELECT 1 FROM categories WHERE slug = ? AND kind = 'tipo') AS type_ok,
        (SELECT 1 FROM categories WHERE slug = ? AND kind = 'pais') AS country_ok,
        (SELECT 1 FROM categories WHERE slug = ? AND kind = 'uva') AS grape_ok,
        (SELECT 1 FROM partners WHERE name = ? AND active = 1) AS partner_ok`,
    )
    .bind(
      'occasion',
      filter.occasion ?? null,
      'main_course',
      filter.dish ?? null,
      filter.category ?? null,
      filter.type ?? null,
      filter.country ?? null,
      filter.grape ?? null,
      filter.partner ?? null,
    )
    .first<ResolvedSlugs>();
  if (!resolved) throw new Error('slug resolution returned no row');

  const where = ['w.active = 1'];
  const params: unknown[] = [];
  const orderFirst: string[] = [];
  const orderParams: unknown[] = [];

  /** Adds `condition` when the filter was given; a given slug that resolved to nothing is a 404. */
  const add = (given: string | undefined, found: unknown, message: string, condition: string, value: unknown) => {
    if (given === undefined) return;
    if (found === null || found === undefined) throw new NotFoundError(message);
    where.push(condition);
    params.push(value);
  };
  const inButton = 'w.id IN (SELECT wine_id FROM wine_category_buttons WHERE button_id = ?)';
  add(filter.occasion, resolved.occasion_id, 'Ocasião não encontrada', inButton, resolved.occasion_id);
  add(filter.dish, resolved.dish_id, 'Prato não encontrado', inButton, resolved.dish_id);
  add(filter.category, resolved.category_kind, 'Categoria não encontrada', resolved.category_kind ? IN_CATEGORY[resolved.category_kind] : '', filter.category);
  add(filter.type, resolved.type_ok, 'Tipo não encontrado', 'w.type_slug = ?', filter.type);
  add(filter.country, resolved.country_ok, 'País não encontrado', 'w.country_slug = ?', filter.country);
  add(filter.grape, resolved.grape_ok, 'Uva não encontrada', 'w.grape_slug = ?', filter.grape);
  add(filter.partner, resolved.partner_ok, 'Parceiro não encontrado', 'w.id IN (SELECT wine_id FROM partner_wines WHERE partner_name = ?)', filter.partner);
  if (filter.partner !== undefined) {
    orderFirst.push('(SELECT position FROM partner_wines WHERE partner_name = ? AND wine_id = w.id)');
    orderParams.push(filter.partner);
  }
  if (filter.preco !== undefined) {
    const [min, max] = filter.preco.split('-').map(Number) as [number, number];
    if (min > max) throw new BadRequestError('invalid_query', 'Faixa de preço inválida');
    where.push('w.price BETWEEN ? AND ?');
    params.push(min, max);
  }
  if (filter.black_friday === '1') where.push('w.black_friday = 1');
  if (filter.in_stock === '1') where.push(IN_STOCK);
  // The words as the search reads them (prefix matches, stopwords dropped unless nothing else is
  // left); a text with no letter or digit ("%%%", "____") matches nothing, as it would in the search.
  if (filter.q !== undefined) {
    const tokens = searchTokens(filter.q);
    if (tokens.length === 0) where.push('0');
    else {
      where.push('w.id IN (SELECT rowid FROM wines_fts WHERE wines_fts MATCH ?)');
      params.push(matchExpression(tokens));
    }
  }

  return { where: where.join(' AND '), params, orderFirst, orderParams };
}

const SORT_SQL: Record<WineSort, string> = {
  rating: 'w.rating DESC, w.name',
  price_asc: 'w.price ASC, w.name',
  price_desc: 'w.price DESC, w.name',
  name: 'w.name',
};

/**
 * spec §4: in stock first; then a partner's own order when listing its selection; then `sort`.
 * The default (`rating`) is LISTING_ORDER, served by its index.
 */
export function orderBy(filter: SqlFilter, sort: WineSort): { sql: string; params: unknown[] } {
  const sortTerms = filter.orderFirst.length > 0 && sort === 'rating' ? filter.orderFirst : [SORT_SQL[sort]];
  return {
    sql: [IN_STOCK_FIRST, ...sortTerms, 'w.id'].join(', '),
    params: filter.orderFirst.length > 0 && sort === 'rating' ? filter.orderParams : [],
  };
}
