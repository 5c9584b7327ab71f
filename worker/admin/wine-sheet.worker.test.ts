import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { WINE_FACT_MESSAGES } from '../../src/contracts/admin/wine-facts.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/** "Novo vinho" and a wine's sheet ("Ficha do vinho") in the back office, as the shop then shows them. */
beforeAll(createDevOwner);

const SHEET: [string, string][] = [
  ['type_slug', 'tinto'],
  ['country_slug', 'chile'],
  ['grape_slug', 'carmenere'],
  ['blend', 'Carménère, Syrah'],
  ['producer', 'Viña Andina'],
  ['region', 'Valle del Maipo'],
  ['vintage', '2020'],
  ['volume_ml', '750'],
  ['alcohol', '13,5'],
  ['description', 'Pimenta-do-reino, ameixa e um final macio.'],
  ['pairing', 'Cordeiro e carnes grelhadas'],
  ['moments', 'churrasco'],
  ['moments', 'carnes-vermelhas'],
];

const storedWine = (sku: string) =>
  testEnv.DB.prepare('SELECT id, name, price, list_price, stock, active, country_slug, grape_slug, blend, vintage, alcohol FROM wines WHERE sku = ?')
    .bind(sku)
    .first<{ id: number } & Record<string, unknown>>();

describe('new wines and wine sheets in the back office', () => {
  it('creates a wine with its sheet, which opens on its page, listed under its moments once active', async () => {
    const owner = await signedInOwner();
    expect(await (await owner.send('/admin/vinhos/novo')).text()).toContain('Carménère');
    const sku = `NOVO-${Date.now().toString(36).toUpperCase()}`;
    const created = await postForm(owner, '/admin/vinhos/novo', [
      ['sku', sku],
      ['name', 'Viña Andina Carménère 2020'],
      ['price', '79,90'],
      ['list_price', '89,90'],
      ['stock', '24'],
      ['active', 'sim'],
      ...SHEET,
    ]);
    expect(created.status).toBe(303);
    const wine = await storedWine(sku);
    expect(wine).toMatchObject({
      name: 'Viña Andina Carménère 2020',
      price: 79.9,
      list_price: 89.9,
      stock: 24,
      active: 1,
      country_slug: 'chile',
      grape_slug: 'carmenere',
      blend: 'Carménère, Syrah',
      vintage: 2020,
      alcohol: 13.5,
    });
    expect(created.headers.get('location')).toBe(`/admin/vinhos/${wine?.id}?salvo=novo`);
    expect(await (await owner.send(`/admin/vinhos/${wine?.id}?salvo=novo`)).text()).toContain('Vinho criado.');

    const product = await shopperBrowser().send(`/produto/vina-andina-carmenere-2020-${wine?.id}`);
    expect(product.status).toBe(200);
    expect(await product.text()).toContain('Valle del Maipo');
  });

  it('edits a wine sheet, refusing what the shop cannot show beside its field', async () => {
    const owner = await signedInOwner();
    const page = await (await owner.send('/admin/vinhos/1030/ficha')).text();
    expect(page).toContain('Ficha:');
    const refused = await postForm(
      owner,
      '/admin/vinhos/1030/ficha',
      SHEET.map(([name, value]): [string, string] => [name, name === 'vintage' ? '1850' : value]),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(WINE_FACT_MESSAGES.vintage);
    const saved = await postForm(owner, '/admin/vinhos/1030/ficha', SHEET);
    expect(saved.headers.get('location')).toBe('/admin/vinhos/1030/ficha?salvo=1');
    const after = await (await owner.send('/admin/vinhos/1030/ficha?salvo=1')).text();
    expect(after).toContain('Alterações salvas');
    expect(after).toContain('Região: ');
    expect(await testEnv.DB.prepare('SELECT region, producer FROM wines WHERE id = 1030').first()).toEqual({
      region: 'Valle del Maipo',
      producer: 'Viña Andina',
    });
  });

  it('refuses a SKU already taken beside its field', async () => {
    const owner = await signedInOwner();
    const taken = await postForm(owner, '/admin/vinhos/novo', [
      ['sku', 'ADS-1023'],
      ['name', 'Repetido'],
      ['price', '10'],
      ['list_price', '10'],
      ['stock', '1'],
      ...SHEET,
    ]);
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain(WINE_FACT_MESSAGES.skuTaken);
  });

  it('sends a visitor without a session to the login, and refuses their new wine', async () => {
    const visitor = shopperBrowser();
    expect((await visitor.send('/admin/vinhos/novo')).headers.get('location')).toBe('/admin/entrar');
    const sku = `INTRUSO-${Date.now().toString(36).toUpperCase()}`;
    expect(
      (await postForm(visitor, '/admin/vinhos/novo', [['sku', sku], ['name', 'Intruso'], ['price', '10'], ['list_price', '10'], ['stock', '1'], ...SHEET]))
        .status,
    ).toBe(401);
    expect(await storedWine(sku)).toBeNull();
  });
});
