import { describe, expect, it, onTestFinished } from 'vitest';
import { categoriesResponseSchema, categoryResponseSchema, filterDataResponseSchema } from '../../../src/contracts/categories.ts';
import { isSiteInPromotion } from '../../../src/contracts/promotion.ts';
import { DISHES, OCCASIONS } from '../../seed/data/filters.ts';
import { seedStatements } from '../../seed/index.ts';
import { expectClientError, get, SQL_METACHARACTERS } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

async function filterData() {
  const response = await get('/api/filters');
  expect(response.status).toBe(200);
  return filterDataResponseSchema.parse(await response.json());
}

describe('GET /api/filters', () => {
  it('answers the category button data of every selection, sorted by main order then order', async () => {
    const { buttons } = await filterData();
    const keys = buttons.map((button) => [button.main_order, button.order]);
    expect(keys).toEqual([...keys].sort(([a1, b1], [a2, b2]) => a1! - a2! || b1! - b2!));
    expect(new Set(buttons.map((button) => button.type))).toEqual(new Set(['occasion', 'main_course', 'all_wine', 'black_friday']));
    expect(buttons.filter((button) => button.type === 'occasion').map((button) => button.name)).toEqual(OCCASIONS.map((occasion) => occasion.name));
    expect(buttons.filter((button) => button.type === 'main_course').map((button) => button.name)).toEqual(DISHES.map((dish) => dish.name));
    const churrasco = buttons.find((button) => button.slug === 'churrasco');
    expect(churrasco).toMatchObject({
      main_name: 'Ocasião',
      main_icon: '/media/icons/icons.svg#ocasiao',
      icon: '/media/icons/icons.svg#churrasco',
      type: 'occasion',
      promotion: 0,
      black_friday: 0,
      class_name: expect.stringContaining('churrasco'),
    });
    expect(buttons.find((button) => button.type === 'black_friday')).toMatchObject({ promotion: 1, black_friday: 1, main_promotion: 1 });
    expect(buttons.filter((button) => button.type === 'all_wine').map((button) => button.category_slug)).toEqual([
      'tinto',
      'branco',
      'rose',
      'espumante',
      'fortificado',
      'sobremesa',
    ]);
  });

  it('answers the promotion, seeded on (spec §4: in promotion only when the value is 1)', async () => {
    const { promotion } = await filterData();
    expect(promotion).toMatchObject({ nav_promo_label: 'Black Friday', page_promo_label: expect.stringContaining('Black Friday'), site_in_promotion: 1 });
    expect(isSiteInPromotion(promotion)).toBe(true);
    expect(isSiteInPromotion({ site_in_promotion: 2 })).toBe(false);
    expect(isSiteInPromotion(null)).toBe(false);
  });

  it('keeps a promotion switched off when the seed runs again', async () => {
    await testEnv.DB.prepare('UPDATE promotions SET site_in_promotion = 0 WHERE id = 1').run();
    onTestFinished(async () => void (await testEnv.DB.prepare('UPDATE promotions SET site_in_promotion = 1 WHERE id = 1').run()));
    await testEnv.DB.batch(seedStatements().map((sql) => testEnv.DB.prepare(sql)));
    const { promotion } = await filterData();
    expect(promotion?.site_in_promotion).toBe(0);
    expect(isSiteInPromotion(promotion)).toBe(false);
  });

  it('every icon it names is served', async () => {
    const { buttons } = await filterData();
    for (const url of new Set(buttons.flatMap((button) => [button.icon, button.main_icon]))) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
  });
});

describe('GET /api/categories', () => {
  it('lists every type, country and grape slug with its wine count', async () => {
    const { categories } = categoriesResponseSchema.parse(await (await get('/api/categories')).json());
    const byKind = (kind: string) => categories.filter((category) => category.kind === kind);
    expect(byKind('tipo').map((category) => category.slug)).toEqual(['tinto', 'branco', 'rose', 'espumante', 'fortificado', 'sobremesa']);
    expect(byKind('pais').filter((category) => category.wine_count > 0).length).toBeGreaterThanOrEqual(10);
    expect(byKind('uva').filter((category) => category.wine_count > 0).length).toBeGreaterThanOrEqual(20);
    expect(new Set(categories.map((category) => category.slug)).size).toBe(categories.length);
  });

  it('answers one category, 404 when unknown, 4xx for anything that is not a slug', async () => {
    const { category } = categoryResponseSchema.parse(await (await get('/api/categories/africa-do-sul')).json());
    expect(category).toMatchObject({ kind: 'pais', name: 'África do Sul' });
    expect(category.wine_count).toBeGreaterThan(0);
    await expectClientError(get('/api/categories/atlantida'), 404);
    await expectClientError(get('/api/categories/Tinto'), 400);
    for (const attack of SQL_METACHARACTERS) await expectClientError(get(`/api/categories/${encodeURIComponent(attack)}`));
  });
});
