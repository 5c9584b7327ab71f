import { STORAGE_KEYS } from '../../core/constants.ts';
import type { AccessState } from './access-store.ts';

/**
 * Whether this browser read the adults-only notice before (`allowAccess`, the spec's key): read,
 * it does not show again. Read once at start, before any island needs it.
 */
export function rememberedAgeNotice(storage: Storage): AccessState['ageNotice'] {
  return storage.getItem(STORAGE_KEYS.allowAccess) === 'true' ? 'read' : 'showing';
}

/** Whether this browser read the privacy notice before (`privacyNoticeDismissed`). */
export function rememberedPrivacyNotice(storage: Storage): boolean {
  return storage.getItem(STORAGE_KEYS.privacyNoticeDismissed) === 'true';
}
