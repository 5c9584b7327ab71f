import { Hono } from 'hono';
import { z } from 'zod/mini';
import type { CategoriesResponse, Category, CategoryButton, FilterDataResponse } from '../../../src/contracts/categories.ts';
import type { Promotion } from '../../../src/contracts/promotion.ts';
import type { BackendEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { readParam } from '../validation/request.ts';
import { readsOf } from '../db/replica-reads.ts';
import { iconUrl } from '../media/icons.ts';

const CATEGORY_COLUMNS = `c.slug, c.kind, c.name, CASE c.plural_name WHEN '' THEN c.name ELSE c.plural_name END AS plural_name,
  c.description,
  CASE c.kind
    WHEN 'tipo' THEN (SELECT count(*) FROM wines w WHERE w.type_slug = c.slug AND w.active = 1)
    WHEN 'pais' THEN (SELECT count(*) FROM wines w WHERE w.country_slug = c.slug AND w.active = 1)
    ELSE (SELECT count(*) FROM wine_grapes g JOIN wines w ON w.id = g.wine_id WHERE g.grape_slug = c.slug AND w.active = 1)
  END AS wine_count`;

const slugSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/));

/** The header filter's data (spec §3 "Category button data", "Promotion") and the /{category} pages. */
export const filterRoutes = new Hono<BackendEnv>()
  .get('/filters', async (c) => {
    const db = readsOf(c);
    const [buttons, promotion] = await db.batch([
      db.prepare(
        `SELECT f.name AS main_name, f.id AS main_id, f.position AS main_order, f.icon AS main_icon,
           f.promotion AS main_promotion, b.name, b.id, b.icon, b.position AS "order", f.type, b.promotion,
           b.black_friday, b.class_name, b.slug, b.description, b.category_slug
         FROM category_buttons b JOIN filter_groups f ON f.id = b.group_id
         WHERE b.active = 1 ORDER BY f.position, b.position, b.id`,
      ),
      db.prepare('SELECT name, page_promo_label, nav_promo_label, site_in_promotion FROM promotions ORDER BY id LIMIT 1'),
    ]);
    const body: FilterDataResponse = {
      buttons: ((buttons?.results ?? []) as CategoryButton[]).map((button) => ({
        ...button,
        main_icon: iconUrl(button.main_icon),
        icon: iconUrl(button.icon),
      })),
      promotion: (promotion?.results[0] as Promotion | undefined) ?? null,
    };
    return c.json(body);
  })
  .get('/categories', async (c) => {
    const { results } = await readsOf(c)
      .prepare(`SELECT ${CATEGORY_COLUMNS} FROM categories c ORDER BY c.kind = 'uva', c.kind = 'pais', c.position, c.name`)
      .all<Category>();
    return c.json({ categories: results } satisfies CategoriesResponse);
  })
  .get('/categories/:slug', async (c) => {
    const slug = readParam(c, 'slug', slugSchema, 'Categoria inválida');
    const category = await readsOf(c).prepare(`SELECT ${CATEGORY_COLUMNS} FROM categories c WHERE c.slug = ?`).bind(slug).first<Category>();
    if (!category) throw new NotFoundError('Categoria não encontrada');
    return c.json({ category });
  });
