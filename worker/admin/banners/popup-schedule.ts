import type { PopupBannerCreate } from '../../../src/contracts/admin/banners.ts';
import type { PopupBanner } from '../../../src/contracts/banners.ts';
import { isPopupEligible } from '../../../src/core/rules/popup-eligibility.ts';

const DAY_MS = 86_400_000;
/** São Paulo is UTC−03:00 all year (src/core/rules/sao-paulo-time.ts). */
const SAO_PAULO_OFFSET_MS = 3 * 3_600_000;
const DAYS_AHEAD = 7;

const DAY_LABEL = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'America/Sao_Paulo' });

/** The popup as the shop receives it from `GET /api/banner`. */
function asShopBanner(popup: PopupBannerCreate): PopupBanner {
  return {
    id: 1,
    screen: popup.screen,
    title: popup.title,
    description: popup.description,
    url_media: popup.url_media,
    url_action: popup.url_action,
    active: popup.active ? 1 : 0,
    weekly: popup.weekly ? 1 : 0,
    daily: popup.daily,
    expires_time: popup.expires_time,
    firstAccess: popup.first_access ? 1 : 0,
    position: popup.position,
  };
}

/**
 * The days of the coming week on which the shop would show the popup to a shopper who has not
 * dismissed it, by the shop's own rule (spec §4 "Popup banner": active, not expired, with no day
 * list only on its expiry's day, with one only on those days), so the owner sees what their
 * choices mean before saving. Today counts from `now`; later days from their first minute.
 */
export function popupShowDays(popup: PopupBannerCreate, now: Date): string[] {
  const banner = asShopBanner(popup);
  const screen = popup.screen === 'desktop' ? 'desktop' : 'mobile';
  const history = { dismissed: [], lastShown: [] };
  const todayStart = Math.floor((now.getTime() - SAO_PAULO_OFFSET_MS) / DAY_MS) * DAY_MS + SAO_PAULO_OFFSET_MS;
  const days: string[] = [];
  for (let offset = 0; offset < DAYS_AHEAD; offset++) {
    const moment = offset === 0 ? now : new Date(todayStart + offset * DAY_MS + 60_000);
    if (isPopupEligible(banner, { now: moment, screen, firstAccess: true, hadFirstDiscount: false, history }))
      days.push(offset === 0 ? 'hoje' : DAY_LABEL.format(moment));
  }
  return days;
}
