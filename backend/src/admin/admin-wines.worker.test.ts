import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  ADMIN_ACTOR_HEADER,
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  adminFieldErrorSchema,
  adminWineListSchema,
  adminWineSchema,
} from '../../../src/contracts/admin/api.ts';
import { wineListResponseSchema } from '../../../src/contracts/catalogue.ts';
import { searchResponseSchema } from '../../../src/contracts/search.ts';
import { wineDetailSchema } from '../../../src/contracts/wine.ts';
import { ACTOR, adminGet, adminKey, adminSend, auditRows, refusedFields } from '../../test/admin.ts';
import { expectClientError, get, postJson } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * The back office's wines through the admin API (ARCHITECTURE "Production shape"): every wine,
 * inactive ones too; an edit validated field by field (pt-BR, nothing written when refused),
 * saved with its audit row in one batch, and seen by the shop on its next read.
 */
interface StoredWine {
  name: string;
  slug: string;
  price: number;
  list_price: number;
  stock: number;
  active: number;
}

const stored = (id: number) => testEnv.DB.prepare('SELECT name, slug, price, list_price, stock, active FROM wines WHERE id = ?').bind(id).first<StoredWine>();

/** Puts a seeded wine back as it was after the test. */
async function restoreAfter(id: number): Promise<StoredWine> {
  const before = (await stored(id))!;
  onTestFinished(async () => {
    await testEnv.DB.prepare('UPDATE wines SET name = ?, slug = ?, price = ?, list_price = ?, stock = ?, active = ? WHERE id = ?')
      .bind(before.name, before.slug, before.price, before.list_price, before.stock, before.active, id)
      .run();
  });
  return before;
}

// each test reads the audit rows its own edits wrote
beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
});

const wineCount = async () => (await testEnv.DB.prepare('SELECT count(*) AS n FROM wines').first<{ n: number }>())?.n ?? 0;

describe('GET /admin-api/wines', () => {
  it('lists every wine, inactive ones too, 50 a page by name, with the total', async () => {
    await restoreAfter(1001);
    await testEnv.DB.prepare('UPDATE wines SET active = 0 WHERE id = 1001').run();
    const first = adminWineListSchema.parse(await (await adminGet('/wines')).json());
    expect(first.total).toBe(await wineCount());
    expect(first.pageSize).toBe(ADMIN_PAGE_SIZE);
    expect(first.wines).toHaveLength(ADMIN_PAGE_SIZE);
    const names = first.wines.map((wine) => wine.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const pages = Math.ceil(first.total / ADMIN_PAGE_SIZE);
    const all = [first];
    for (let page = 2; page <= pages; page++) all.push(adminWineListSchema.parse(await (await adminGet(`/wines?page=${page}`)).json()));
    const wines = all.flatMap((list) => list.wines);
    expect(new Set(wines.map((wine) => wine.id)).size).toBe(first.total);
    expect(wines.find((wine) => wine.id === 1001)?.active).toBe(false);
  });

  it('searches the name word by word, ignoring case and accents, or the exact SKU', async () => {
    const byName = adminWineListSchema.parse(await (await adminGet(`/wines?q=${encodeURIComponent('ARAUCARIA merlot')}`)).json());
    expect(byName.total).toBeGreaterThan(0);
    for (const wine of byName.wines) expect(wine.name).toMatch(/Araucária.*Merlot/);
    const accented = adminWineListSchema.parse(await (await adminGet(`/wines?q=${encodeURIComponent('araucária')}`)).json());
    expect(accented.total).toBeGreaterThan(byName.total - 1);
    const bySku = adminWineListSchema.parse(await (await adminGet('/wines?q=ads-1023')).json());
    expect(bySku.wines.map((wine) => wine.id)).toEqual([1023]);
    const none = adminWineListSchema.parse(await (await adminGet('/wines?q=100%25_')).json());
    expect(none).toEqual({ wines: [], total: 0, page: 1, pageSize: ADMIN_PAGE_SIZE });
    // one word longer than the 50 bytes D1 allows a LIKE pattern: no match, no error
    const long = await adminGet(`/wines?q=${'cabernet'.repeat(10)}`);
    expect(long.status).toBe(200);
    expect(adminWineListSchema.parse(await long.json()).total).toBe(0);
  });

  it('refuses a malformed page', async () => {
    for (const page of ['0', 'x', '1.5', '99999']) await expectClientError(adminGet(`/wines?page=${page}`), 400);
  });
});

describe('GET /admin-api/wines/:id', () => {
  it('answers the wine, inactive too; 404 unknown, 400 not an id', async () => {
    expect(adminWineSchema.parse(await (await adminGet('/wines/1023')).json())).toEqual({
      id: 1023,
      sku: 'ADS-1023',
      name: 'Quinta do Vale Alto Reserva Touriga Nacional 2019',
      price: 189.9,
      list_price: 229.9,
      stock: expect.any(Number),
      active: true,
      url_media: '/media/wines/1023.svg',
    });
    await expectClientError(adminGet('/wines/999999'), 404);
    for (const id of ['abc', '0', '1.5', "1' OR '1'='1"]) await expectClientError(adminGet(`/wines/${encodeURIComponent(id)}`), 400);
  });
});

describe('PATCH /admin-api/wines/:id', () => {
  it('refuses each wrong field with its pt-BR message, writing nothing', async () => {
    const before = await stored(1023);
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ price: 0 }, { price: ADMIN_MESSAGES.price }],
      [{ price: -5 }, { price: ADMIN_MESSAGES.price }],
      [{ price: '59,90' }, { price: ADMIN_MESSAGES.price }],
      [{ price: 59.999 }, { price: ADMIN_MESSAGES.priceDecimals }],
      [{ price: 100_000.01 }, { price: ADMIN_MESSAGES.priceMax }],
      [{ list_price: 0 }, { list_price: ADMIN_MESSAGES.listPrice }],
      [{ list_price: 10.001 }, { list_price: ADMIN_MESSAGES.listPriceDecimals }],
      [{ stock: -1 }, { stock: ADMIN_MESSAGES.stock }],
      [{ stock: 2.5 }, { stock: ADMIN_MESSAGES.stock }],
      [{ stock: 100_001 }, { stock: ADMIN_MESSAGES.stock }],
      [{ name: ' a ' }, { name: ADMIN_MESSAGES.name }],
      [{ name: 'x'.repeat(121) }, { name: ADMIN_MESSAGES.name }],
      [{ active: 'sim' }, { active: ADMIN_MESSAGES.active }],
      [{ price: 50, list_price: 40 }, { list_price: ADMIN_MESSAGES.listPriceBelowPrice }],
      // one sent, checked against the stored other (list price 229,90, price 189,90)
      [{ price: 250 }, { price: ADMIN_MESSAGES.priceAboveListPrice }],
      [{ list_price: 150 }, { list_price: ADMIN_MESSAGES.listPriceBelowPrice }],
      [{ sku: 'X-1', price: 10 }, { sku: ADMIN_MESSAGES.unknownField }],
      [
        { price: 0, stock: -1, name: '' },
        { price: ADMIN_MESSAGES.price, stock: ADMIN_MESSAGES.stock, name: ADMIN_MESSAGES.name },
      ],
    ];
    for (const [body, fields] of cases) {
      expect(await refusedFields(adminSend('/wines/1023', body)), JSON.stringify(body)).toEqual(fields);
    }
    const empty = adminFieldErrorSchema.parse(await (await adminSend('/wines/1023', {})).json());
    expect(empty).toEqual({ error: 'invalid_body', message: ADMIN_MESSAGES.emptyEdit, fields: {} });
    const notAnObject = adminFieldErrorSchema.parse(await (await adminSend('/wines/1023', [1])).json());
    expect(notAnObject.message).toBe(ADMIN_MESSAGES.notAnObject);
    await expectClientError(adminSend('/wines/1023', '{"price":'), 400);
    expect(await stored(1023)).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it('requires the actor, an e-mail, in X-Admin-Actor; 404 for an unknown wine', async () => {
    const before = await stored(1023);
    for (const actor of [undefined, '', 'dona', 'dona@', 'a b@c.d']) {
      const headers = { ...adminKey(), ...(actor === undefined ? {} : { [ADMIN_ACTOR_HEADER]: actor }) };
      const error = await expectClientError(adminSend('/wines/1023', { price: 10 }, { headers }), 400);
      expect(error).toEqual({ error: 'invalid_header', message: ADMIN_MESSAGES.actor });
    }
    await expectClientError(adminSend('/wines/999999', { price: 10 }), 404);
    expect(await stored(1023)).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it('saves the change and its audit row together (before and after of the changed fields), and answers the wine', async () => {
    const before = await restoreAfter(1023);
    const response = await adminSend(
      '/wines/1023',
      { price: 149.9, stock: 7, list_price: before.list_price, active: true },
      {
        headers: { ...adminKey(), [ADMIN_ACTOR_HEADER]: ' Dona@Adega.TEST ' },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(adminWineSchema.parse(await response.json())).toMatchObject({ id: 1023, price: 149.9, stock: 7, list_price: 229.9, active: true });
    expect(await stored(1023)).toMatchObject({ price: 149.9, stock: 7, list_price: 229.9, active: 1 });
    // fields sent with the value they had are not changes
    expect(await auditRows()).toEqual([
      {
        actor: ACTOR,
        action: 'update',
        entity: 'wine',
        entity_id: '1023',
        before_json: JSON.stringify({ price: before.price, stock: before.stock }),
        after_json: JSON.stringify({ price: 149.9, stock: 7 }),
      },
    ]);
    // an edit that changes nothing records nothing
    expect((await adminSend('/wines/1023', { price: 149.9 })).status).toBe(200);
    expect(await auditRows()).toHaveLength(1);
  });

  it('saves nothing when the audit row cannot be written (one batch)', async () => {
    const before = await restoreAfter(1023);
    await testEnv.DB.prepare('ALTER TABLE audit_log RENAME TO audit_log_off').run();
    onTestFinished(async () => void (await testEnv.DB.prepare('ALTER TABLE audit_log_off RENAME TO audit_log').run()));
    const response = await adminSend('/wines/1023', { price: 99.9, name: 'Nome Que Não Fica' });
    expect(response.status).toBe(500);
    await response.body?.cancel();
    expect(await stored(1023)).toEqual(before);
  });

  it('shows a price change in the shop at once: the product, the listing and the cart', async () => {
    await restoreAfter(1023);
    expect((await adminSend('/wines/1023', { price: 177.7 })).status).toBe(200);
    expect(wineDetailSchema.parse(await (await get('/api/wine/1023')).json()).price).toBe(177.7);
    const listing = wineListResponseSchema.parse(await (await get('/api/wines?country=portugal&pageSize=100')).json());
    expect(listing.wines.find((wine) => wine.id === 1023)?.price).toBe(177.7);
    const cart = (await (await postJson('/api/productsCart', { wines: [1023] })).json()) as Array<{ price: number }>;
    expect(cart[0]?.price).toBe(177.7);
  });

  it('takes an inactive wine out of the shop (detail 404, listings, search) and brings it back', async () => {
    await restoreAfter(1023);
    const name = 'Quinta do Vale Alto Reserva Touriga Nacional 2019';
    const listed = async () => {
      const listing = wineListResponseSchema.parse(await (await get('/api/wines?country=portugal&pageSize=100')).json());
      return listing.wines.some((wine) => wine.id === 1023);
    };
    const found = async () => {
      const search = searchResponseSchema.parse(await (await postJson('/search_similar_asv', { search_term: 'vale alto reserva touriga' })).json());
      return search.similar_wines.some((wine) => wine.PRODUCTID === 1023);
    };
    expect(await listed()).toBe(true);
    expect(await found()).toBe(true);

    expect(adminWineSchema.parse(await (await adminSend('/wines/1023', { active: false })).json()).active).toBe(false);
    await expectClientError(get('/api/wine/1023'), 404);
    expect(await listed()).toBe(false);
    expect(await found()).toBe(false);
    // the back office still has it
    expect(adminWineSchema.parse(await (await adminGet('/wines/1023')).json())).toMatchObject({ name, active: false });

    await adminSend('/wines/1023', { active: true });
    expect((await get('/api/wine/1023')).status).toBe(200);
    expect(await found()).toBe(true);
    expect((await auditRows()).map((row) => [row.before_json, row.after_json])).toEqual([
      ['{"active":true}', '{"active":false}'],
      ['{"active":false}', '{"active":true}'],
    ]);
  });

  it('renames a wine: the shop shows and finds the new name, the slug follows it', async () => {
    await restoreAfter(1023);
    expect((await adminSend('/wines/1023', { name: '  Quinta do Vale Alto Grande Reserva Zênite 2019 ' })).status).toBe(200);
    expect(await stored(1023)).toMatchObject({
      name: 'Quinta do Vale Alto Grande Reserva Zênite 2019',
      slug: 'quinta-do-vale-alto-grande-reserva-zenite-2019',
    });
    expect(wineDetailSchema.parse(await (await get('/api/wine/1023')).json()).name).toBe('Quinta do Vale Alto Grande Reserva Zênite 2019');
    const search = searchResponseSchema.parse(await (await postJson('/search_similar_asv', { search_term: 'zenite' })).json());
    expect(search.similar_wines.map((wine) => wine.PRODUCTID)).toEqual([1023]);
  });
});
