import { proxy } from 'valtio/vanilla';

/**
 * The 18+ confirmation (the shop sells alcohol). `unknown` until the browser has read what the
 * shopper answered before (the server cannot know); `asking` while the question shows. Popups
 * and notices wait for `confirmed`, so nothing stacks on top of the question.
 */
export interface AccessState {
  age: 'unknown' | 'asking' | 'confirmed' | 'refused';
  /** spec §4 "First access": this page view is the shopper's first (firstAccess popups). */
  firstVisit: boolean;
  /** The privacy notice was read ("Entendi", remembered in local storage): it no longer shows. */
  privacyNoticeRead: boolean;
}

export function createAccessStore(): AccessState {
  return proxy<AccessState>({ age: 'unknown', firstVisit: false, privacyNoticeRead: false });
}
