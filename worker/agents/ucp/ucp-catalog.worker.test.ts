import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { catalogueSeeds } from '../../../backend/seed/data/wines.ts';
import { UCP_VERSION } from '../../../src/contracts/ucp/protocol.ts';
import { ORIGIN } from '../../test/edge-harness.ts';
import { ucpCall } from './test/ucp-client.ts';
import { expectValidUcp, UCP_SCHEMAS } from './test/ucp-schemas.ts';

const SEEDS = catalogueSeeds();
const SEARCH = { version: UCP_VERSION, capabilities: { 'dev.ucp.shopping.catalog.search': [{ version: UCP_VERSION }] } };
const LOOKUP = { version: UCP_VERSION, capabilities: { 'dev.ucp.shopping.catalog.lookup': [{ version: UCP_VERSION }] } };

async function search(body: unknown) {
  const answer = await ucpCall('/catalog/search', body);
  expect(answer.status).toBe(200);
  expectValidUcp(UCP_SCHEMAS.searchResponse, answer.body);
  expect(answer.body.ucp).toEqual(SEARCH);
  return answer.body;
}

type Product = {
  id: string;
  variants: { price: { amount: number }; availability: { available: boolean }; metadata: { br_pricing: unknown } }[];
  metadata: Record<string, string>;
};

describe('POST /ucp/v1/catalog/search', () => {
  it('finds wines by free text, in BRL centavos, with the adults-only disclosure', async () => {
    const body = await search({ query: 'malbec' });
    expect(body.products.length).toBeGreaterThan(0);
    const [first] = body.products;
    expect(first.url).toMatch(new RegExp(`^${ORIGIN}/produto/[a-z0-9-]+-${first.id}$`));
    expect(first.variants[0].price.currency).toBe('BRL');
    expect(Number.isInteger(first.variants[0].price.amount)).toBe(true);
    expect(first.media[0]).toEqual({ type: 'image', url: expect.stringMatching(new RegExp(`^${ORIGIN}/media/`)), alt_text: first.title });
    expect(body.messages).toContainEqual(expect.objectContaining({ type: 'warning', code: 'age_restricted', url: `${ORIGIN}/verificar-idade` }));
  });

  it('combines text with the shop’s filters: type, country, grape, price range in centavos, in stock', async () => {
    const body = await search({
      query: 'malbec',
      filters: { type: 'Tinto', country: 'argentina', grape: 'Malbec', price: { min: 5000, max: 20000 }, in_stock: true },
      pagination: { limit: 50 },
    });
    const expected = SEEDS.filter(
      (seed) =>
        seed.type === 'tinto' && seed.country === 'argentina' && seed.grapes[0]?.[0] === 'Malbec' && seed.stock > 0 && seed.price >= 50 && seed.price <= 200,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body.products.map((product: Product) => Number(product.id)).sort()).toEqual(expected.map((seed) => seed.id).sort());
    expect(body.pagination).toEqual({ has_next_page: false, total_count: expected.length });
    for (const product of body.products as Product[]) {
      expect(product.metadata).toMatchObject({ type: 'tinto', country: 'argentina', grape: 'malbec' });
      expect(product.variants[0]?.availability.available).toBe(true);
    }
  });

  it('browses by filters alone: sweetness, occasion, dish', async () => {
    const sweet = await search({ filters: { sweetness: 'doce' }, pagination: { limit: 50 } });
    expect(sweet.pagination.total_count).toBe(SEEDS.filter((seed) => seed.sweetness === 'doce').length);
    expect(sweet.products.every((product: Product) => product.metadata.sweetness === 'doce')).toBe(true);
    const barbecue = await search({ filters: { occasion: 'churrasco', dish: 'carnes-vermelhas' } });
    expect(barbecue.pagination.total_count).toBeGreaterThan(0);
  });

  it('pages with an opaque cursor, 10 at a time by default, every wine once', async () => {
    const first = await search({ filters: {} });
    expect(first.products).toHaveLength(10);
    expect(first.pagination).toEqual({ has_next_page: true, cursor: expect.any(String), total_count: SEEDS.length });
    const seen = new Set<string>(first.products.map((product: Product) => product.id));
    let cursor: string | undefined = first.pagination.cursor;
    let pages = 1;
    while (cursor) {
      // the cursor's page size wins over a changed limit, so pages stay aligned
      const next = await search({ filters: {}, pagination: { cursor, limit: 3 } });
      for (const product of next.products as Product[]) seen.add(product.id);
      cursor = next.pagination.cursor;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(SEEDS.length / 10));
    expect(seen.size).toBe(SEEDS.length);
  });

  it('finds by text the wines the shop’s search box finds (the same matching), in stock first, page by page', async () => {
    const site = await SELF.fetch(`${ORIGIN}/search_similar_asv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'CF-Connecting-IP': '198.51.100.77' },
      body: JSON.stringify({ search_term: 'portugal' }),
    });
    const { total } = (await site.json()) as { total: number };
    expect(total).toBeGreaterThan(5);
    const ids: string[] = [];
    const available: boolean[] = [];
    let body = await search({ query: 'portugal', pagination: { limit: 5 } });
    for (;;) {
      ids.push(...body.products.map((product: Product) => product.id));
      available.push(...body.products.map((product: Product) => product.variants[0]!.availability.available));
      if (!body.pagination.cursor) break;
      body = await search({ query: 'portugal', pagination: { cursor: body.pagination.cursor } });
    }
    expect(body.pagination.total_count).toBe(total);
    expect(new Set(ids).size).toBe(total);
    // in stock first, as every listing
    expect(available).toEqual([...available].sort((x, y) => Number(y) - Number(x)));

    // a typo matches nothing as typed: the site's search forgives it, as its box does, page after page
    const typoIds: string[] = [];
    let typo = await search({ query: 'portgual', pagination: { limit: 5 } });
    expect(typo.pagination.total_count).toBe(total);
    for (;;) {
      typoIds.push(...typo.products.map((product: Product) => product.id));
      if (!typo.pagination.cursor) break;
      typo = await search({ query: 'portgual', pagination: { cursor: typo.pagination.cursor } });
    }
    expect(new Set(typoIds)).toEqual(new Set(ids));
  });

  it('clamps a huge limit to 50', async () => {
    expect((await search({ query: 'tinto', pagination: { limit: 1_000_000 } })).products).toHaveLength(50);
    const body = await search({ filters: {}, pagination: { limit: 1_000_000 } });
    expect(body.products).toHaveLength(50);
  });

  it('answers nothing found, with why, for a kind the catalogue does not have; and an empty list for no match', async () => {
    const unknown = await search({ filters: { country: 'marte' } });
    expect(unknown.products).toEqual([]);
    expect(unknown.messages).toContainEqual(expect.objectContaining({ type: 'info', code: 'not_found' }));
    const none = await search({ query: 'xyzzyqwerty' });
    expect(none.products).toEqual([]);
    expect(none.pagination).toEqual({ has_next_page: false, total_count: 0 });
  });

  it('names filters it does not know and ignores them (search_filters.json allows them)', async () => {
    const body = await search({ query: 'malbec', filters: { color: 'red' }, context: { address_country: 'BR' }, extra: true });
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.messages).toContainEqual({ type: 'info', code: 'filter_ignored', path: '$.filters', content: 'Filtro não reconhecido, ignorado: color.' });
  });
});

describe('POST /ucp/v1/catalog/lookup', () => {
  it('answers each wine once, in order, with how each id matched; unknown ids left out and named', async () => {
    const { status, body } = await ucpCall('/catalog/lookup', { ids: ['1023', '1001', '1023', ' 1001', '999999', 'ADS-1023'] });
    expect(status).toBe(200);
    expectValidUcp(UCP_SCHEMAS.lookupResponse, body);
    expect(body.ucp).toEqual(LOOKUP);
    expect(body.products.map((product: Product) => product.id)).toEqual(['1023', '1001']);
    expect(body.products[0].variants[0].inputs).toEqual([{ id: '1023', match: 'exact' }]);
    expect(body.messages).toEqual([
      { type: 'info', code: 'not_found', path: '$.ids[4]', content: 'Nenhum vinho com o id 999999.' },
      { type: 'info', code: 'not_found', path: '$.ids[5]', content: 'Nenhum vinho com o id ADS-1023.' },
      expect.objectContaining({ code: 'age_restricted' }),
    ]);
  });

  it('narrows by the filters a wine card can answer (in stock)', async () => {
    const outOfStock = SEEDS.find((seed) => seed.stock === 0)!;
    const { body } = await ucpCall('/catalog/lookup', { ids: ['1023', String(outOfStock.id)], filters: { in_stock: true } });
    expectValidUcp(UCP_SCHEMAS.lookupResponse, body);
    expect(body.products.map((product: Product) => product.id)).toEqual(['1023']);
  });
});

describe('POST /ucp/v1/catalog/product', () => {
  it('gives one wine with its page’s details: description, facts, pairing, list price', async () => {
    const { status, body } = await ucpCall('/catalog/product', { id: '1023', selected: [], preferences: [] });
    expect(status).toBe(200);
    expectValidUcp(UCP_SCHEMAS.productResponse, body);
    expect(body.ucp).toEqual(LOOKUP);
    const { product } = body;
    expect(product.id).toBe('1023');
    expect(product.selected).toEqual([]);
    expect(product.description.plain.length).toBeGreaterThan(40);
    expect(product.metadata.facts).toMatchObject({ producer: 'Quinta do Vale Alto', vintage: '2019', volume: '750 ml' });
    // on promotion: R$ 189,90 from R$ 229,90
    expect(product.variants[0].list_price).toEqual({ amount: 22990, currency: 'BRL' });
    expect(product.list_price_range).toEqual({ min: { amount: 22990, currency: 'BRL' }, max: { amount: 22990, currency: 'BRL' } });
    expect(product.variants[0].seller.name).toBe('Adega Sommelier');
  });

  it('answers an id with no wine as the spec’s business outcome: 200, status error, not_found', async () => {
    for (const id of ['999999', 'abc', '99999999999']) {
      const { status, body } = await ucpCall('/catalog/product', { id });
      expect(status, id).toBe(200);
      expectValidUcp(UCP_SCHEMAS.errorResponse, body);
      expect(body).toEqual({
        ucp: { ...LOOKUP, status: 'error' },
        messages: [{ type: 'error', code: 'not_found', path: '$.id', content: `Vinho não encontrado: ${id}`, severity: 'unrecoverable' }],
      });
    }
  });
});
