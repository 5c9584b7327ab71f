import { proxy } from 'valtio/vanilla';

/**
 * The adults-only notice (the shop sells alcohol; docs/age-verification.md). `unknown` until the
 * browser has read whether it was read before (the server cannot know); `showing` while it shows.
 * Popups and other notices wait for `read`, so nothing stacks on top of it.
 */
export interface AccessState {
  ageNotice: 'unknown' | 'showing' | 'read';
  /** spec §4 "First access": this page view is the shopper's first (firstAccess popups). */
  firstVisit: boolean;
  /** The privacy notice was read ("Entendi", remembered in local storage): it no longer shows. */
  privacyNoticeRead: boolean;
}

export function createAccessStore(): AccessState {
  return proxy<AccessState>({ ageNotice: 'unknown', firstVisit: false, privacyNoticeRead: false });
}
