import { proxy } from 'valtio/vanilla';

/**
 * spec §4 "Service worker": needRefresh (a new version waits), offlineReady (first install
 * done), and whether the browser offered to install the app. `install` is set by client/ when
 * the browser's install prompt is available.
 */
export interface PwaState {
  needRefresh: boolean;
  offlineReady: boolean;
  install: (() => Promise<void>) | null;
}

export function createPwaStore(): PwaState {
  return proxy<PwaState>({ needRefresh: false, offlineReady: false, install: null });
}
