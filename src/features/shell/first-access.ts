import { STORAGE_KEYS, TIMINGS } from '../../core/constants.ts';
import { clearLocalData } from './local-data.ts';

export interface FirstAccessResult {
  /** spec §4: the first-visit state (firstAccess popups show only then). */
  firstAccess: boolean;
  /** The local data was older than 8 days and has been cleared (cart kept: DECISIONS 3). */
  reset: boolean;
}

function start(storage: Storage, now: Date): void {
  storage.setItem(STORAGE_KEYS.firstAccess, 'true');
  storage.setItem(STORAGE_KEYS.firstAccessTime, now.toISOString());
}

/**
 * spec §4 "First access": when the flag is absent it is set and a first visit begins. Eight or
 * more days after the first recorded access the shop's local data is cleared (except the cart,
 * DECISIONS 3) and the time reset, which starts a new first visit.
 */
export function checkFirstAccess(storage: Storage, now: Date): FirstAccessResult {
  if (storage.getItem(STORAGE_KEYS.firstAccess) === null) {
    start(storage, now);
    return { firstAccess: true, reset: false };
  }
  const since = new Date(storage.getItem(STORAGE_KEYS.firstAccessTime) ?? '').getTime();
  if (Number.isNaN(since)) {
    // A flag without a readable time (older app versions): start counting from now.
    storage.setItem(STORAGE_KEYS.firstAccessTime, now.toISOString());
    return { firstAccess: false, reset: false };
  }
  if (now.getTime() - since >= TIMINGS.localDataResetMs) {
    clearLocalData(storage, { keepCart: true });
    start(storage, now);
    return { firstAccess: true, reset: true };
  }
  return { firstAccess: false, reset: false };
}
