import { z } from 'zod/mini';

const flag = () => z.union([z.literal(0), z.literal(1)]);

/**
 * spec §3 "Popup banner", as `GET /api/banner` answers it: every configured banner in the
 * backend's order; the client applies spec §4's rules (active, expiry, `daily` day list,
 * `weekly`, `firstAccess`, the 2-hour re-show). `daily` is comma-separated three-letter day names
 * (English or Portuguese, DECISIONS "Popups"), empty for none; `expires_time` is ISO-8601 with an
 * offset; `position.desktop.top` is in pixels.
 */
const popupBannerSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  screen: z.enum(['mobile', 'desktop', 'both']),
  title: z.string(),
  description: z.string(),
  url_media: z.string(),
  url_action: z.string(),
  active: flag(),
  weekly: flag(),
  daily: z.string(),
  expires_time: z.string(),
  firstAccess: flag(),
  position: z.object({ desktop: z.object({ top: z.number() }) }),
});

export type PopupBanner = z.infer<typeof popupBannerSchema>;

/** spec §7 `GET /api/banner` response: the banner list. */
export const bannerResponseSchema = z.array(popupBannerSchema);

export type BannerResponse = z.infer<typeof bannerResponseSchema>;

/** spec §2 "Banner-left and banner-right images": `GET /api/pageBanners`, the active ones. */
const pageBannerSchema = z.object({
  slot: z.enum(['left', 'right']),
  url_media: z.string(),
  url_action: z.string(),
  alt: z.string(),
});

export const pageBannersResponseSchema = z.object({ banners: z.array(pageBannerSchema) });

export type PageBannersResponse = z.infer<typeof pageBannersResponseSchema>;

/**
 * `GET /api/campaigns`: the running campaigns, for /politica/campanhas (the campaign landing page,
 * /landingPage/Vivalavida, is the spec's fixed page and reads none). `body` is plain text, paragraphs separated by a blank line; `coupon` is the public
 * coupon code the campaign advertises.
 */
export const campaignSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  coupon: z.nullable(z.string()),
  partner_name: z.nullable(z.string()),
  url_media: z.string(),
  url_action: z.string(),
  ends_at: z.nullable(z.string()),
});

export const campaignsResponseSchema = z.object({ campaigns: z.array(campaignSchema) });

export type CampaignsResponse = z.infer<typeof campaignsResponseSchema>;
