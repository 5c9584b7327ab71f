import { describe, expect, it } from 'vitest';
import type { PopupBanner } from '../../contracts/banners.ts';
import { isPopupEligible, nextPopup, recordDismissed, recordShown, type PopupContext } from './popup-eligibility.ts';

// Wednesday 2026-11-25, 15:00 in São Paulo (UTC-3).
const NOW = new Date('2026-11-25T18:00:00Z');

const banner = (overrides: Partial<PopupBanner> = {}): PopupBanner => ({
  id: 1,
  screen: 'both',
  title: 'Oferta',
  description: 'Vinhos até R$ 49,99',
  url_media: '/media/banners/1.svg',
  url_action: '/home?preco=0-49.99',
  active: 1,
  weekly: 0,
  daily: 'Mon,Wed,Fri',
  expires_time: '2026-12-31T23:59:00-03:00',
  firstAccess: 0,
  position: { desktop: { top: 120 } },
  ...overrides,
});

const context = (overrides: Partial<PopupContext> = {}): PopupContext => ({
  now: NOW,
  screen: 'desktop',
  firstAccess: false,
  hadFirstDiscount: false,
  history: { dismissed: [], lastShown: [] },
  ...overrides,
});

describe('popup banner rules (spec §4)', () => {
  it('shows an active, unexpired banner on a listed day', () => {
    expect(isPopupEligible(banner(), context())).toBe(true);
  });

  it('skips inactive and expired banners', () => {
    expect(isPopupEligible(banner({ active: 0 }), context())).toBe(false);
    expect(isPopupEligible(banner({ expires_time: '2026-11-25T14:59:00-03:00' }), context())).toBe(false);
  });

  it('with a daily list, skips days not listed, in English or Portuguese', () => {
    expect(isPopupEligible(banner({ daily: 'Tue,Thu' }), context())).toBe(false);
    expect(isPopupEligible(banner({ daily: 'seg, qua' }), context())).toBe(true);
    expect(isPopupEligible(banner({ daily: 'Sáb,Dom' }), context())).toBe(false);
  });

  it('reads the day in São Paulo time, not UTC', () => {
    // 01:00 UTC Thursday is still Wednesday 22:00 in São Paulo.
    const lateWednesday = new Date('2026-11-26T01:00:00Z');
    expect(isPopupEligible(banner({ daily: 'Wed' }), context({ now: lateWednesday }))).toBe(true);
    expect(isPopupEligible(banner({ daily: 'Thu' }), context({ now: lateWednesday }))).toBe(false);
  });

  it('without a daily list, shows only when the expiry falls today', () => {
    expect(isPopupEligible(banner({ daily: '', expires_time: '2026-11-25T23:00:00-03:00' }), context())).toBe(true);
    expect(isPopupEligible(banner({ daily: '', expires_time: '2026-11-26T10:00:00-03:00' }), context())).toBe(false);
  });

  it('never shows a dismissed non-weekly banner again, but keeps showing weekly ones', () => {
    const dismissed = context({ history: { dismissed: [1], lastShown: [] } });
    expect(isPopupEligible(banner(), dismissed)).toBe(false);
    expect(isPopupEligible(banner({ weekly: 1 }), dismissed)).toBe(true);
  });

  it('records dismissals of non-weekly banners only', () => {
    const empty = { dismissed: [], lastShown: [] };
    expect(recordDismissed(empty, banner()).dismissed).toEqual([1]);
    expect(recordDismissed(empty, banner({ weekly: 1 })).dismissed).toEqual([]);
  });

  it('re-shows only after at least 2 hours since it was last shown', () => {
    const shownAt = new Date(NOW.getTime() - 2 * 60 * 60 * 1000 + 1);
    const history = recordShown({ dismissed: [], lastShown: [] }, 1, shownAt);
    expect(isPopupEligible(banner(), context({ history }))).toBe(false);
    const later = new Date(shownAt.getTime() + 2 * 60 * 60 * 1000);
    expect(isPopupEligible(banner(), context({ history, now: later }))).toBe(true);
  });

  it('shows firstAccess banners only on the first access', () => {
    expect(isPopupEligible(banner({ firstAccess: 1 }), context())).toBe(false);
    expect(isPopupEligible(banner({ firstAccess: 1 }), context({ firstAccess: true }))).toBe(true);
    // the first-purchase welcome is not shown to a browser that had its first discount (spec §3 haveFirstDiscount)
    expect(isPopupEligible(banner({ firstAccess: 1 }), context({ firstAccess: true, hadFirstDiscount: true }))).toBe(false);
    expect(isPopupEligible(banner(), context({ hadFirstDiscount: true }))).toBe(true);
  });

  it('shows a banner only on the screen it is for', () => {
    expect(isPopupEligible(banner({ screen: 'mobile' }), context())).toBe(false);
    expect(isPopupEligible(banner({ screen: 'mobile' }), context({ screen: 'mobile' }))).toBe(true);
  });

  it('offers one at a time, the first eligible in the backend order', () => {
    const list = [banner({ id: 1, active: 0 }), banner({ id: 2 }), banner({ id: 3 })];
    expect(nextPopup(list, context())?.id).toBe(2);
    expect(nextPopup([banner({ active: 0 })], context())).toBeNull();
  });
});
