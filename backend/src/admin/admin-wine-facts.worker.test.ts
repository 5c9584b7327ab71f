import { beforeEach, describe, expect, it } from 'vitest';
import { WINE_FACT_MESSAGES as M, wineFactsPageSchema } from '../../../src/contracts/admin/wine-facts.ts';
import { adminGet, adminSend, auditRows } from '../../test/admin.ts';
import { get } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

/** A wine's sheet and new wines through the admin API, as the shop then shows them. */
beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
});

const sheet = async (id: number) => wineFactsPageSchema.parse(await (await adminGet(`/wines/${id}/facts`)).json());

const FACTS = {
  type_slug: 'tinto',
  country_slug: 'chile',
  grape_slug: 'carmenere',
  blend: 'Carménère, Cabernet Sauvignon',
  producer: 'Viña do Teste',
  region: 'Valle del Colchagua',
  vintage: 2021,
  volume_ml: 750,
  alcohol: 13.5,
  description: 'Frutas negras e pimenta.',
  pairing: 'Carnes grelhadas',
  black_friday: false,
  moments: ['churrasco', 'carnes-vermelhas'],
};

describe('a wine sheet through the admin API', () => {
  it('gives the sheet with the catalogue choices, and replaces it as the shop then reads it', async () => {
    const page = await sheet(1023);
    expect(page.choices.types.map((choice) => choice.slug)).toContain('tinto');
    expect(page.choices.occasions.length).toBeGreaterThan(0);
    expect(page.choices.dishes.length).toBeGreaterThan(0);
    const moments = [page.choices.occasions[0]?.slug ?? '', page.choices.dishes[0]?.slug ?? ''];
    const facts = { ...page.facts, region: 'Douro Superior', vintage: 2018, moments };
    const saved = await adminSend('/wines/1023/facts', facts, { method: 'PUT' });
    expect(saved.status).toBe(200);
    expect((await sheet(1023)).facts).toMatchObject({ region: 'Douro Superior', vintage: 2018, moments });
    const shop = (await (await get('/api/wine/1023')).json()) as Record<string, unknown>;
    expect(JSON.stringify(shop)).toContain('Douro Superior');
    const [audit] = await auditRows();
    expect(audit).toMatchObject({ action: 'update', entity: 'wine', entity_id: '1023' });
    expect(JSON.parse(audit?.after_json ?? '{}')).toMatchObject({ region: 'Douro Superior', vintage: 2018 });
  });

  it('keeps every grape the owner types, with its share, on the grape page of its name, and the facts the shop shows', async () => {
    const page = await sheet(1025);
    const facts = { ...page.facts, grape_slug: 'touriga-nacional', blend: 'Touriga Nacional 60%, Jaen 25%, Merlot', sweetness: 'seco', appellation: 'DOC Dão' };
    expect((await adminSend('/wines/1025/facts', facts, { method: 'PUT' })).status).toBe(200);
    expect((await sheet(1025)).facts).toMatchObject({ blend: 'Touriga Nacional 60%, Jaen 25%, Merlot', appellation: 'DOC Dão' });
    const { results } = await testEnv.DB.prepare('SELECT name, share, grape_slug FROM wine_grapes WHERE wine_id = 1025 ORDER BY position').all();
    expect(results).toEqual([
      { name: 'Touriga Nacional', share: 60, grape_slug: 'touriga-nacional' },
      { name: 'Jaen', share: 25, grape_slug: null },
      { name: 'Merlot', share: null, grape_slug: 'merlot' },
    ]);
    const merlots = (await (await get('/api/wines?category=merlot&pageSize=100')).json()) as { wines: { id: number }[] };
    expect(merlots.wines.map((wine) => wine.id)).toContain(1025);
    const shop = (await (await get('/api/wine/1025')).json()) as { blend: string; appellation: string; grapes: unknown[] };
    expect(shop).toMatchObject({ blend: 'Touriga Nacional, Jaen, Merlot', appellation: 'DOC Dão' });
    expect(shop.grapes).toHaveLength(3);

    const refused = await adminSend('/wines/1025/facts', { ...facts, blend: 'Merlot 60%, Syrah 50%', sweetness: 'docinho' }, { method: 'PUT' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({ blend: M.blend, sweetness: M.sweetness });
    expect((await sheet(1025)).facts.blend).toBe('Touriga Nacional 60%, Jaen 25%, Merlot');
  });

  it('refuses, field by field, what the catalogue does not have or the shop cannot show', async () => {
    const page = await sheet(1024);
    const refused = await adminSend(
      '/wines/1024/facts',
      { ...page.facts, country_slug: 'atlantida', vintage: 1850, alcohol: 40, moments: ['nada-disso'] },
      { method: 'PUT' },
    );
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { fields: Record<string, string> };
    expect(body.fields).toMatchObject({ vintage: M.vintage, alcohol: M.alcohol });
    const unknown = await adminSend('/wines/1024/facts', { ...page.facts, country_slug: 'atlantida', moments: ['nada-disso'] }, { method: 'PUT' });
    expect(((await unknown.json()) as { fields: Record<string, string> }).fields).toEqual({ country_slug: M.country, moments: M.moments });
    expect((await sheet(1024)).facts).toEqual(page.facts);
    expect(await auditRows()).toEqual([]);
  });
});

describe('POST /admin-api/wines', () => {
  it('creates a wine, inactive until the owner turns it on, findable and listed under its moments', async () => {
    const sku = `NOVO-${Date.now().toString(36).toUpperCase()}`;
    const created = await adminSend('/wines', { sku, name: 'Carménère do Teste 2021', price: 79.9, list_price: 89.9, stock: 12, ...FACTS }, { method: 'POST' });
    expect(created.status).toBe(201);
    const wine = (await created.json()) as { id: number; active: boolean; url_media: string };
    expect(wine).toMatchObject({ active: false, url_media: `/media/wines/${wine.id}.svg` });
    expect((await sheet(wine.id)).facts).toMatchObject({ ...FACTS, moments: expect.arrayContaining(FACTS.moments) });
    const [audit] = await auditRows();
    expect(audit).toMatchObject({ action: 'create', entity: 'wine', entity_id: String(wine.id) });

    const again = await adminSend('/wines', { sku, name: 'Outro', price: 10, list_price: 10, stock: 1, ...FACTS }, { method: 'POST' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { fields: Record<string, string> }).fields).toEqual({ sku: M.skuTaken });
  });

  it('refuses a new wine whose list price is below its price, creating nothing', async () => {
    const sku = `ERRO-${Date.now().toString(36).toUpperCase()}`;
    const refused = await adminSend('/wines', { sku, name: 'Vinho Barato', price: 50, list_price: 40, stock: 1, ...FACTS }, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await testEnv.DB.prepare('SELECT 1 FROM wines WHERE sku = ?').bind(sku).first()).toBeNull();
  });
});
