import { STORAGE_KEYS } from '../../core/constants.ts';
import type { AccessState } from './access-store.ts';

/**
 * The 18+ answer this browser gave before (`allowAccess`): "Sim" is remembered; anything else
 * means the question is asked. Read once at start, before any island needs it.
 */
export function rememberedAgeAnswer(storage: Storage): AccessState['age'] {
  return storage.getItem(STORAGE_KEYS.allowAccess) === 'true' ? 'confirmed' : 'asking';
}

/** Whether this browser read the privacy notice before (`privacyNoticeDismissed`). */
export function rememberedPrivacyNotice(storage: Storage): boolean {
  return storage.getItem(STORAGE_KEYS.privacyNoticeDismissed) === 'true';
}
