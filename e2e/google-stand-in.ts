import type { Page } from '@playwright/test';
import { signGoogleIdToken } from '../scripts/lib/google-test-key.ts';

/**
 * A stand-in for Google Identity Services' script (https://accounts.google.com/gsi/client),
 * served through Playwright routing: this machine is offline, and the real Google integration
 * cannot be exercised here. It offers what the shop calls: `initialize`,
 * `renderButton` (a button that answers the credential a test put in
 * `window.__e2eGoogleCredential`) and `prompt` (answers `window.__e2eGooglePromptCredential`,
 * when a test set one, as One Tap would after the shopper accepted).
 */
export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

const STAND_IN = `(() => {
  let config = null;
  const answer = (credential) => { if (config && credential) config.callback({ credential, select_by: 'btn' }); };
  window.google = { accounts: { id: {
    initialize(options) { config = options; window.__e2eGoogleConfig = { client_id: options.client_id, nonce: options.nonce }; },
    renderButton(parent, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Fazer login com o Google';
      button.dataset.theme = options.theme;
      button.dataset.size = options.size;
      button.addEventListener('click', () => answer(window.__e2eGoogleCredential));
      parent.appendChild(button);
    },
    prompt() {
      window.__e2eGooglePrompted = true;
      const accepted = () => (window.__e2eGooglePromptCredential ? answer(window.__e2eGooglePromptCredential) : setTimeout(accepted, 50));
      accepted();
    },
  } } };
})();`;

export async function serveGoogleStandIn(page: Page): Promise<void> {
  await page.route(GOOGLE_SCRIPT_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }));
}

/** An ID token for this page's sign-in: signed by the run's key, with the nonce the shop gave Google. */
export async function googleCredentialFor(page: Page, claims: { email: string; name: string; sub: string }): Promise<string> {
  const nonce = await (await page.waitForFunction(() => (window as { __e2eGoogleConfig?: { nonce?: string } }).__e2eGoogleConfig?.nonce)).jsonValue();
  return signGoogleIdToken({ ...claims, nonce: String(nonce) });
}
