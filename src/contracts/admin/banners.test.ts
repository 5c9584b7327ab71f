import { describe, expect, it } from 'vitest';
import { isPopupEligible } from '../../core/rules/popup-eligibility.ts';
import { EXTERNAL_HOSTS } from '../../core/constants.ts';
import { safeNavigationTarget } from '../../core/safe-navigation.ts';
import { pageBannerPutSchema, POPUP_DAY_NAMES, popupBannerCreateSchema } from './banners.ts';
import type { PopupBanner } from '../banners.ts';

/**
 * What the owner may write is what the shop understands: every day name the admin API accepts
 * (stored as it stores them) shows a popup on that weekday and no other, by the shop's own rule;
 * the action links it accepts are the ones the shop's navigation gate follows (https only).
 */
const popup = (daily: string, expires_time: string): PopupBanner => ({
  id: 1,
  screen: 'both',
  title: 'Oferta',
  description: '',
  url_media: '/media/banners/1.svg',
  url_action: '',
  active: 1,
  weekly: 1,
  daily,
  expires_time,
  firstAccess: 0,
  position: { desktop: { top: 0 } },
});

const context = (now: Date) => ({ now, screen: 'desktop' as const, firstAccess: false, hadFirstDiscount: false, history: { dismissed: [], lastShown: [] } });

describe('the popup day names the admin API accepts', () => {
  it('show the popup on their own weekday in São Paulo, and on no other', () => {
    // Sunday 2026-11-22, 15:00 in São Paulo, and the six days after it
    const week = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 10, 22 + day, 18)));
    for (const [weekday, names] of POPUP_DAY_NAMES.entries()) {
      for (const name of [...names, names[0].toUpperCase(), `${names[1][0]?.toUpperCase()}${names[1].slice(1)}`]) {
        const parsed = popupBannerCreateSchema.parse({ title: 'Oferta', url_media: '/m.svg', daily: name, expires_time: '2099-01-01T00:00:00-03:00' });
        const shown = week.map((now) => isPopupEligible(popup(parsed.daily, parsed.expires_time), context(now)));
        expect(shown, name).toEqual(week.map((_, day) => day === weekday));
      }
    }
    expect(popupBannerCreateSchema.parse({ title: 'Oferta', url_media: '/m.svg', daily: 'Sáb', expires_time: '2099-01-01T00:00:00Z' }).daily).toBe('sab');
  });
});

describe('the action links the admin API accepts', () => {
  const accepts = (url_action: string) => pageBannerPutSchema.safeParse({ url_media: '/m.svg', url_action, alt: 'Oferta' }).success;

  it('are exactly the https links and site paths the shop’s navigation gate lets through', () => {
    const links = [
      '/home?preco=0-49.99',
      '/landingPage/Vivalavida',
      ...EXTERNAL_HOSTS.map((host) => `https://${host}/adega`),
      'https://WA.ME/5511999999999',
      'https://evil.example/promo',
      'https://adega.example/home',
      'https://user:senha@wa.me/x',
      '//wa.me/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,oi',
      'mailto:dono@adega.test',
    ];
    for (const link of links) {
      const gate = safeNavigationTarget(link, null);
      expect(accepts(link), link).toBe(gate !== null && (link.startsWith('/') || link.startsWith('https:')));
    }
  });

  it('refuse the gate’s plain-http partner links (the shop is https only)', () => {
    for (const host of EXTERNAL_HOSTS) {
      expect(safeNavigationTarget(`http://${host}/x`, null)).not.toBeNull();
      expect(accepts(`http://${host}/x`)).toBe(false);
    }
  });
});
