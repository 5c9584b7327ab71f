/**
 * What ad platforms and mail tools add to a link to follow a click (a campaign's name, a click id,
 * an analytics cookie carried across domains): none of it changes what a page shows. One list for
 * the whole shop: the edge's page cache leaves these out of its key (one render serves every
 * click of a campaign), pages leave them out of their own links (a click id is not passed on to
 * the next page), and the edge counts the click from them (docs/performance.md "Field data").
 */
const CLICK_PARAMS: ReadonlySet<string> = new Set([
  'fbclid', // Meta (Facebook, Instagram)
  'gclid', // Google Ads
  'gclsrc',
  'dclid',
  'gbraid', // Google Ads, iOS
  'wbraid',
  'msclkid', // Microsoft Ads
  'ttclid', // TikTok
  'twclid', // X
  'li_fat_id', // LinkedIn
  'epik', // Pinterest
  'igshid', // Instagram shares
  'mc_cid', // Mailchimp
  'mc_eid',
  '_ga', // Google Analytics' cross-domain linker
  '_gl',
  'srsltid', // Google Merchant listings
  '_hsenc', // HubSpot
  '_hsmi',
  'yclid', // Yandex
]);

/** Every `utm_*` (utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id...). */
const UTM_PREFIX = 'utm_';

export function isCampaignParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith(UTM_PREFIX) || CLICK_PARAMS.has(lower);
}

/** The query a page is made from: the same parameters in the same order, campaign parameters left out. */
export function withoutCampaignParams(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([name]) => !isCampaignParam(name)));
}
