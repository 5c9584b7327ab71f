import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '../../src/contracts/admin/partners.ts';
import { testEnv } from '../../backend/test/test-env.ts';
import { writePartnerNames } from '../partners/partner-list.ts';
import { testBindings } from '../test/edge-harness.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/**
 * "Parceiros" in the back office: a new partner page and its shortcut work at once (no deploy, no
 * wait for the cron trigger); refusals beside their fields.
 */
beforeAll(createDevOwner);

async function skus(count: number): Promise<string[]> {
  const { results } = await testEnv.DB.prepare('SELECT sku FROM wines WHERE active = 1 ORDER BY id LIMIT ? OFFSET 20').bind(count).all<{ sku: string }>();
  return results.map((row) => row.sku);
}

describe('partners in the back office', () => {
  it('creates a partner whose page and /{name} shortcut work at once', async () => {
    const owner = await signedInOwner();
    const name = `adega-da-ana-${Date.now().toString(36)}`;
    // the redirect list the cron trigger last wrote, from before this partner existed
    await writePartnerNames(testBindings.PARTNERS_KV, ['vivalavida']);
    const saved = await postForm(owner, '/admin/parceiros/novo', {
      name,
      brand: 'Adega da Ana',
      description: 'Os preferidos da Ana.',
      banner_url: '',
      active: 'sim',
      wine_skus: (await skus(3)).join('\r\n'),
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/admin/parceiros/${name}?salvo=1`);
    expect(await (await owner.send(`/admin/parceiros/${name}?salvo=1`)).text()).toContain('Alterações salvas');

    const shopper = shopperBrowser();
    const shortcut = await shopper.send(`/${name}?utm_source=insta`);
    expect(shortcut.status).toBe(302);
    expect(shortcut.headers.get('location')).toBe(`/parceiros/${name}?utm_source=insta`);
    const page = await shopper.send(`/parceiros/${name}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Adega da Ana');
  });

  it('refuses a name that is already one of the shop’s pages, and an unknown SKU, beside their fields', async () => {
    const owner = await signedInOwner();
    const [sku = ''] = await skus(1);
    const reserved = await postForm(owner, '/admin/parceiros/novo', {
      name: 'todososvinhos',
      brand: 'Marca',
      description: '',
      banner_url: '',
      active: 'sim',
      wine_skus: sku,
    });
    expect(reserved.status).toBe(400);
    expect(await reserved.text()).toContain(PARTNER_MESSAGES.nameReserved);
    // the shop's addresses that are not pages: its files for search engines and assistants, its APIs, the back office
    for (const name of ['sitemap.xml', 'llms.txt', 'Healthz', 'parceiros', 'admin', 'api', 'produto', 'checkout', 'conta']) {
      const refused = await postForm(owner, '/admin/parceiros/novo', { name, brand: 'Marca', description: '', banner_url: '', active: 'sim', wine_skus: sku });
      expect(refused.status, name).toBe(400);
      expect(await refused.text(), name).toContain(PARTNER_MESSAGES.nameReserved);
    }
    const unknown = await postForm(owner, '/admin/parceiros/novo', {
      name: `outro-${Date.now().toString(36)}`,
      brand: 'Marca',
      description: '',
      banner_url: '',
      active: 'sim',
      wine_skus: `${sku}\nADS-NAO-EXISTE`,
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Nenhum vinho tem o SKU ADS-NAO-EXISTE.');
  });
});
