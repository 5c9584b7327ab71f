import { STORAGE_KEYS } from '../../core/constants.ts';
import type { PopupHistory } from '../../core/rules/popup-eligibility.ts';

/**
 * spec §3 storage keys `banners` (ids of dismissed banners) and `lastTimeBanner` (id and hour of
 * the last showing), read defensively: older app versions and other scripts share the storage.
 * Plain checks rather than schemas: popups run on every page, before any interaction, where
 * schema code would cost every shopper bytes.
 */
function readArray(raw: string | null): unknown[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isShowing(value: unknown): value is PopupHistory['lastShown'][number] {
  if (typeof value !== 'object' || value === null) return false;
  const { id, hour } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof hour === 'string';
}

export function readPopupHistory(storage: Storage): PopupHistory {
  return {
    dismissed: readArray(storage.getItem(STORAGE_KEYS.dismissedBanners)).filter(isId),
    lastShown: readArray(storage.getItem(STORAGE_KEYS.lastTimeBanner)).filter(isShowing),
  };
}

export function writePopupHistory(storage: Storage, history: PopupHistory): void {
  storage.setItem(STORAGE_KEYS.dismissedBanners, JSON.stringify(history.dismissed));
  storage.setItem(STORAGE_KEYS.lastTimeBanner, JSON.stringify(history.lastShown));
}

/**
 * Whether this browser has had its first-purchase discount (spec §3 `haveFirstDiscount`, also read
 * under the old app's misspelling `haveFistDiscount`): written when a link coupon is applied.
 */
export function hadFirstDiscount(storage: Storage): boolean {
  return [STORAGE_KEYS.haveFirstDiscount, STORAGE_KEYS.haveFirstDiscountLegacy].some((key) => storage.getItem(key) === 'true');
}
