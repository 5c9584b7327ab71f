import { describe, expect, it, onTestFinished } from 'vitest';
import { groupedWinesResponseSchema, sitemapResponseSchema, wineListResponseSchema, type WineListResponse } from '../../../src/contracts/catalogue.ts';
import { grapePageOf } from '../../seed/data/grape-varieties.ts';
import { catalogueSeeds } from '../../seed/data/wines.ts';
import { expectClientError, get, SQL_METACHARACTERS } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

const SEEDS = catalogueSeeds();

async function list(query: string): Promise<WineListResponse> {
  const response = await get(`/api/wines?${query}`);
  expect(response.status).toBe(200);
  return wineListResponseSchema.parse(await response.json());
}

/** spec §4: every available wine comes before any unavailable one. */
function expectInStockFirst(wines: readonly { stock: number }[]) {
  const firstOut = wines.findIndex((wine) => wine.stock <= 0);
  if (firstOut >= 0) expect(wines.slice(firstOut).every((wine) => wine.stock <= 0)).toBe(true);
}

describe('GET /api/wines', () => {
  it('lists every active wine, in pages with the total, in stock first', async () => {
    const first = await list('pageSize=50');
    expect(first.total).toBe(SEEDS.length);
    expect(first.wines).toHaveLength(50);
    expect(first).toMatchObject({ page: 1, pageSize: 50 });
    const pages = [first, await list('pageSize=50&page=2'), await list('pageSize=50&page=3'), await list('pageSize=50&page=4')];
    const all = pages.flatMap((page) => page.wines);
    expect(new Set(all.map((wine) => wine.id)).size).toBe(SEEDS.length);
    expectInStockFirst(all);
    expect(all.some((wine) => wine.stock === 0)).toBe(true);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const beyond = await list('pageSize=100&page=50');
    expect(beyond.wines).toEqual([]);
    expect(beyond.total).toBe(SEEDS.length);
  });

  it('filters by occasion, and by one dish at a time', async () => {
    const churrasco = await list('occasion=churrasco&pageSize=100');
    expect(churrasco.total).toBeGreaterThan(0);
    expect(churrasco.wines.every((wine) => wine.type_slug === 'tinto')).toBe(true);
    const fish = await list('dish=peixes-e-frutos-do-mar&pageSize=100');
    expect(fish.total).toBeGreaterThan(0);
    expect(fish.wines.some((wine) => wine.type_slug === 'tinto')).toBe(false);
    expectInStockFirst(fish.wines);
  });

  it('narrows by sweetness and counts every sweetness the other filters leave (the facet)', async () => {
    const reds = await list('category=tinto&pageSize=100');
    const sweetOnes = SEEDS.filter((seed) => seed.sweetness === 'doce');
    expect(reds.sweetness).toEqual(
      (['seco', 'meio-seco', 'suave', 'doce'] as const)
        .map((value) => ({ value, count: SEEDS.filter((seed) => seed.type === 'tinto' && seed.sweetness === value).length }))
        .filter(({ count }) => count > 0),
    );
    const sweet = await list('sweetness=doce&pageSize=100');
    expect(sweet.wines.map((wine) => wine.id).sort()).toEqual(sweetOnes.map((seed) => seed.id).sort());
    expect(sweet.wines.every((wine) => wine.sweetness === 'doce')).toBe(true);
    // the facet still counts the others, so the shopper can switch
    expect(sweet.sweetness?.reduce((sum, { count }) => sum + count, 0)).toBe(SEEDS.length);
    await expectClientError(await get('/api/wines?sweetness=docinho'), 400);
  });

  it('filters by a category slug of any kind (type, country, or a grape anywhere in the blend)', async () => {
    const grapePages = (seed: (typeof SEEDS)[number]) => seed.grapes.map(([grape]) => grapePageOf(grape));
    for (const slug of ['rose', 'portugal', 'malbec'] as const) {
      const page = await list(`category=${slug}&pageSize=100`);
      const expected = SEEDS.filter((seed) => [seed.type, seed.country, ...grapePages(seed)].includes(slug));
      expect(page.wines.map((wine) => wine.id).sort()).toEqual(expected.map((seed) => seed.id).sort());
      expect(page.total).toBe(expected.length);
    }
    // a blend is on the page of each of its grapes, not only its main one's
    expect(SEEDS.some((seed) => grapePages(seed).indexOf('malbec') > 0)).toBe(true);
  });

  it('gives the affordable band (preco=0-49.99) only wines up to R$ 49,99', async () => {
    const page = await list('preco=0-49.99&pageSize=100&sort=price_asc');
    expect(page.total).toBe(SEEDS.filter((seed) => seed.price <= 49.99).length);
    expect(page.total).toBeGreaterThan(5);
    expect(page.wines.every((wine) => wine.price <= 49.99)).toBe(true);
    const available = page.wines.filter((wine) => wine.stock > 0).map((wine) => wine.price);
    expect(available).toEqual([...available].sort((a, b) => a - b));
  });

  it('lists the Black Friday selection, every wine of it on promotion', async () => {
    const page = await list('black_friday=1&pageSize=100');
    expect(page.total).toBe(SEEDS.filter((seed) => seed.blackFriday).length);
    expect(page.wines.every((wine) => wine.list_price > wine.price)).toBe(true);
  });

  it("lists a partner's selection in the partner's order", async () => {
    const page = await list('partner=vivalavida&pageSize=100');
    expect(page.total).toBe(12);
    expect(page.wines[0]?.id).toBe(1310);
  });

  it('combines filters (AND)', async () => {
    const page = await list('type=tinto&country=argentina&preco=0-99.99&pageSize=100');
    expect(page.total).toBeGreaterThan(0);
    expect(page.wines.every((wine) => wine.type_slug === 'tinto' && wine.country_slug === 'argentina' && wine.price <= 99.99)).toBe(true);
  });

  it('narrows by free text as the search reads it (q) and to wines that can be bought (in_stock=1), with the other filters', async () => {
    const malbecs = await list('q=malbec&pageSize=100');
    const withMalbec = SEEDS.filter((seed) => seed.grapes.some(([grape]) => grape === 'Malbec') || seed.label.includes('Malbec'));
    expect(malbecs.total).toBeGreaterThanOrEqual(withMalbec.length);
    expect(malbecs.total).toBeGreaterThan(0);
    expect(malbecs.total).toBeLessThan(SEEDS.length);
    const argentineInStock = await list('q=malbec&country=argentina&in_stock=1&pageSize=100');
    expect(argentineInStock.total).toBeGreaterThan(0);
    expect(argentineInStock.total).toBeLessThanOrEqual(malbecs.total);
    expect(argentineInStock.wines.every((wine) => wine.country_slug === 'argentina' && wine.stock > 0)).toBe(true);
    const inStock = await list('in_stock=1&pageSize=100');
    expect(inStock.total).toBe(SEEDS.filter((seed) => seed.stock > 0).length);
    // stopwords beside other words are dropped, as in the search box; a word no wine has leaves none;
    // quotes and FTS operators are plain words
    expect((await list('q=vinho%20de%20malbec&pageSize=1')).total).toBe(malbecs.total);
    expect((await list('q=xyzzyqwerty&pageSize=1')).total).toBe(0);
    // a text with no letter or digit matches nothing (it listed the whole catalogue)
    for (const text of ['%%%', '____', '\u0000\u0000', '*']) expect((await list(`q=${encodeURIComponent(text)}&pageSize=1`)).total, text).toBe(0);
    for (const text of [...SQL_METACHARACTERS, 'malbec OR NOT', 'NEAR(a b)', '*']) {
      expect((await list(`q=${encodeURIComponent(text)}&pageSize=1`)).page).toBe(1);
    }
    await expectClientError(get(`/api/wines?q=${'a'.repeat(101)}`), 400);
    await expectClientError(get('/api/wines?in_stock=yes'), 400);
  });

  it('leaves out inactive wines', async () => {
    await testEnv.DB.prepare('UPDATE wines SET active = 0 WHERE id = 1008').run();
    onTestFinished(() =>
      testEnv.DB.prepare('UPDATE wines SET active = 1 WHERE id = 1008')
        .run()
        .then(() => undefined),
    );
    const page = await list('grape=malbec&pageSize=100');
    expect(page.wines.map((wine) => wine.id)).not.toContain(1008);
  });

  it('answers 404 for an unknown occasion, dish, category or partner', async () => {
    for (const query of ['occasion=aniversario', 'dish=lasanha', 'category=marte', 'type=portugal', 'partner=ninguem']) {
      await expectClientError(get(`/api/wines?${query}`), 404);
    }
  });

  it('answers 400 for malformed filters and pages', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'pageSize=101',
      'pageSize=-1',
      'preco=barato',
      'preco=50-10',
      'sort=random',
      'black_friday=2',
      'occasion=Churrasco!',
    ]) {
      await expectClientError(get(`/api/wines?${query}`), 400);
    }
  });

  it('refuses SQL metacharacters in filters with a 4xx, and the catalogue is untouched', async () => {
    for (const attack of SQL_METACHARACTERS) {
      for (const name of ['category', 'occasion', 'partner', 'preco', 'page']) {
        await expectClientError(get(`/api/wines?${name}=${encodeURIComponent(attack)}`));
      }
    }
    expect((await list('pageSize=1')).total).toBe(SEEDS.length);
  });
});

describe('GET /api/wines/grouped', () => {
  it('groups every wine by type, in catalogue order, with the first page of each', async () => {
    const response = await get('/api/wines/grouped?pageSize=3');
    const body = groupedWinesResponseSchema.parse(await response.json());
    expect(body.groups.map((group) => group.slug)).toEqual(['tinto', 'branco', 'rose', 'espumante', 'fortificado', 'sobremesa']);
    expect(body.groups.reduce((sum, group) => sum + group.total, 0)).toBe(SEEDS.length);
    for (const group of body.groups) {
      expect(group.wines).toHaveLength(3);
      expect(group.wines.every((wine) => wine.type_slug === group.slug)).toBe(true);
    }
    expect(body.groups[2]).toMatchObject({ name: 'Rosé', plural_name: 'Rosés' });
  });

  it('refuses a bad page size', async () => {
    await expectClientError(get('/api/wines/grouped?pageSize=1000'), 400);
  });
});

describe('GET /api/wines/sitemap', () => {
  it('lists every active wine id, name and slug', async () => {
    const body = sitemapResponseSchema.parse(await (await get('/api/wines/sitemap')).json());
    expect(body.total).toBe(SEEDS.length);
    expect(body.wines).toHaveLength(SEEDS.length);
    expect(body.wines[0]).toEqual({ id: 1001, name: 'Casa Araucária Merlot 2022', slug: 'casa-araucaria-merlot-2022' });
  });
});
