import { Hono } from 'hono';
import type { BannerResponse, CampaignsResponse, PageBannersResponse, PopupBanner } from '../../../src/contracts/banners.ts';
import type { BackendEnv } from '../env.ts';
import { readsOf } from '../db/replica-reads.ts';

interface PopupBannerRow {
  id: number;
  screen: PopupBanner['screen'];
  title: string;
  description: string;
  url_media: string;
  url_action: string;
  active: 0 | 1;
  weekly: 0 | 1;
  daily: string;
  expires_time: string;
  first_access: 0 | 1;
  position: string;
}

/** A stored position that lacks desktop.top (hand-edited rows) places the popup at the top. */
function parsePosition(json: string): PopupBanner['position'] {
  const parsed: unknown = JSON.parse(json);
  const top = (parsed as { desktop?: { top?: unknown } } | null)?.desktop?.top;
  return { desktop: { top: typeof top === 'number' ? top : 0 } };
}

/**
 * spec §7 GET /api/banner (popup banners), banner-left/right (spec §2 "Other UI") and the
 * campaign texts.
 */
export const bannerRoutes = new Hono<BackendEnv>()
  // Every configured popup, in the backend's order: spec §4's show rules (active, expiry, days,
  // weekly, first access) are the client's, so they are all sent.
  .get('/banner', async (c) => {
    const { results } = await readsOf(c)
      .prepare(
        `SELECT id, screen, title, description, url_media, url_action, active, weekly, daily, expires_time,
         first_access, position FROM popup_banners ORDER BY sort_order, id`,
      )
      .all<PopupBannerRow>();
    const body: BannerResponse = results.map(({ first_access, position, ...row }) => ({
      ...row,
      firstAccess: first_access,
      position: parsePosition(position),
    }));
    return c.json(body);
  })
  .get('/pageBanners', async (c) => {
    const { results } = await readsOf(c)
      .prepare("SELECT slot, url_media, url_action, alt FROM page_banners WHERE active = 1 ORDER BY slot = 'right', slot")
      .all<PageBannersResponse['banners'][number]>();
    return c.json({ banners: results } satisfies PageBannersResponse);
  })
  // Running campaigns: active and not ended (compared as instants, whatever the stored offset).
  .get('/campaigns', async (c) => {
    const { results } = await readsOf(c)
      .prepare(
        `SELECT slug, title, body, coupon, partner_name, url_media, url_action, ends_at FROM campaigns
       WHERE active = 1 AND (ends_at IS NULL OR unixepoch(ends_at) > unixepoch('now'))
       ORDER BY position, slug`,
      )
      .all<CampaignsResponse['campaigns'][number]>();
    return c.json({ campaigns: results } satisfies CampaignsResponse);
  });
