import { ref } from 'valtio/vanilla';
import { CHROME_MESSAGES } from '../../src/core/messages/pt-BR-chrome.ts';
import { showSnack } from '../../src/core/stores/snack-store.ts';
import type { Stores } from '../../src/stores/stores.ts';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * spec §4: the install prompt can be shown, accepted or cancelled. The browser's own mini-infobar
 * is suppressed; the shop offers "Instalar app" instead (stores.pwa.install), once per prompt.
 */
export function captureInstallPrompt(stores: Stores): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    const prompt = event as BeforeInstallPromptEvent;
    stores.pwa.install = ref(async () => {
      stores.pwa.install = null; // a prompt can be shown only once
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      if (outcome === 'accepted') showSnack(stores.snack, { text: CHROME_MESSAGES.appInstalled, style: 'success' });
    });
  });
  window.addEventListener('appinstalled', () => {
    stores.pwa.install = null;
  });
}
