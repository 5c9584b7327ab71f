import { describe, expect, it } from 'vitest';
import { bannerResponseSchema, campaignsResponseSchema, pageBannersResponseSchema } from '../../../src/contracts/banners.ts';
import { get } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

describe('GET /api/banner', () => {
  it('answers every popup banner with every field of spec §3, in the backend order', async () => {
    const response = await get('/api/banner');
    expect(response.status).toBe(200);
    const banners = bannerResponseSchema.parse(await response.json());
    expect(banners.map((banner) => banner.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(banners[0]).toMatchObject({ firstAccess: 1, position: { desktop: { top: 120 } } });
  });

  it('exercises every rule of spec §4: first access, weekly, day lists, no day list, expired, inactive', async () => {
    const banners = bannerResponseSchema.parse(await (await get('/api/banner')).json());
    const now = Date.now();
    expect(banners.some((banner) => banner.firstAccess === 1)).toBe(true);
    expect(banners.some((banner) => banner.weekly === 1 && banner.daily !== '')).toBe(true);
    expect(banners.some((banner) => /\b(seg|ter|qua|qui|sex)\b/.test(banner.daily))).toBe(true);
    expect(banners.some((banner) => banner.daily === '' && banner.active === 1)).toBe(true);
    expect(banners.some((banner) => Date.parse(banner.expires_time) < now)).toBe(true);
    expect(banners.some((banner) => banner.active === 0)).toBe(true);
    expect(new Set(banners.map((banner) => banner.screen))).toEqual(new Set(['both', 'desktop', 'mobile']));
  });

  it('names the public campaign coupon in a banner', async () => {
    const banners = bannerResponseSchema.parse(await (await get('/api/banner')).json());
    expect(banners.some((banner) => banner.description.includes('VIVALAVIDA10'))).toBe(true);
  });

  it('serves every banner image it names', async () => {
    const banners = bannerResponseSchema.parse(await (await get('/api/banner')).json());
    for (const banner of banners) expect((await get(banner.url_media)).status, banner.url_media).toBe(200);
  });

  it('places a hand-edited position without desktop.top at the top', async () => {
    await testEnv.DB.prepare(`UPDATE popup_banners SET position = '{"mobile":{"top":3}}' WHERE id = 6`).run();
    const banners = bannerResponseSchema.parse(await (await get('/api/banner')).json());
    expect(banners.find((banner) => banner.id === 6)?.position).toEqual({ desktop: { top: 0 } });
  });
});

describe('GET /api/pageBanners', () => {
  it('answers the left and right banners with images it serves', async () => {
    const { banners } = pageBannersResponseSchema.parse(await (await get('/api/pageBanners')).json());
    expect(banners.map((banner) => banner.slot)).toEqual(['left', 'right']);
    for (const banner of banners) expect((await get(banner.url_media)).status).toBe(200);
  });
});

describe('GET /api/campaigns', () => {
  it('answers the running campaigns, the Viva la Vida one with its public coupon', async () => {
    const { campaigns } = campaignsResponseSchema.parse(await (await get('/api/campaigns')).json());
    const vivalavida = campaigns.find((campaign) => campaign.slug === 'vivalavida');
    expect(vivalavida).toMatchObject({ coupon: 'VIVALAVIDA10', partner_name: 'vivalavida' });
    expect(vivalavida?.body).toContain('VIVALAVIDA10');
    expect(vivalavida?.body).toContain('R$ 100,00');
    expect(campaigns.some((campaign) => campaign.coupon === 'PRIMEIRACOMPRA')).toBe(true);
  });

  it('leaves out ended and inactive campaigns', async () => {
    await testEnv.DB.batch([
      testEnv.DB.prepare("UPDATE campaigns SET ends_at = '2020-01-01T00:00:00-03:00' WHERE slug = 'primeira-compra'"),
      testEnv.DB.prepare("UPDATE campaigns SET active = 0 WHERE slug = 'frete-gratis'"),
    ]);
    const { campaigns } = campaignsResponseSchema.parse(await (await get('/api/campaigns')).json());
    expect(campaigns.map((campaign) => campaign.slug)).not.toContain('primeira-compra');
    expect(campaigns.map((campaign) => campaign.slug)).not.toContain('frete-gratis');
    expect(campaigns.map((campaign) => campaign.slug)).toContain('vivalavida');
  });
});
