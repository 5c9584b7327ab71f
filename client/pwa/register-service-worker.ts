import { registerSW } from 'virtual:pwa-register';
import { MESSAGES } from '../../src/messages/pt-BR.ts';
import { showSnack } from '../../src/stores/snack-store.ts';
import type { Stores } from '../../src/stores/stores.ts';
import { claimReload } from './reload-guard.ts';

type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

/**
 * spec §4 "Service worker": registers /sw.js (scope /). A waiting or external update sets
 * needRefresh and offers "Atualizar"; once the new worker takes control the page reloads. The
 * first install sets offlineReady. Returns a function that asks the browser for a newer worker.
 */
export function registerServiceWorker(stores: Stores): { checkForUpdate: () => void } {
  if (!('serviceWorker' in navigator)) return { checkForUpdate: () => undefined };
  let registration: ServiceWorkerRegistration | undefined;

  const updateServiceWorker: UpdateServiceWorker = registerSW({
    immediate: true,
    onRegisteredSW(_url, registered) {
      registration = registered;
    },
    onNeedRefresh() {
      stores.pwa.needRefresh = true;
      showSnack(stores.snack, {
        text: MESSAGES.updateAvailable,
        style: 'info',
        action: { label: MESSAGES.updateNow, run: () => void updateServiceWorker(true) },
      });
    },
    onNeedReload() {
      // The new worker took control (from this tab or another): reload once, guarded.
      if (claimReload(window.location.pathname, Date.now())) window.location.reload();
    },
    onOfflineReady() {
      stores.pwa.offlineReady = true;
      showSnack(stores.snack, { text: MESSAGES.offlineReady, style: 'success' });
    },
    onRegisterError(error: unknown) {
      console.warn('service worker registration failed', error);
    },
  });

  return { checkForUpdate: () => void registration?.update() };
}

/** Marks that a newer build exists (read after a back/forward restore, and by tests). */
export const NEW_BUILD_ATTR = 'data-new-build';

/**
 * spec §4 "Version polling": a newer build was deployed. Every navigation in this shop loads its
 * page from the server, so the next navigation already runs the new build; what is left is to
 * fetch the new service worker now (which then offers "Atualizar") and to reload, once and
 * guarded, a page the browser restores from its back/forward cache, which would be the old build.
 */
export function onNewBuild(buildId: string, checkForUpdate: () => void): void {
  document.documentElement.setAttribute(NEW_BUILD_ATTR, buildId);
  checkForUpdate();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && claimReload(window.location.pathname, Date.now())) window.location.reload();
  });
}
