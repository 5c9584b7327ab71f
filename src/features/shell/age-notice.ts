import { STORAGE_KEYS } from '../../core/constants.ts';
import type { AccessState } from './access-store.ts';

/**
 * Whether this browser read the adults-only notice before (`allowAccess`, the spec's key): read,
 * it does not show again. Read once at start, before any island needs it.
 */
export function rememberedAgeNotice(storage: Storage): AccessState['ageNotice'] {
  return storage.getItem(STORAGE_KEYS.allowAccess) === 'true' ? 'read' : 'showing';
}

/** Set on <html> by the head script while the notice is unread, before the first paint. */
export const AGE_NOTICE_UNREAD_ATTRIBUTE = 'data-age-notice-unread';

/**
 * Runs in <head>, before the stylesheet's link (Document.tsx), so it waits for nothing: an unread
 * notice shows with the page's first paint, as part of it, instead of covering the page once the
 * scripts have loaded (LCP on a first visit: the notice's title is the largest text). The island
 * makes it modal when it hydrates.
 */
export const AGE_NOTICE_SCRIPT = `try{if(localStorage.getItem('${STORAGE_KEYS.allowAccess}')!=='true')document.documentElement.setAttribute('${AGE_NOTICE_UNREAD_ATTRIBUTE}','')}catch(e){}`;

/** The notice was read: the head script's mark goes, so the closed dialog hides. */
export function forgetUnreadAgeNotice(root: HTMLElement): void {
  root.removeAttribute(AGE_NOTICE_UNREAD_ATTRIBUTE);
}

/** Whether this browser read the privacy notice before (`privacyNoticeDismissed`). */
export function rememberedPrivacyNotice(storage: Storage): boolean {
  return storage.getItem(STORAGE_KEYS.privacyNoticeDismissed) === 'true';
}
