import { afterEach, describe, expect, it } from 'vitest';
import { groupedWinesResponseSchema, wineListResponseSchema } from '../../../src/contracts/catalogue.ts';
import { finderResponseSchema } from '../../../src/contracts/finder.ts';
import { pixPrice, shopSettingsSchema } from '../../../src/contracts/pix.ts';
import { productsCartResponseSchema, relatedWinesResponseSchema, wineDetailSchema, type WineCard } from '../../../src/contracts/wine.ts';
import { get, postJson } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

/** The owner's Pix discount: GET /api/shopSettings and the Pix price on every wine card (docs/decisions.md "Pix price"). */
async function setPixPercent(percent: number): Promise<void> {
  await testEnv.DB.prepare('UPDATE shop_settings SET pix_discount_percent = ? WHERE id = 1').bind(percent).run();
}

async function json(path: string): Promise<unknown> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.json();
}

/** Every card each card-answering route gives, parsed with its contract. */
async function everyCard(): Promise<Array<{ route: string; card: WineCard }>> {
  const cards: Array<{ route: string; card: WineCard }> = [];
  const add = (route: string, list: readonly WineCard[]) => {
    expect(list.length, route).toBeGreaterThan(0);
    cards.push(...list.map((card) => ({ route, card })));
  };
  add('wine', [wineDetailSchema.parse(await json('/api/wine/1023'))]);
  add('wines', wineListResponseSchema.parse(await json('/api/wines?pageSize=100')).wines);
  add('partner selection', wineListResponseSchema.parse(await json('/api/wines?partner=vivalavida')).wines);
  add(
    'grouped',
    groupedWinesResponseSchema.parse(await json('/api/wines/grouped?pageSize=4')).groups.flatMap((group) => group.wines),
  );
  add('related', relatedWinesResponseSchema.parse(await json('/api/wine/1023/related')).wines);
  add('finder', finderResponseSchema.parse(await json('/api/finder?occasion=churrasco')).wines);
  const cart = await postJson('/api/productsCart', { wines: [1023, 1001] });
  expect(cart.status).toBe(200);
  add('productsCart', productsCartResponseSchema.parse(await cart.json()));
  return cards;
}

afterEach(async () => {
  // the migration's demo default, for the other tests of this file
  await setPixPercent(5);
});

describe('GET /api/shopSettings', () => {
  it('answers the demo default, 5 %, in the contract shape', async () => {
    const body = shopSettingsSchema.parse(await json('/api/shopSettings'));
    // and spec §9's free shipping and pickup, as migration 0047 stores them
    expect(body).toEqual({
      pixDiscountPercent: 5,
      freeShipping: {
        minimum: 100,
        prefixes: [
          [1, 9],
          [10, 19],
          [20, 29],
          [30, 39],
          [80, 99],
        ],
      },
      pickup: true,
    });
  });

  it('follows the owner’s setting on the next read', async () => {
    await setPixPercent(7.5);
    expect(shopSettingsSchema.parse(await json('/api/shopSettings'))).toMatchObject({ pixDiscountPercent: 7.5 });
    await setPixPercent(0);
    expect(shopSettingsSchema.parse(await json('/api/shopSettings'))).toMatchObject({ pixDiscountPercent: 0 });
  });

  it('keeps one row between 0 and 50 % (the database refuses anything else)', async () => {
    await expect(setPixPercent(50.5)).rejects.toThrow(/CHECK/);
    await expect(setPixPercent(-1)).rejects.toThrow(/CHECK/);
    await expect(testEnv.DB.prepare('INSERT INTO shop_settings (id, pix_discount_percent) VALUES (2, 5)').run()).rejects.toThrow(/CHECK/);
    expect(shopSettingsSchema.parse(await json('/api/shopSettings'))).toMatchObject({ pixDiscountPercent: 5 });
  });
});

describe('pix_price on wine cards', () => {
  it('is the price with the Pix discount on every card and detail at 5 %', async () => {
    const detail = wineDetailSchema.parse(await json('/api/wine/1023'));
    // R$ 189,90: 5 % is 949.5 centavos, rounded to 950
    expect(detail).toMatchObject({ price: 189.9, pix_price: 180.4 });
    for (const { route, card } of await everyCard()) {
      expect(card.pix_price, `${route} ${card.id}`).toBe(pixPrice(card.price, 5));
      expect(card.pix_price, `${route} ${card.id}`).toBeLessThan(card.price);
    }
  });

  it('follows a new percentage at once', async () => {
    await setPixPercent(10);
    expect(wineDetailSchema.parse(await json('/api/wine/1023')).pix_price).toBe(170.91);
  });

  it('is absent when the shop gives no Pix discount (0 %)', async () => {
    await setPixPercent(0);
    for (const { route, card } of await everyCard()) expect(card, `${route} ${card.id}`).not.toHaveProperty('pix_price');
  });
});
