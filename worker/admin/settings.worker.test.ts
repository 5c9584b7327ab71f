import { SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { ADMIN_SETTINGS_MESSAGES } from '../../src/contracts/admin/settings.ts';
import { ORIGIN } from '../test/edge-harness.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/** "Configurações" in the back office: the Black Friday switch and labels and the Pix discount, as shoppers then see them. */
const stored = () =>
  testEnv.DB.prepare(
    'SELECT p.site_in_promotion, p.nav_promo_label, p.page_promo_label, s.pix_discount_percent FROM promotions p, shop_settings s ORDER BY p.id LIMIT 1',
  ).first();

let original: Record<string, unknown> | null;
beforeAll(async () => {
  await createDevOwner();
  original = await stored();
});
afterAll(async () => {
  await testEnv.DB.batch([
    testEnv.DB.prepare('UPDATE promotions SET site_in_promotion = ?, nav_promo_label = ?, page_promo_label = ?').bind(
      original?.site_in_promotion,
      original?.nav_promo_label,
      original?.page_promo_label,
    ),
    testEnv.DB.prepare('UPDATE shop_settings SET pix_discount_percent = ?').bind(original?.pix_discount_percent),
  ]);
});

describe('settings in the back office', () => {
  it('switches the promotion off and on as shoppers see it, and sets the Pix discount', async () => {
    const owner = await signedInOwner();
    const shopper = shopperBrowser();
    const off = await postForm(owner, '/admin/configuracoes', {
      nav_promo_label: 'Black Friday',
      page_promo_label: 'Black Friday',
      pix_discount_percent: '5',
      low_stock_threshold: '3',
    });
    expect(off.status).toBe(303);
    const closed = await shopper.send('/blackfriday');
    expect(closed.status).toBe(302);
    expect(closed.headers.get('location')).toBe('/momentos');

    const on = await postForm(owner, '/admin/configuracoes', {
      site_in_promotion: 'sim',
      nav_promo_label: 'Natal Adega',
      page_promo_label: 'Ofertas de Natal',
      pix_discount_percent: '7,5',
      low_stock_threshold: '4',
    });
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/admin/configuracoes?salvo=1');
    expect(await stored()).toEqual({ site_in_promotion: 1, nav_promo_label: 'Natal Adega', page_promo_label: 'Ofertas de Natal', pix_discount_percent: 7.5 });
    const page = await (await owner.send('/admin/configuracoes?salvo=1')).text();
    expect(page).toContain('Alterações salvas');
    expect(page).toContain('value="7,5"');
    expect(page).toContain('Black Friday ativa: não → sim');
    expect(page).toContain('Avisar quando o estoque chegar a (garrafas)');
    expect(page).toContain('value="4"');

    expect((await shopper.send('/blackfriday')).status).toBe(200);
    expect(await (await shopper.send('/momentos')).text()).toContain('Natal Adega');
    const settings = (await (await SELF.fetch(`${ORIGIN}/api/shopSettings`)).json()) as { pixDiscountPercent: number };
    expect(settings.pixDiscountPercent).toBe(7.5);
  });

  it('refuses a discount the shop cannot give, beside its field, saving nothing', async () => {
    const owner = await signedInOwner();
    const before = await stored();
    const refused = await postForm(owner, '/admin/configuracoes', {
      site_in_promotion: 'sim',
      nav_promo_label: '',
      page_promo_label: 'X',
      pix_discount_percent: 'cinco',
      low_stock_threshold: 'dez',
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(ADMIN_SETTINGS_MESSAGES.pixDiscountPercent);
    expect(html).toContain(ADMIN_SETTINGS_MESSAGES.lowStockThreshold);
    expect(html).toContain(ADMIN_SETTINGS_MESSAGES.navPromoLabel);
    expect(await stored()).toEqual(before);
  });

  it('sends a visitor without a session to the login, and refuses their change', async () => {
    const visitor = shopperBrowser();
    expect((await visitor.send('/admin/configuracoes')).headers.get('location')).toBe('/admin/entrar');
    const before = await stored();
    expect((await postForm(visitor, '/admin/configuracoes', { pix_discount_percent: '40', nav_promo_label: 'a', page_promo_label: 'b' })).status).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
