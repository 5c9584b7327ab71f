import { WITH_BACK_FORWARD_CACHE } from './browser.ts';
import { Shop } from './cart-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// A browser that keeps pages on back/forward (Playwright's own default turns the cache off).
test.use({ launchOptions: WITH_BACK_FORWARD_CACHE });

/**
 * Chromium drops a kept page when the cart changes elsewhere (the storage event would run its
 * script), so a restored page here is one whose stored cart did not change: what can have changed
 * is the service's side (stock, prices), which it asks for again. Re-reading the stored cart on
 * restore (browsers that keep the page anyway) is client/cart-persistence.test.ts.
 */
test('back to a page the browser kept: the cart is refreshed from the service and the badge stays right', async ({ page }) => {
  const shop = new Shop(page);
  await gotoHydrated(page, '/momentos');
  await shop.addResult(await shop.search('cabernet'));
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.evaluate(() => {
    window.addEventListener('pageshow', (event) => document.documentElement.setAttribute('data-test-restored', String(event.persisted)));
  });
  // A returning shopper's service worker is installed already: its install events (and a request
  // still in flight) would make the browser drop the page instead of keeping it.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  await page.waitForLoadState('networkidle');
  await gotoHydrated(page, '/pratos');

  const refresh = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/productsCart');
  // A page from the cache fires no load event: wait for the navigation only.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html[data-test-restored="true"]')).toBeAttached();
  await refresh;
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});
