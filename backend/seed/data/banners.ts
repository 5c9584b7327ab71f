import banners from './banners.json' with { type: 'json' };

/**
 * Popups, banner-left/right and campaign texts, in banners.json. Coupon codes in the texts are the
 * commerce service's (coupons.ts). Dates are São Paulo time (DECISIONS "Popups").
 *
 * spec §3 "Popup banner", one of each of spec §4's rules: first access only; weekly with a day
 * list (English names); a day list in Portuguese; no day list (shown only on its expiry day, Black
 * Friday 2026); expired; inactive.
 */
export const POPUP_BANNERS = banners.popups;

/** spec §2 "Banner-left and banner-right images". */
export const PAGE_BANNERS = banners.pageBanners;

/** Campaign texts for /politica/campanhas and /landingPage/Vivalavida; `body` is kept as paragraphs. */
export const CAMPAIGNS = banners.campaigns.map((campaign) => ({ ...campaign, body: campaign.body.join('\n\n') }));
