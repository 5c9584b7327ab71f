import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE, searchResponseSchema, type SearchResponse } from '../../../src/contracts/search.ts';
import { catalogueSeeds } from '../../seed/data/wines.ts';
import { eventually, expectClientError, postJson } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

async function search(term: string, page?: number): Promise<SearchResponse> {
  const response = await postJson('/search_similar_asv', page === undefined ? { search_term: term } : { search_term: term, page });
  expect(response.status).toBe(200);
  return searchResponseSchema.parse(await response.json());
}

/** Every page of a search, in order. */
async function searchAll(term: string): Promise<SearchResponse['similar_wines']> {
  const first = await search(term);
  const pages = Math.ceil(first.total / SEARCH_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => search(term, index + 2)));
  return [first, ...rest].flatMap((page) => page.similar_wines);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

describe('POST /search_similar_asv', () => {
  it('answers the raw fields of spec §3 and the total', async () => {
    const body = await search('touriga');
    expect(body.total).toBeGreaterThan(0);
    expect(body.similar_wines[0]).toMatchObject({
      PRODUCTID: expect.any(Number),
      PRECOVENDA: expect.any(Number),
      PRECODESCONTO: expect.any(Number),
      ESTOQUE: expect.any(Number),
      IMAGES: expect.stringMatching(/^\/media\/wines\/\d+\.svg$/),
      URL_UVA: expect.any(String),
    });
  });

  it('finds the sweet wines for "suave" or "doce", whatever their names say', async () => {
    const sweet = catalogueSeeds().filter((seed) => seed.sweetness === 'suave' || seed.sweetness === 'doce');
    expect(sweet.length).toBeGreaterThan(5);
    for (const term of ['suave', 'doce']) {
      expect((await searchAll(term)).map((wine) => wine.PRODUCTID).sort()).toEqual(sweet.map((seed) => seed.id).sort());
    }
  });

  it("narrows to one sweetness and counts every sweetness the term finds (the results page's facet)", async () => {
    const all = await search('porto');
    const counts = all.sweetness ?? [];
    expect(counts.map((row) => row.value)).toContain('doce');
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(all.total);
    const response = await postJson('/search_similar_asv', { search_term: 'porto', sweetness: 'doce' });
    const sweet = searchResponseSchema.parse(await response.json());
    expect(sweet.total).toBe(counts.find((row) => row.value === 'doce')?.count);
    expect(sweet.total).toBeLessThan(all.total);
    expect(sweet.similar_wines.length).toBeGreaterThan(0);
    expect(sweet.similar_wines.every((wine) => wine.DOCURA === 'doce')).toBe(true);
    expect(sweet.sweetness).toEqual(counts);
    await expectClientError(postJson('/search_similar_asv', { search_term: 'porto', sweetness: 'docinho' }), 400);
  });

  it('finds a wine by a grape of its blend, its appellation and its producer', async () => {
    const blend = catalogueSeeds().find((seed) => seed.grapes.length > 2)!;
    const lastGrape = blend.grapes.at(-1)![0];
    expect((await searchAll(lastGrape)).map((wine) => wine.PRODUCTID)).toContain(blend.id);
    await testEnv.DB.prepare("UPDATE wines SET appellation = 'DOC Encosta Zefirina' WHERE id = 1026").run();
    try {
      expect((await searchAll('zefirina')).map((wine) => wine.PRODUCTID)).toEqual([1026]);
    } finally {
      await testEnv.DB.prepare("UPDATE wines SET appellation = '' WHERE id = 1026").run();
    }
    const producer = catalogueSeeds().find((seed) => seed.producer === 'Adega Insular')!;
    expect((await searchAll('insular')).map((wine) => wine.PRODUCTID)).toContain(producer.id);
  });

  it('ignores accents both ways: "rose" finds Rosé, "portugues" finds Portugal\'s wines', async () => {
    const roses = await searchAll('rose');
    const roseCount = catalogueSeeds().filter((seed) => seed.type === 'rose').length;
    expect(roses.filter((wine) => wine.CATEGORYNAME_TIPO === 'Rosé')).toHaveLength(roseCount);
    expect(roses.every((wine) => /ros(e|ado)/.test(fold(`${wine.PRODUCTNAME} ${wine.CATEGORYNAME_TIPO}`)))).toBe(true);

    const portuguese = await searchAll('portugues');
    expect(portuguese.length).toBe(catalogueSeeds().filter((seed) => seed.country === 'portugal').length);
    expect(portuguese.every((wine) => wine.CATEGORIADESC === 'Portugal' && wine.URL_PAIS === 'portugal')).toBe(true);

    expect((await search('Rosé')).total).toBe((await search('ROSE')).total);
    expect((await search('carménère')).total).toBe((await search('carmenere')).total);
  });

  it('matches names, grapes, countries, types, regions and producers', async () => {
    expect((await search('malbec')).similar_wines.every((wine) => /Malbec/.test(`${wine.PRODUCTNAME} ${wine.CATENOMEUVA}`))).toBe(true);
    expect((await search('chileno')).similar_wines.every((wine) => wine.URL_PAIS === 'chile')).toBe(true);
    expect((await searchAll('espumante')).every((wine) => wine.URL_TIPO === 'espumante')).toBe(true);
    expect((await search('mendoza')).total).toBe(catalogueSeeds().filter((seed) => seed.region === 'Mendoza').length);
    expect((await search('lemaire')).similar_wines.every((wine) => wine.PRODUCTNAME.startsWith('Champagne Lemaire-Duval'))).toBe(true);
    // Several words narrow: all must match.
    const narrowed = await searchAll('tinto argentina malbec');
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((wine) => wine.URL_TIPO === 'tinto' && wine.URL_PAIS === 'argentina')).toBe(true);
  });

  it('ranks by relevance: a word in the name before the same word in the region only', async () => {
    // "Douro Tinto" names the region; other Douro wines only come from there.
    const douro = await search('douro');
    expect(douro.similar_wines[0]?.PRODUCTNAME).toBe('Quinta do Vale Alto Douro Tinto 2021');
    // "Merlot" in the name before Merlot only in a blend.
    const merlot = await searchAll('merlot');
    const inStock = merlot.filter((wine) => wine.ESTOQUE > 0);
    const lastNamed = inStock.map((wine) => /Merlot/.test(wine.PRODUCTNAME)).lastIndexOf(true);
    const firstBlendOnly = inStock.findIndex((wine) => !/Merlot/.test(wine.PRODUCTNAME));
    expect(firstBlendOnly).toBeGreaterThan(-1);
    expect(lastNamed).toBeLessThan(firstBlendOnly);
  });

  it('puts wines in stock first (spec §4)', async () => {
    const wines = await searchAll('pinot');
    const firstOut = wines.findIndex((wine) => wine.ESTOQUE <= 0);
    expect(firstOut).toBeGreaterThan(0);
    expect(wines.slice(firstOut).every((wine) => wine.ESTOQUE <= 0)).toBe(true);
  });

  it('answers fixed-size pages with the total, without repeats', async () => {
    const first = await search('tinto');
    expect(first.total).toBeGreaterThan(SEARCH_PAGE_SIZE * 2);
    expect(first.similar_wines).toHaveLength(SEARCH_PAGE_SIZE);
    const second = await search('tinto', 2);
    expect(second.total).toBe(first.total);
    expect(second.page).toBe(2);
    const ids = [...first.similar_wines, ...second.similar_wines].map((wine) => wine.PRODUCTID);
    expect(new Set(ids).size).toBe(SEARCH_PAGE_SIZE * 2);
    const all = await searchAll('tinto');
    expect(all).toHaveLength(first.total);
    expect((await search('tinto', 999)).similar_wines).toEqual([]);
  });

  it('forgives a one-letter typo', async () => {
    for (const [typo, expected] of [
      ['cabernt', 'Cabernet'],
      ['malbek', 'Malbec'],
      ['sauvignom', 'Sauvignon'],
      ['tempranilo', 'Tempranillo'],
    ] as const) {
      const body = await search(typo);
      expect(body.total, typo).toBeGreaterThan(0);
      expect(
        // The grape's page counts: "Tempranillo" finds Tinta Roriz, its Portuguese name.
        body.similar_wines.every((wine) => fold(`${wine.PRODUCTNAME} ${wine.CATENOMEUVA} ${wine.URL_UVA}`).includes(fold(expected))),
        typo,
      ).toBe(true);
    }
  });

  it('answers nothing found as an empty list, not an error', async () => {
    expect(await search('xyzzyqwerty')).toMatchObject({ similar_wines: [], total: 0 });
    expect(await search('%%%')).toMatchObject({ similar_wines: [], total: 0 });
  });

  it('treats FTS and SQL syntax as plain words', async () => {
    for (const term of ['rose" OR "1', 'NEAR(tinto branco)', 'tinto AND', '*** tinto', "'; DROP TABLE wines; --", 'tinto) OR (1=1', 'col:tinto', '^tinto']) {
      await search(term);
    }
    const { count } = (await testEnv.DB.prepare('SELECT count(*) AS count FROM wines').first<{ count: number }>())!;
    expect(count).toBe(catalogueSeeds().length);
  });

  it('refuses terms of 2 characters or fewer, and other bad bodies, with a 400 JSON', async () => {
    for (const body of [
      { search_term: 'ab' },
      { search_term: '  ab  ' },
      { search_term: '' },
      {},
      { search_term: 42 },
      { search_term: 'x'.repeat(101) },
      { search_term: 'tinto', page: 0 },
      { search_term: 'tinto', page: 'dois' },
    ]) {
      const error = await expectClientError(postJson('/search_similar_asv', body), 400);
      expect(error.error).toBe('invalid_body');
    }
    expect((await expectClientError(postJson('/search_similar_asv', { search_term: 'ab' }), 400)).message).toBe('Digite pelo menos 3 caracteres para buscar');
  });

  it('counts a search towards the most-wanted wines of its first results', async () => {
    const body = await search('barolo');
    const top = body.similar_wines[0]!.PRODUCTID;
    await eventually(async () => {
      const row = await testEnv.DB.prepare('SELECT sum(search_hits) AS hits FROM wine_signals WHERE wine_id = ?').bind(top).first<{ hits: number | null }>();
      return (row?.hits ?? 0) >= 1;
    });
  });
});
