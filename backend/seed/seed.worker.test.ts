import { describe, expect, it } from 'vitest';
import { wineListResponseSchema } from '../../src/contracts/catalogue.ts';
import { searchResponseSchema } from '../../src/contracts/search.ts';
import { wineDetailSchema } from '../../src/contracts/wine.ts';
import { get, postJson } from '../test/http.ts';
import { testEnv } from '../test/test-env.ts';
import { DISHES, OCCASIONS } from './data/filters.ts';
import { COUPONS } from './data/coupons.ts';
import { SWEETNESS } from '../../src/contracts/sweetness.ts';
import { GRAPE_VARIETIES, grapePageOf } from './data/grape-varieties.ts';
import type { WineSeed } from './data/wine-seed.ts';
import { catalogueSeeds } from './data/wines.ts';
import { ADMIN_ACTOR_HEADER } from '../../src/contracts/admin/api.ts';
import { adminKey, adminSend } from '../test/admin.ts';
import { seedStatements, seedStatementsFor } from './index.ts';

const SEEDED_TABLES = [
  'categories',
  'wines',
  'wines_fts',
  'wine_grapes',
  'filter_groups',
  'category_buttons',
  'wine_category_buttons',
  'promotions',
  'popup_banners',
  'page_banners',
  'campaigns',
  'partners',
  'partner_wines',
  'message_banners',
];

async function counts(): Promise<Record<string, number>> {
  const rows = await testEnv.DB.batch(SEEDED_TABLES.map((table) => testEnv.DB.prepare(`SELECT count(*) AS n FROM ${table}`)));
  return Object.fromEntries(SEEDED_TABLES.map((table, index) => [table, (rows[index]!.results[0] as { n: number }).n]));
}

describe('the seeded catalogue', () => {
  const seeds = catalogueSeeds();

  it('has at least 150 wines of every type, 10 countries and 20 grapes, R$ 29,90 to R$ 900,00', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(150);
    expect(new Set(seeds.map((seed) => seed.id)).size).toBe(seeds.length);
    expect(new Set(seeds.map((seed) => seed.type))).toEqual(new Set(['tinto', 'branco', 'rose', 'espumante', 'fortificado', 'sobremesa']));
    expect(new Set(seeds.map((seed) => seed.country)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(seeds.map((seed) => grapePageOf(seed.grapes[0]![0])).filter(Boolean)).size).toBeGreaterThanOrEqual(20);
    const prices = seeds.map((seed) => seed.price);
    expect(Math.min(...prices)).toBe(29.9);
    expect(Math.max(...seeds.map((seed) => seed.listPrice))).toBe(900);
    expect(prices.filter((price) => price <= 49.99).length).toBeGreaterThanOrEqual(10);
    expect(seeds.every((seed) => seed.listPrice >= seed.price)).toBe(true);
    expect(seeds.filter((seed) => seed.listPrice > seed.price).length).toBeGreaterThanOrEqual(20);
    expect(seeds.filter((seed) => seed.stock === 0).length).toBeGreaterThanOrEqual(10);
    expect(seeds.every((seed) => seed.rating >= 0 && seed.rating <= 5)).toBe(true);
  });

  it('files every wine under grapes that fit its type: a red of red grapes, a white of white ones, a rosé with a red one', () => {
    const colours = (seed: WineSeed) => seed.grapes.map(([grape]) => GRAPE_VARIETIES[grape]?.colour);
    const unknown = seeds.flatMap((seed) => seed.grapes.filter(([grape]) => !GRAPE_VARIETIES[grape]).map(([grape]) => `${seed.id} ${grape}`));
    expect(unknown).toEqual([]);
    const contradicting = seeds.filter(
      (seed) =>
        (seed.type === 'tinto' && colours(seed).some((colour) => colour !== 'tinta')) ||
        (seed.type === 'branco' && colours(seed).some((colour) => colour !== 'branca')) ||
        (seed.type === 'rose' && !colours(seed).includes('tinta')),
    );
    expect(contradicting.map((seed) => `${seed.id} ${seed.label}: ${seed.grapes.join(' / ')}`)).toEqual([]);
  });

  it('names among its grapes every grape its label names (a Madeira Sercial is Sercial, not Riesling)', () => {
    const pageOrName = (grape: string) => grapePageOf(grape) ?? grape;
    const named = Object.keys(GRAPE_VARIETIES);
    const contradicting = seeds.flatMap((seed) =>
      named
        .filter((grape) => new RegExp(`(^|\\s)${grape}(\\s|$)`, 'u').test(seed.label))
        .filter((grape) => !seed.grapes.some(([own]) => pageOrName(own) === pageOrName(grape)))
        .map((grape) => `${seed.id} ${seed.label}: ${grape} not in ${seed.grapes.join(' / ')}`),
    );
    expect(contradicting).toEqual([]);
  });

  it('gives shares that add up to at most 100 (exactly 100 when every share is known)', () => {
    for (const seed of seeds) {
      const shares = seed.grapes.map(([, share]) => share);
      const total = shares.reduce<number>((sum, share) => sum + (share ?? 0), 0);
      if (shares.every((share) => share !== null)) expect(total, String(seed.id)).toBe(100);
      else expect(total, String(seed.id)).toBeLessThan(100);
    }
  });

  it('writes each wine its own tasting notes: no sentence is said of two wines', () => {
    const said = new Map<string, number>();
    const repeated: string[] = [];
    for (const seed of seeds) {
      for (const sentence of seed.notes.split(/(?<=[.!?])\s+/u)) {
        const earlier = said.get(sentence);
        if (earlier !== undefined) repeated.push(`${earlier} e ${seed.id}: ${sentence}`);
        said.set(sentence, seed.id);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('gives every wine its appellation or region of origin, how long it keeps and its dishes', () => {
    const missing = seeds.filter((seed) => seed.appellation === '' || seed.ageing === '' || seed.pairing === '').map((seed) => seed.id);
    expect(missing).toEqual([]);
  });

  it('uses every sweetness of the shop’s scale', () => {
    expect(new Set(seeds.map((seed) => seed.sweetness))).toEqual(new Set(SWEETNESS));
  });

  it('stores every grape of a wine, the main one first, on the page of its name', async () => {
    const { results } = await testEnv.DB.prepare(
      'SELECT w.id, w.blend, w.grape_slug, json_group_array(json_array(g.name, g.share, g.grape_slug) ORDER BY g.position) AS grapes FROM wines w JOIN wine_grapes g ON g.wine_id = w.id GROUP BY w.id ORDER BY w.id',
    ).all<{ id: number; blend: string; grape_slug: string; grapes: string }>();
    expect(results).toHaveLength(seeds.length);
    for (const row of results) {
      const seed = seeds.find(({ id }) => id === row.id)!;
      expect(JSON.parse(row.grapes)).toEqual(seed.grapes.map(([name, share]) => [name, share, grapePageOf(name) ?? null]));
      expect(row.blend).toBe(seed.grapes.map(([name]) => name).join(', '));
      expect(row.grape_slug).toBe(grapePageOf(seed.grapes[0]![0]) ?? '');
    }
  });

  it('puts at least one available wine under every occasion and dish', async () => {
    expect(OCCASIONS.length).toBeGreaterThanOrEqual(8);
    expect(DISHES.length).toBeGreaterThanOrEqual(10);
    for (const [key, button] of [...OCCASIONS.map((o) => ['occasion', o] as const), ...DISHES.map((d) => ['dish', d] as const)]) {
      const page = wineListResponseSchema.parse(await (await get(`/api/wines?${key}=${button.slug}&pageSize=1`)).json());
      expect(page.wines[0]?.stock ?? 0, button.slug).toBeGreaterThan(0);
    }
  });

  it('only refers to same-origin images', async () => {
    const { results } = await testEnv.DB.prepare(
      `SELECT image_url AS url FROM wines UNION ALL SELECT url_media FROM popup_banners UNION ALL SELECT url_media FROM page_banners
       UNION ALL SELECT banner_url FROM partners UNION ALL SELECT url_media FROM campaigns WHERE url_media <> ''`,
    ).all<{ url: string }>();
    expect(results.every(({ url }) => /^\/media\/(wines|banners)\/[a-z0-9-]+\.svg$/.test(url))).toBe(true);
  });
});

describe('running the seed again (npm run db:setup twice)', () => {
  it('changes no seeded row count and keeps what the shop created or changed', async () => {
    const before = await counts();
    await postJson('/api/newsLetter', { name: 'Clara', email: 'clara@example.com' });
    await postJson('/api/customer', { customer_id: 777, cart_id: 'null' });
    // A paid order took 5 bottles (the commerce service decrements stock).
    await testEnv.DB.prepare('UPDATE wines SET stock = stock - 5 WHERE id = 1008').run();
    const { stock } = (await testEnv.DB.prepare('SELECT stock FROM wines WHERE id = 1008').first<{ stock: number }>())!;

    await testEnv.DB.batch(seedStatements().map((sql) => testEnv.DB.prepare(sql)));

    expect(await counts()).toEqual(before);
    expect((await testEnv.DB.prepare('SELECT stock FROM wines WHERE id = 1008').first<{ stock: number }>())?.stock).toBe(stock);
    expect(await testEnv.DB.prepare("SELECT name FROM newsletter_subscribers WHERE email = 'clara@example.com'").first()).toEqual({ name: 'Clara' });
    expect(await testEnv.DB.prepare('SELECT cart_id FROM customer_carts WHERE customer_id = 777').first()).toEqual({ cart_id: 'null' });
  });
});

describe('running the seed over a catalogue (npm start again, docs/backend-api.md "Catalogue data and the large catalogue")', () => {
  const wines = async () => (await testEnv.DB.prepare('SELECT count(*) AS n FROM wines').first<{ n: number }>())?.n ?? 0;
  const stored = (id: number) => testEnv.DB.prepare('SELECT name, price, list_price, active FROM wines WHERE id = ?').bind(id).first();

  it('never overwrites the owner’s edits: the demo shop goes only into a database without wines', async () => {
    const headers = { ...adminKey(), [ADMIN_ACTOR_HEADER]: 'dona@adega.test' };
    expect((await adminSend('/wines/1023', { price: 111.1, name: 'Reserva da Casa 2019' }, { headers })).status).toBe(200);
    expect((await adminSend('/wines/1061', { active: false }, { headers })).status).toBe(200);
    const [coupon] = COUPONS;
    expect((await adminSend(`/coupons/${coupon?.code}`, { active: false }, { headers })).status).toBe(200);
    expect((await adminSend('/banners/popups/1', { title: 'Bem-vindo, do dono' }, { headers })).status).toBe(200);
    expect((await adminSend('/banners/messages/1', { active: false }, { headers })).status).toBe(200);
    const ownerRows = async () => [
      await stored(1023),
      await stored(1061),
      await testEnv.DB.prepare('SELECT active FROM coupons WHERE code = ?').bind(coupon?.code).first(),
      await testEnv.DB.prepare('SELECT title FROM popup_banners WHERE id = 1').first(),
      await testEnv.DB.prepare('SELECT active FROM message_banners WHERE id = 1').first(),
    ];
    const edited = await ownerRows();
    const before = await counts();

    await testEnv.DB.batch(seedStatementsFor(await wines()).map((sql) => testEnv.DB.prepare(sql)));

    expect(await ownerRows()).toEqual(edited);
    expect(await counts()).toEqual(before);
  });

  it('loads the whole demo catalogue into a database without wines (a new one)', () => {
    const loaded = seedStatementsFor(0).join('\n');
    expect(seedStatementsFor(0)).toEqual(seedStatements());
    expect(loaded).toMatch(/INSERT INTO wines /);
    expect(loaded).toMatch(/INSERT INTO wine_category_buttons /);
    expect(loaded).toMatch(/INSERT INTO partner_wines /);
    const again = seedStatementsFor(159).join('\n');
    expect(again).not.toMatch(/INSERT INTO (wines|wine_category_buttons|partner_wines|partners|popup_banners|page_banners|campaigns|message_banners|coupons) /);
    // what the back office does not edit stays idempotent upserts
    for (const table of ['categories', 'category_buttons', 'promotions']) expect(again).toContain(`INSERT INTO ${table} `);
  });
});

describe('the wines table agreement with the commerce service', () => {
  it('accepts a wine given only id, variant_id, sku, name, price, list_price, stock and image_url, and serves it', async () => {
    await testEnv.DB.prepare(
      `INSERT INTO wines (id, variant_id, sku, name, price, list_price, stock, image_url)
       VALUES (9001, 109001, 'TEST-9001', 'Vinho Teste Zéfiro', 55.5, 60, 3, '/media/wines/9001.svg')`,
    ).run();
    const detail = wineDetailSchema.parse(await (await get('/api/wine/9001')).json());
    expect(detail).toMatchObject({ name: 'Vinho Teste Zéfiro', wake_wine_id: 109001, price: 55.5, stock: 3 });
    const found = searchResponseSchema.parse(await (await postJson('/search_similar_asv', { search_term: 'zefiro' })).json());
    expect(found.similar_wines.map((wine) => wine.PRODUCTID)).toEqual([9001]);
    // A stock change does not disturb the search index.
    await testEnv.DB.prepare('UPDATE wines SET stock = 0 WHERE id = 9001').run();
    expect(searchResponseSchema.parse(await (await postJson('/search_similar_asv', { search_term: 'zefiro' })).json()).total).toBe(1);
  });
});
