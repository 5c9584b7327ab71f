import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_SETTINGS_MESSAGES as M, adminShopSettingsSchema } from '../../../src/contracts/admin/settings.ts';
import { adminGet, adminSend, auditRows } from '../../test/admin.ts';
import { testEnv } from '../../test/test-env.ts';
import { get } from '../../test/http.ts';

/** "Configurações" through the admin API: the promotion switch and labels and the Pix discount, as the shop then reads them. */
const settings = async () => adminShopSettingsSchema.parse(await (await adminGet('/settings')).json());
let original: Awaited<ReturnType<typeof settings>>;

beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
  original ??= await settings();
});

afterAll(async () => {
  await adminSend('/settings', original);
});

describe('/admin-api/settings', () => {
  it('switches the promotion on with its labels and sets the Pix discount, in one batch with its audit rows', async () => {
    const saved = await adminSend('/settings', {
      site_in_promotion: true,
      nav_promo_label: 'Natal',
      page_promo_label: 'Ofertas de Natal',
      pix_discount_percent: 7.5,
      low_stock_threshold: 5,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      site_in_promotion: true,
      nav_promo_label: 'Natal',
      page_promo_label: 'Ofertas de Natal',
      pix_discount_percent: 7.5,
      low_stock_threshold: 5,
    });

    const filters = (await (await get('/api/filters')).json()) as { promotion: unknown };
    expect(filters.promotion).toMatchObject({ nav_promo_label: 'Natal', page_promo_label: 'Ofertas de Natal', site_in_promotion: 1 });
    const shop = (await (await get('/api/shopSettings')).json()) as { pixDiscountPercent: number };
    expect(shop.pixDiscountPercent).toBe(7.5);

    const rows = await auditRows();
    expect(rows.map((row) => row.entity).sort()).toEqual(['promotion', 'shop_settings']);
    expect(rows.find((row) => row.entity === 'shop_settings')).toMatchObject({ after_json: '{"pix_discount_percent":7.5,"low_stock_threshold":5}' });
  });

  it('refuses what the shop cannot take, field by field, changing nothing', async () => {
    const before = await settings();
    const refused = await adminSend('/settings', { pix_discount_percent: 80, nav_promo_label: '  ', site_in_promotion: 'sim', low_stock_threshold: 1.5 });
    expect(refused.status).toBe(400);
    expect((await refused.json()) as unknown).toMatchObject({
      fields: {
        pix_discount_percent: M.pixDiscountPercent,
        nav_promo_label: M.navPromoLabel,
        site_in_promotion: M.siteInPromotion,
        low_stock_threshold: M.lowStockThreshold,
      },
    });
    expect((await adminSend('/settings', { pix_discount_percent: 2.555 })).status).toBe(400);
    expect((await adminSend('/settings', { theme: 'dark' })).status).toBe(400);
    expect((await adminSend('/settings', {})).status).toBe(400);
    expect(await settings()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });
});
