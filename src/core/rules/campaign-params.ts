/**
 * What ad platforms and mail tools add to a link to follow a click (a campaign's name, a click id,
 * an analytics cookie carried across domains): none of it changes what a page shows. One list for
 * the whole shop: the edge's page cache leaves these out of its key (one render serves every
 * click of a campaign), pages leave them out of their own links (a click id is not passed on to
 * the next page), and the edge counts the click from them (docs/performance.md "Field data").
 */
const CLICK_IDS: Readonly<Record<string, string>> = {
  fbclid: 'meta',
  igshid: 'instagram',
  gclid: 'google',
  gclsrc: 'google',
  dclid: 'google',
  gbraid: 'google',
  wbraid: 'google',
  srsltid: 'google-shopping',
  msclkid: 'microsoft',
  ttclid: 'tiktok',
  twclid: 'x',
  li_fat_id: 'linkedin',
  epik: 'pinterest',
  mc_cid: 'mailchimp',
  mc_eid: 'mailchimp',
  _hsenc: 'hubspot',
  _hsmi: 'hubspot',
  yclid: 'yandex',
};

/** Google Analytics' cross-domain linker: says nothing of a click's source. */
const LINKER_PARAMS: ReadonlySet<string> = new Set(['_ga', '_gl']);

/** Every `utm_*` (utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id...). */
const UTM_PREFIX = 'utm_';

export function isCampaignParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith(UTM_PREFIX) || Object.hasOwn(CLICK_IDS, lower) || LINKER_PARAMS.has(lower);
}

/** The query a page is made from: the same parameters in the same order, campaign parameters left out. */
export function withoutCampaignParams(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([name]) => !isCampaignParam(name)));
}

/** A campaign click: where it came from (`utm_source`, else the platform its click id names), its medium and campaign. */
export interface Campaign {
  source: string;
  medium: string;
  campaign: string;
}

/** What the edge counts of a value a link carries: lower case, bounded. */
const tag = (value: string | null) => (value ?? '').trim().toLowerCase().slice(0, 60);

/** The campaign a link's query names, or null for a visit that came from no campaign. */
export function campaignOf(params: URLSearchParams): Campaign | null {
  const lower = new Map([...params].map(([name, value]) => [name.toLowerCase(), value]));
  const clickId = [...lower.keys()].find((name) => Object.hasOwn(CLICK_IDS, name));
  const source = tag(lower.get('utm_source') ?? null) || (clickId ? (CLICK_IDS[clickId] ?? '') : '');
  if (!source) return null;
  return { source, medium: tag(lower.get('utm_medium') ?? null), campaign: tag(lower.get('utm_campaign') ?? null) };
}
