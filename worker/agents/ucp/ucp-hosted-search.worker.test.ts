import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '../../../src/contracts/search.ts';
import { searchWine, wineCard } from '../../../src/test-support/wines.ts';
import { fakeUpstream, hostedEnv, testBindings } from '../../test/edge-harness.ts';
import { ucpCall } from './test/ucp-client.ts';
import { expectValidUcp, UCP_SCHEMAS } from './test/ucp-schemas.ts';

/**
 * Free text against hosted commerce services (DECISIONS "Hosted mode", `hostedEnv`): a hosted
 * listing (`GET /api/wines`) does not read the shop's own `q`, so the text goes where the site's
 * search box goes, the search service (`POST /search_similar_asv`), and is never dropped.
 */
type Product = { id: string };

/** The hosted search answers these wines without the cart's fields (spec §3 allows it); the catalogue has their cards. */
async function hostedCatalogueHas(ids: number[], total = ids.length) {
  const raw = ids.map((id) => {
    const { PRODUCTVARIANTID: _variant, SKU: _sku, ...hosted } = searchWine(id);
    return hosted;
  });
  await fakeUpstream.behave('/search_similar_asv', { body: JSON.stringify({ similar_wines: raw, total }) });
  await fakeUpstream.behave('/api/productsCart', { body: JSON.stringify(ids.map((id) => wineCard(id, { pix_price: 45 }))) });
}

async function hostedSearch(body: unknown) {
  const answer = await ucpCall('/catalog/search', body, { env: hostedEnv() });
  expect(answer.status).toBe(200);
  expectValidUcp(UCP_SCHEMAS.searchResponse, answer.body);
  return answer.body;
}

const searchedTerms = async () => (await fakeUpstream.calls('/search_similar_asv')).map((call) => JSON.parse(call.body));

describe('catalog search against hosted services', () => {
  beforeEach(() => fakeUpstream.reset());

  it('sends the text to the search service the site searches with, and reads the cards from the catalogue', async () => {
    await hostedCatalogueHas([31, 7, 12], 3);
    const body = await hostedSearch({ query: '  malbec   argentino ' });
    expect(await searchedTerms()).toEqual([{ search_term: 'malbec argentino', page: 1 }]);
    const [search] = await fakeUpstream.calls('/search_similar_asv');
    expect(search?.headers['x-access-token']).toBe(testBindings.API_ACCESS_TOKEN);
    // the hosted listing would ignore the text: it is not asked
    expect(await fakeUpstream.calls('/api/wines')).toEqual([]);
    const [cards] = await fakeUpstream.calls('/api/productsCart');
    expect(JSON.parse(cards!.body)).toEqual({ wines: [31, 7, 12] });
    // the search's order; the figures of the catalogue's cards (the Pix price no search sends)
    expect(body.products.map((product: Product) => product.id)).toEqual(['31', '7', '12']);
    expect(body.products[0].variants[0].metadata.br_pricing.pix_price).toEqual({ amount: 4500, currency: 'BRL' });
    expect(body.pagination).toEqual({ has_next_page: false, total_count: 3 });
    expect(body.messages.map((message: { code: string }) => message.code)).toEqual(['age_restricted']);
  });

  it('pages through the search’s fixed pages: an agent’s page may span two, asked together', async () => {
    const ids = Array.from({ length: SEARCH_PAGE_SIZE }, (_, index) => 101 + index);
    await hostedCatalogueHas(ids, 40);
    const first = await hostedSearch({ query: 'tinto', pagination: { limit: 10 } });
    expect(first.products).toHaveLength(10);
    expect(first.pagination).toEqual({ has_next_page: true, cursor: expect.any(String), total_count: 40 });
    await fakeUpstream.reset();
    await hostedCatalogueHas(ids, 40);
    await hostedSearch({ query: 'tinto', pagination: { cursor: first.pagination.cursor } });
    // items 10–19: the last two of the search's page 1, the first eight of its page 2
    expect((await searchedTerms()).map((sent) => sent.page).sort()).toEqual([1, 2]);
    const [cards] = await fakeUpstream.calls('/api/productsCart');
    expect(JSON.parse(cards!.body).wines).toEqual([111, 112, ...ids.slice(0, 8)]);
  });

  it('clamps a page to the search’s own size', async () => {
    await hostedCatalogueHas(
      Array.from({ length: SEARCH_PAGE_SIZE }, (_, index) => 201 + index),
      500,
    );
    const body = await hostedSearch({ query: 'tinto', pagination: { limit: 50 } });
    expect(body.products).toHaveLength(SEARCH_PAGE_SIZE);
    expect(await searchedTerms()).toHaveLength(1);
  });

  it('with filters too, searches the text and says, in a warning the agent must show, that the filters were not applied', async () => {
    await hostedCatalogueHas([31, 7]);
    const body = await hostedSearch({ query: 'malbec', filters: { country: 'argentina', price: { max: 15000 } } });
    expect(await searchedTerms()).toEqual([{ search_term: 'malbec', page: 1 }]);
    expect(await fakeUpstream.calls('/api/wines')).toEqual([]);
    expect(body.products.map((product: Product) => product.id)).toEqual(['31', '7']);
    expect(body.messages).toContainEqual({
      type: 'warning',
      code: 'filters_not_applied',
      path: '$.filters',
      content: expect.stringContaining('sem os filtros pedidos'),
    });
  });

  it('browses by filters alone through the hosted listing, which applies them', async () => {
    await fakeUpstream.behave('/api/wines', { body: JSON.stringify({ wines: [wineCard(7)], total: 1, page: 1, pageSize: 10 }) });
    const body = await hostedSearch({ filters: { country: 'argentina' } });
    expect(body.products.map((product: Product) => product.id)).toEqual(['7']);
    const [listing] = await fakeUpstream.calls('/api/wines');
    expect(new URLSearchParams(listing!.search).get('country')).toBe('argentina');
    expect(await fakeUpstream.calls('/search_similar_asv')).toEqual([]);
  });
});
