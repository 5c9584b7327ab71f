/**
 * The browser entry: hydrates the islands, then restores what the browser keeps (the cart) and
 * starts the installable-app machinery. Everything else a page needs was rendered by the server.
 */
import { CART, COOKIES, ISLAND_ATTRS, STORAGE_KEYS } from '../src/core/constants.ts';
import { rememberedAgeNotice, rememberedPrivacyNotice } from '../src/features/shell/age-notice.ts';
import { checkFirstAccess } from '../src/features/shell/first-access.ts';
import { onSessionEnded } from '../src/core/browser/session-ended.ts';
import { CHROME_MESSAGES } from '../src/core/messages/pt-BR-chrome.ts';
import { setAuthUser } from '../src/features/account/auth-store.ts';
import { showFeedback } from '../src/core/stores/dialog-store.ts';
import { showFlashSnack } from '../src/core/stores/flash-snack.ts';
import { startCartPersistence } from './cart-persistence.ts';
import { enhanceHeader } from './header-behaviour.ts';
import { hydrateIslands } from './hydrate-islands.tsx';
import { startPageLoader } from './page-loader.ts';
import { captureInstallPrompt } from './pwa/install-prompt.ts';
import { reloadOnce } from './pwa/reload-guard.ts';
import { onNewBuild, registerServiceWorker } from './pwa/register-service-worker.ts';
import { startVersionPolling } from './pwa/version-poll.ts';
import { readPublicConfig } from './public-config.ts';
import { stores } from './stores.ts';
import { whenIdle } from './when-idle.ts';
import { yieldToMain } from './yield-to-main.ts';

function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

// spec §4: a chunk that fails to load (a deploy replaced it) reloads the page, once per path.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnce();
});
captureInstallPrompt(stores);
// The edge found the session ended: say so once, with spec §2's feedback modal ("Ok" → /login).
onSessionEnded(() => {
  setAuthUser(stores.auth, null);
  if (!stores.dialogs.feedback) showFeedback(stores.dialogs, { title: CHROME_MESSAGES.sessionEndedTitle, text: CHROME_MESSAGES.sessionEndedText });
});
enhanceHeader(startPageLoader().show);

/**
 * spec §4 "Cart restore on start" (and a `?coupon=` link, spec §7): the cart's code is loaded only
 * when this browser has a cart or the link carries a coupon, so a first visit stays light.
 */
function restoreCartIfAny(): void {
  const hasCart =
    stores.cart.items.length > 0 ||
    window.localStorage.getItem(STORAGE_KEYS.cartId) !== null ||
    document.cookie.split(';').some((part) => part.trim().startsWith(`${COOKIES.cartId.name}=`));
  if (!hasCart && !new URLSearchParams(window.location.search).has(CART.couponQueryParam)) return;
  void import('../src/features/cart/browser/cart-boot.ts')
    .then(({ startCart }) => startCart(stores))
    .catch((error: unknown) => console.warn('cart: restore could not start', error));
}

/**
 * Nobody is logged in, no island needed to learn it (src/features/account/UserArea.tsx): the
 * server found no session, or the page is one the edge shares and this browser holds no session
 * (no `signedIn` mark, written with the session's cookies).
 */
function noteAnonymousSession(): void {
  if (stores.auth.status !== 'unknown') return;
  const sharedPage = document.querySelector(`[${ISLAND_ATTRS.name}="SessionMenu"]`) !== null;
  const signedIn = document.cookie.split(';').some((part) => part.trim() === `${COOKIES.signedIn.name}=1`);
  if (document.querySelector('[data-session="anonymous"]') || (sharedPage && !signedIn)) setAuthUser(stores.auth, null);
}

async function boot(): Promise<void> {
  // spec §4 "First access" runs before any island reads local data (it may clear it).
  stores.access.firstVisit = checkFirstAccess(window.localStorage, new Date()).firstAccess;
  // The 18+ answer, before the islands: the question's island loads only when it must ask.
  stores.access.ageNotice = rememberedAgeNotice(window.localStorage);
  stores.access.privacyNoticeRead = rememberedPrivacyNotice(window.localStorage);

  noteAnonymousSession();
  // The script runs while the page is still streaming: hydrate what is there now (the shell),
  // then whatever streamed in later (islands inside Suspense boundaries).
  await hydrateIslands(document, stores, reloadOnce);
  await documentParsed();
  noteAnonymousSession();
  await hydrateIslands(document, stores, reloadOnce);
  await startCartPersistence(stores.cart, { onBackForward: restoreCartIfAny });
  document.documentElement.setAttribute(ISLAND_ATTRS.hydrated, 'true');
  showFlashSnack(stores.snack, window.sessionStorage);
  restoreCartIfAny();

  // Field data once the page is idle: its code is outside the first visit's budget.
  void whenIdle()
    .then(() => import('./field-data.ts'))
    .then(({ startFieldData }) => startFieldData())
    .catch((error: unknown) => console.warn('field data: could not start', error));

  const config = readPublicConfig();
  const { checkForUpdate } = registerServiceWorker(stores);
  if (config) {
    startVersionPolling({
      currentId: config.buildId,
      intervalMs: config.versionPollMs,
      onNewVersion: (id) => onNewBuild(id, checkForUpdate),
    });
  }
}

/**
 * A page the browser prerendered (src/core/speculation-rules.ts) shows its server HTML the moment it is
 * opened; nothing of the shopper's runs before that (first access, popups, the session call that
 * renews a token): the islands start when the page is shown.
 */
function whenShown(): Promise<void> {
  if (!(document as Document & { prerendering?: boolean }).prerendering) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('prerenderingchange', () => resolve(), { once: true }));
}

// The islands start in a task after the one that evaluated this script: each stays short.
void whenShown().then(yieldToMain).then(boot);
