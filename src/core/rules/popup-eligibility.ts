import type { PopupBanner } from '../../contracts/banners.ts';
import { saoPauloDate, saoPauloWeekday } from './sao-paulo-time.ts';
import { dayKey, POPUP_DAY_NAMES } from '../../contracts/popup-days.ts';

/** What the browser remembers about popups (spec §3 keys `banners` and `lastTimeBanner`). */
export interface PopupHistory {
  /** Ids of non-weekly banners dismissed once: never shown again. */
  dismissed: number[];
  /** When each banner was last shown (DECISIONS: full timestamps, ISO-8601). */
  lastShown: { id: number; hour: string }[];
}

export interface PopupContext {
  now: Date;
  screen: 'mobile' | 'desktop';
  /** spec §4 "First access": the first-visit state. */
  firstAccess: boolean;
  /** spec §3 `haveFirstDiscount`: this browser already had its first-purchase discount. */
  hadFirstDiscount: boolean;
  history: PopupHistory;
}

/** spec §4: a popup is not shown again within 2 hours of its last showing. */
const POPUP_RESHOW_MS = 2 * 60 * 60 * 1000;

/** A `daily` entry as the rules compare it: its first three letters ("Sábado" is "sab"). */
const normalizeDay = (name: string) => dayKey(name).slice(0, 3);

function dailyDays(daily: string): string[] {
  return daily.split(',').map(normalizeDay).filter(Boolean);
}

/** A banner whose expiry has passed (or cannot be read) never shows again (spec §4). */
export function hasExpired(banner: PopupBanner, now: Date): boolean {
  const expiry = new Date(banner.expires_time).getTime();
  return Number.isNaN(expiry) || expiry <= now.getTime();
}

/**
 * spec §4 "Popup banner": whether a banner may show now. Active and not expired; with no daily
 * list only when its expiry falls today, with one only on the listed days; a dismissed
 * non-weekly banner never again; not within 2 hours of its last showing; firstAccess banners (the
 * first-purchase welcome) only on the first access, and never to a browser that had its first
 * discount; only on the screen it is for.
 */
export function isPopupEligible(banner: PopupBanner, context: PopupContext): boolean {
  const { now, history } = context;
  if (banner.active !== 1) return false;
  if (banner.screen !== 'both' && banner.screen !== context.screen) return false;

  if (hasExpired(banner, now)) return false;
  const expiry = new Date(banner.expires_time);

  const days = dailyDays(banner.daily);
  if (days.length === 0) {
    if (saoPauloDate(expiry) !== saoPauloDate(now)) return false;
  } else {
    const today: readonly string[] = POPUP_DAY_NAMES[saoPauloWeekday(now)] ?? [];
    if (!days.some((day) => today.includes(day))) return false;
  }

  if (banner.firstAccess === 1 && (!context.firstAccess || context.hadFirstDiscount)) return false;
  if (banner.weekly !== 1 && history.dismissed.includes(banner.id)) return false;

  const last = history.lastShown.find((entry) => entry.id === banner.id);
  if (last) {
    const elapsed = now.getTime() - new Date(last.hour).getTime();
    if (Number.isNaN(elapsed) || elapsed < POPUP_RESHOW_MS) return false;
  }
  return true;
}

/** DECISIONS "Popups": one at a time, in the backend's order. */
export function nextPopup(banners: readonly PopupBanner[], context: PopupContext): PopupBanner | null {
  return banners.find((banner) => isPopupEligible(banner, context)) ?? null;
}

/** Records a showing (for the 2-hour rule). */
export function recordShown(history: PopupHistory, id: number, now: Date): PopupHistory {
  return {
    ...history,
    lastShown: [...history.lastShown.filter((entry) => entry.id !== id), { id, hour: now.toISOString() }],
  };
}

/** spec §4: a non-weekly banner dismissed once is recorded; weekly banners are not. */
export function recordDismissed(history: PopupHistory, banner: PopupBanner): PopupHistory {
  if (banner.weekly === 1 || history.dismissed.includes(banner.id)) return history;
  return { ...history, dismissed: [...history.dismissed, banner.id] };
}
