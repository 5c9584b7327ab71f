import { describe, expect, it } from 'vitest';
import { campaignOf, isCampaignParam, withoutCampaignParams } from './campaign-params.ts';

describe('campaign parameters', () => {
  it.each([
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'UTM_Source',
    'fbclid',
    'gclid',
    'gbraid',
    'wbraid',
    'msclkid',
    'ttclid',
    'twclid',
    'li_fat_id',
    'mc_cid',
    'mc_eid',
    '_ga',
    '_gl',
    'srsltid',
  ])('%s says nothing about the page', (name) => {
    expect(isCampaignParam(name)).toBe(true);
  });

  it.each(['coupon', 'pagina', 'docura', 'preco', 'ocasiao', 'prato', 'agrupado', 'token', 'fbits-login', 'redirectUrl', 'utm', 'gclid2'])(
    '%s is the page’s own',
    (name) => {
      expect(isCampaignParam(name)).toBe(false);
    },
  );

  it('keeps the page’s parameters in their order, repeated ones included', () => {
    const params = new URLSearchParams('utm_source=insta&docura=seco&fbclid=A&pagina=2&docura=suave&_gl=1*x');
    expect(withoutCampaignParams(params).toString()).toBe('docura=seco&pagina=2&docura=suave');
  });
});

describe('the campaign a click came from', () => {
  it.each([
    ['utm_source=Instagram&utm_medium=Social&utm_campaign=Natal', { source: 'instagram', medium: 'social', campaign: 'natal' }],
    ['fbclid=IwAR1', { source: 'meta', medium: '', campaign: '' }],
    ['gclid=abc&utm_campaign=vinhos', { source: 'google', medium: '', campaign: 'vinhos' }],
    ['utm_source=newsletter&fbclid=x', { source: 'newsletter', medium: '', campaign: '' }],
    ['ttclid=1', { source: 'tiktok', medium: '', campaign: '' }],
    ['srsltid=1', { source: 'google-shopping', medium: '', campaign: '' }],
  ])('%s', (query, campaign) => {
    expect(campaignOf(new URLSearchParams(query))).toEqual(campaign);
  });

  it('a visit with no source is no campaign click (a linker alone, a coupon, nothing)', () => {
    for (const query of ['', '_gl=1*abc&_ga=2.1', 'coupon=NATAL10', 'utm_source=', 'utm_medium=cpc'])
      expect(campaignOf(new URLSearchParams(query)), query).toBeNull();
  });

  it('bounds what it keeps', () => {
    expect(campaignOf(new URLSearchParams(`utm_source=${'a'.repeat(500)}`))?.source).toHaveLength(60);
  });
});
