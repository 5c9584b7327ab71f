import { subscribe } from 'valtio/vanilla';
import { CHROME_MESSAGES } from '../../src/core/messages/pt-BR-chrome.ts';
import { showSnack } from '../../src/core/stores/snack-store.ts';
import type { Stores } from '../../src/stores/stores.ts';
import { claimReload } from './reload-guard.ts';

/** The workbox-generated worker (scripts/vite/pwa.ts) activates a waiting version on this message. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/**
 * spec §4 "Service worker": registers /sw.js (scope /). A waiting or external update sets
 * needRefresh and offers "Atualizar"; once the new worker takes control the page reloads. The
 * first install sets offlineReady. Returns a function that asks the browser for a newer worker.
 *
 * The worker itself is workbox's; registration is these few lines rather than workbox-window,
 * which would add 2 KB to every page's first load for the same three events.
 */
export function registerServiceWorker(stores: Stores): { checkForUpdate: () => void } {
  if (!('serviceWorker' in navigator)) return { checkForUpdate: () => undefined };
  const container = navigator.serviceWorker;
  const updating = Boolean(container.controller); // a worker already serves this page
  let registration: ServiceWorkerRegistration | undefined;

  const offerUpdate = (waiting: ServiceWorker) => {
    stores.pwa.needRefresh = true;
    showSnack(stores.snack, {
      text: CHROME_MESSAGES.updateAvailable,
      style: 'info',
      action: { label: CHROME_MESSAGES.updateNow, run: () => waiting.postMessage(SKIP_WAITING) },
    });
  };

  container
    .register('/sw.js', { scope: '/' })
    .then((registered) => {
      registration = registered;
      // A version already waiting (installed by another tab: the "external" update).
      if (registered.waiting && container.controller) offerUpdate(registered.waiting);
      registered.addEventListener('updatefound', () => {
        const installing = registered.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state !== 'installed') return;
          if (container.controller) {
            offerUpdate(installing);
          } else {
            stores.pwa.offlineReady = true;
            announceOfflineReady(stores);
          }
        });
      });
    })
    .catch((error: unknown) => console.warn('service worker registration failed', error));

  // The new worker took control (from this tab or another): reload once, guarded.
  container.addEventListener('controllerchange', () => {
    if (updating && claimReload(window.location.pathname, Date.now())) window.location.reload();
  });

  return { checkForUpdate: () => void registration?.update() };
}

/**
 * "Pronto para uso offline" is an ambient notice: it waits until nothing asks the shopper anything
 * (the adults-only notice, then the privacy notice, both on a first visit, when the worker installs),
 * shows at the bottom, clear of the header, and never replaces the answer to something the
 * shopper just did (another snack showing).
 */
function announceOfflineReady(stores: Stores): void {
  const free = () => stores.access.ageNotice === 'read' && stores.access.privacyNoticeRead;
  const announce = () => {
    if (!stores.snack.open) showSnack(stores.snack, { text: CHROME_MESSAGES.offlineReady, style: 'success', placement: 'bottom' });
  };
  if (free()) {
    announce();
    return;
  }
  const stop = subscribe(stores.access, () => {
    if (!free()) return;
    stop();
    announce();
  });
}

/** Marks that a newer build exists (read after a back/forward restore, and by tests). */
const NEW_BUILD_ATTR = 'data-new-build';

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
