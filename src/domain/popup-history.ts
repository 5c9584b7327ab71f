import { z } from 'zod/mini';
import { STORAGE_KEYS } from '../constants.ts';
import type { PopupHistory } from './popup-banners.ts';

/**
 * spec §3 storage keys `banners` (ids of dismissed banners) and `lastTimeBanner` (id and hour of
 * the last showing), read defensively: older app versions and other scripts share the storage.
 */
const idsSchema = z.array(z.number().check(z.int(), z.positive()));
const lastShownSchema = z.array(z.object({ id: z.number(), hour: z.string() }));

function readJson<T>(raw: string | null, schema: z.ZodMiniType<T>, fallback: T): T {
  if (raw === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function readPopupHistory(storage: Storage): PopupHistory {
  return {
    dismissed: readJson(storage.getItem(STORAGE_KEYS.dismissedBanners), idsSchema, []),
    lastShown: readJson(storage.getItem(STORAGE_KEYS.lastTimeBanner), lastShownSchema, []),
  };
}

export function writePopupHistory(storage: Storage, history: PopupHistory): void {
  storage.setItem(STORAGE_KEYS.dismissedBanners, JSON.stringify(history.dismissed));
  storage.setItem(STORAGE_KEYS.lastTimeBanner, JSON.stringify(history.lastShown));
}
