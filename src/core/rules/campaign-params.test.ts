import { describe, expect, it } from 'vitest';
import { isCampaignParam, withoutCampaignParams } from './campaign-params.ts';

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
