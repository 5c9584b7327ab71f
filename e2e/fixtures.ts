import { expect, test as base, type Page } from '@playwright/test';
import { cartItem } from '../src/test-support/wines.ts';
import { serveGoogleStandIn } from './google-stand-in.ts';

/** Opens a page and waits until its islands are hydrated (server buttons are clickable earlier). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/** Waits until a navigation the page started (a click, a form) reaches `url` and its islands are hydrated. */
export async function waitForHydratedURL(page: Page, url: string): Promise<void> {
  await page.waitForURL(url);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/**
 * Fails a test on any console error or React hydration warning, except those a test expects
 * (`test.use({ expectedConsoleErrors: [/.../] })`, e.g. the 404 of an error page itself).
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[]; googleStandIn: void }>({
  expectedConsoleErrors: [[], { option: true }],
  // The e2e server offers Google sign-in; offline, Google's script is served by a
  // stand-in for every test (e2e/google-stand-in.ts), so no page fails to load it.
  googleStandIn: [
    async ({ page }, use) => {
      await serveGoogleStandIn(page);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
        if (message.type() === 'error' || /hydrat/i.test(text)) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A cart line as the browser stores it (local storage `wine`), one bottle. */
export const sampleWine = (id: number) => cartItem(id, 1, { price: 59.9, stock: 5, url_media: '' });
