import { SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { ADMIN_SHIPPING_MESSAGES } from '../../src/contracts/admin/shipping.ts';
import { ORIGIN } from '../test/edge-harness.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/** "Frete" in the back office: the table of CEP ranges, the minimum and pickup, as the shop then reads them. */
type Row = Record<string, unknown>;
let original: { ranges: Row[]; settings: Row | null };

beforeAll(async () => {
  await createDevOwner();
  original = {
    ranges: (await testEnv.DB.prepare('SELECT * FROM shipping_ranges ORDER BY id').all<Row>()).results,
    settings: await testEnv.DB.prepare('SELECT free_shipping_minimum, pickup FROM shop_settings WHERE id = 1').first<Row>(),
  };
});
afterAll(async () => {
  await testEnv.DB.batch([
    testEnv.DB.prepare('DELETE FROM shipping_ranges'),
    ...original.ranges.map((row) =>
      testEnv.DB.prepare(
        `INSERT INTO shipping_ranges (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row)
          .map(() => '?')
          .join(', ')})`,
      ).bind(...Object.values(row)),
    ),
    testEnv.DB.prepare('UPDATE shop_settings SET free_shipping_minimum = ?, pickup = ? WHERE id = 1').bind(
      original.settings?.free_shipping_minimum,
      original.settings?.pickup,
    ),
  ]);
});

/** The form as the page shows it, read back from its inputs: every row's cells, the minimum, pickup. */
function formOf(html: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const [, name, value] of html.matchAll(/<input[^>]*type="text"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.push([name ?? '', value ?? '']);
  for (const [, name] of html.matchAll(/<input[^>]*type="checkbox"[^>]*name="([^"]+)"[^>]*checked=""/g)) fields.push([name ?? '', 'sim']);
  return fields;
}

const replace = (fields: [string, string][], name: string, value: string): [string, string][] =>
  fields.map(([field, old]) => [field, field === name ? value : old]);

describe('shipping rates in the back office', () => {
  it('shows the rates, saves a change, and the cart then reads the new minimum', async () => {
    const owner = await signedInOwner();
    const page = await (await owner.send('/admin/frete')).text();
    expect(page).toContain('value="Grande São Paulo"');
    expect(page).toContain('value="100,00"');
    const form = formOf(page);
    // the blank row comes with the page (region-10 after the ten stored ranges)
    expect(form.find(([name]) => name === 'region-10')).toEqual(['region-10', '']);

    const saved = await postForm(owner, '/admin/frete', replace(replace(form, 'free_shipping_minimum', '150,00'), 'standard_price-4', '29,90'));
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/admin/frete?salvo=1');
    expect(await testEnv.DB.prepare('SELECT free_shipping_minimum FROM shop_settings WHERE id = 1').first()).toEqual({ free_shipping_minimum: 150 });
    expect(await testEnv.DB.prepare("SELECT standard_price FROM shipping_ranges WHERE region = 'Nordeste'").first()).toEqual({ standard_price: 29.9 });
    const settings = (await (await SELF.fetch(`${ORIGIN}/api/shopSettings`)).json()) as { freeShipping: { minimum: number } };
    expect(settings.freeShipping.minimum).toBe(150);
    expect(await (await owner.send('/admin/frete?salvo=1')).text()).toContain('Alterações salvas');
    // the history in the owner's words: the record by its name, the ranges that changed by their region, nothing unchanged
    const history = await (await owner.send('/admin/historico')).text();
    const entry = /<td>Frete<\/td><td><pre>([^<]*)<\/pre>/.exec(history)?.[1] ?? '';
    expect(entry).toContain('Faixas de CEP: alteradas: Nordeste');
    expect(entry).toContain('Frete grátis a partir de (R$): R$ 100,00 → R$ 150,00');
    expect(entry).not.toContain('Retirada na loja');
  });

  it('refuses a table that leaves CEPs out, naming them, and a bad cell beside it, saving nothing', async () => {
    const owner = await signedInOwner();
    const form = formOf(await (await owner.send('/admin/frete')).text());
    const before = await testEnv.DB.prepare('SELECT count(*) AS n FROM shipping_ranges').first();
    // removing "Sul" (80–99) leaves those starts without a range
    const sul = form.find(([name, value]) => name.startsWith('region-') && value === 'Sul')?.[0].split('-')[1];
    const gap = await postForm(owner, '/admin/frete', [...form, [`remove-${sul}`, 'sim']]);
    expect(gap.status).toBe(400);
    const html = await gap.text();
    expect(html).toContain(ADMIN_SHIPPING_MESSAGES.coverage);
    expect(html).toContain('Sem faixa: 80, 81');
    const badDays = await postForm(owner, '/admin/frete', replace(form, 'express_days-0', 'dois'));
    expect(badDays.status).toBe(400);
    expect(await badDays.text()).toMatch(/id="campo-express_days-0-erro">Informe o prazo em dias úteis, de 1 a 60\./);
    expect(await testEnv.DB.prepare('SELECT count(*) AS n FROM shipping_ranges').first()).toEqual(before);
  });

  it('sends a visitor without a session to the login, and refuses their change', async () => {
    const visitor = shopperBrowser();
    expect((await visitor.send('/admin/frete')).headers.get('location')).toBe('/admin/entrar');
    expect((await postForm(visitor, '/admin/frete', { free_shipping_minimum: '1,00' })).status).toBe(401);
  });
});
