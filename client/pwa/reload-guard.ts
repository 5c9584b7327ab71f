import { TIMINGS } from '../../src/core/constants.ts';

const GUARD_KEY = 'reload-guard';

interface GuardEntry {
  path: string;
  at: number;
}

/**
 * spec §4/§9: a reload for an update or a failed chunk happens at most once per path within
 * 10000 ms, so a broken deploy cannot put the page in a reload loop. Returns whether the caller
 * may reload now, and records it when so.
 */
export function claimReload(path: string, now: number, storage: Storage = window.sessionStorage): boolean {
  let last: GuardEntry | null = null;
  try {
    last = JSON.parse(storage.getItem(GUARD_KEY) ?? 'null') as GuardEntry | null;
  } catch {
    last = null;
  }
  if (last && last.path === path && now - last.at < TIMINGS.reloadGuardMs) return false;
  storage.setItem(GUARD_KEY, JSON.stringify({ path, at: now } satisfies GuardEntry));
  return true;
}

/** Reloads the current page unless it was already reloaded for the same reason moments ago. */
export function reloadOnce(): boolean {
  if (!claimReload(window.location.pathname, Date.now())) return false;
  window.location.reload();
  return true;
}
