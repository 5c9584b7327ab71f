import { describe, expect, it, onTestFinished } from 'vitest';
import { cartItemSchema } from '../../../src/contracts/cart-item.ts';
import { mostWantedResponseSchema, productsCartResponseSchema, relatedWinesResponseSchema, wineDetailSchema } from '../../../src/contracts/wine.ts';
import { catalogueSeeds } from '../../seed/data/wines.ts';
import { eventually, expectClientError, get, postJson, SQL_METACHARACTERS } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

describe('GET /api/wine/{PRODUCTID}', () => {
  it('answers everything a product page shows', async () => {
    const response = await get('/api/wine/1023');
    expect(response.status).toBe(200);
    const wine = wineDetailSchema.parse(await response.json());
    expect(wine).toMatchObject({
      name: 'Quinta do Vale Alto Reserva Touriga Nacional 2019',
      wake_product_id: 1023,
      wake_wine_id: 101023,
      type: 'Tinto',
      country: 'Portugal',
      region: 'Douro',
      grape: 'Touriga Nacional',
      grape_slug: 'touriga-nacional',
      price: 189.9,
      list_price: 229.9,
      alcohol: 14,
      volume_ml: 750,
      vintage: 2019,
      temperature_min: 16,
      temperature_max: 18,
      black_friday: true,
      url_media: '/media/wines/1023.svg',
    });
    expect(wine.description).toContain('Touriga Nacional');
    expect(wine.pairing).toBe(catalogueSeeds().find((seed) => seed.id === 1023)!.pairing);
    expect(wine.pairing).toContain('cabrito');
    expect(wine.occasions.map((occasion) => occasion.slug)).toContain('churrasco');
    expect(wine.dishes.map((dish) => dish.slug)).toContain('carnes-vermelhas');
    expect(wine.images).toEqual(['/media/wines/1023.svg']);
  });

  it('answers a non-vintage wine with a null vintage', async () => {
    const wine = wineDetailSchema.parse(await (await get('/api/wine/1310')).json());
    expect(wine.vintage).toBeNull();
    expect(wine.type_slug).toBe('espumante');
  });

  it('answers 404 for an unknown or inactive wine', async () => {
    await expectClientError(get('/api/wine/999999'), 404);
    await testEnv.DB.prepare('UPDATE wines SET active = 0 WHERE id = 1001').run();
    onTestFinished(async () => void (await testEnv.DB.prepare('UPDATE wines SET active = 1 WHERE id = 1001').run()));
    await expectClientError(get('/api/wine/1001'), 404);
  });

  it('answers 400 for an id that is not a product id, SQL included', async () => {
    for (const id of ['abc', '0', '-5', '1.5', '99999999999', ...SQL_METACHARACTERS.map(encodeURIComponent)]) {
      await expectClientError(get(`/api/wine/${id}`));
    }
  });
});

describe('GET /api/wine/{PRODUCTID}/related', () => {
  it('answers wines of the same type, not the wine itself, in stock first', async () => {
    const body = relatedWinesResponseSchema.parse(await (await get('/api/wine/1023/related?limit=6')).json());
    expect(body.wines).toHaveLength(6);
    expect(body.wines.map((wine) => wine.id)).not.toContain(1023);
    expect(body.wines.every((wine) => wine.type_slug === 'tinto' && wine.stock > 0)).toBe(true);
    // Sharing grape and country comes first.
    expect(body.wines[0]).toMatchObject({ grape_slug: 'touriga-nacional', country_slug: 'portugal' });
  });

  it('answers 404 for an unknown wine and 400 for a bad limit', async () => {
    await expectClientError(get('/api/wine/999999/related'), 404);
    await expectClientError(get('/api/wine/1023/related?limit=500'), 400);
  });
});

describe('POST /api/productsCart', () => {
  it('answers the wine records asked for, in order, ready to become cart items', async () => {
    const response = await postJson('/api/productsCart', { wines: [1310, '1001', 1023] });
    expect(response.status).toBe(200);
    const wines = productsCartResponseSchema.parse(await response.json());
    expect(wines.map((wine) => [wine.wake_product_id, wine.wake_wine_id])).toEqual([
      [1310, 101310],
      [1001, 101001],
      [1023, 101023],
    ]);
    // spec §7: the storefront adds the quantity; the result is a cart item (spec §3).
    for (const wine of wines) cartItemSchema.parse({ ...wine, quantity: 1 });
  });

  it('leaves out unknown ids and repeats', async () => {
    const wines = productsCartResponseSchema.parse(await (await postJson('/api/productsCart', { wines: [1001, 424242, 1001] })).json());
    expect(wines.map((wine) => wine.id)).toEqual([1001]);
  });

  it('refuses missing fields, wrong types and empty or oversized lists', async () => {
    for (const body of [
      {},
      { wines: [] },
      { wines: 'all' },
      { wines: [1, 'x'] },
      { wines: [0] },
      { wines: [{ id: 1 }] },
      { wines: Array.from({ length: 101 }, (_, i) => i + 1) },
      [1001],
    ]) {
      await expectClientError(postJson('/api/productsCart', body), 400);
    }
    await expectClientError(postJson('/api/productsCart', '{"wines": [1001'), 400);
    await expectClientError(postJson('/api/productsCart', { wines: ["1001'; DROP TABLE wines; --"] }), 400);
  });

  it('refuses a body over 16 KB with 413, and a non-JSON body with 415', async () => {
    const huge = JSON.stringify({ wines: [1001], padding: 'x'.repeat(20_000) });
    await expectClientError(postJson('/api/productsCart', huge), 413);
    await expectClientError(postJson('/api/productsCart', 'wines=1001', { 'content-type': 'application/x-www-form-urlencoded' }), 415);
  });
});

describe('GET /api/mostWantedWine', () => {
  it('answers available wines, best rated while there are no signals yet', async () => {
    const body = mostWantedResponseSchema.parse(await (await get('/api/mostWantedWine')).json());
    expect(body.wines).toHaveLength(10);
    expect(body.wines[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  });

  it('ranks the wines shoppers put in carts and searched for first', async () => {
    // A modest wine nobody would rank by rating: three carts and a search make it the most wanted.
    for (let i = 0; i < 3; i++) await postJson('/api/productsCart', { wines: [1061] });
    await eventually(async () => {
      const row = await testEnv.DB.prepare('SELECT sum(cart_adds) AS adds FROM wine_signals WHERE wine_id = 1061').first<{ adds: number | null }>();
      return (row?.adds ?? 0) >= 3;
    });
    const body = mostWantedResponseSchema.parse(await (await get('/api/mostWantedWine')).json());
    expect(body.wines[0]?.id).toBe(1061);
  });

  it('leaves out wines out of stock, however wanted', async () => {
    await testEnv.DB.prepare("INSERT INTO wine_signals (wine_id, day, cart_adds) VALUES (1005, date('now'), 1000)").run();
    const body = mostWantedResponseSchema.parse(await (await get('/api/mostWantedWine')).json());
    expect(body.wines.map((wine) => wine.id)).not.toContain(1005);
  });

  it('forgets signals older than 30 days', async () => {
    await testEnv.DB.prepare("INSERT INTO wine_signals (wine_id, day, cart_adds) VALUES (1021, date('now', '-40 days'), 5000)").run();
    const body = mostWantedResponseSchema.parse(await (await get('/api/mostWantedWine')).json());
    expect(body.wines[0]?.id).not.toBe(1021);
  });
});
