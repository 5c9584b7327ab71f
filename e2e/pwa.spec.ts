import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

// `ready` resolves while the worker may still be activating, before its activate handler (which
// turns navigation preload on) has run: wait for the state the tests rely on.
async function serviceWorkerReady(page: Page): Promise<string> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

test.describe('installable app (spec §1, §4)', () => {
  test('the manifest has what installability needs', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Adega'),
      short_name: 'Adega',
      lang: 'pt-BR',
      start_url: '/momentos',
      display: 'standalone',
      theme_color: '#2d4c47',
      background_color: '#F3F3F3',
    });
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  });

  test('registers the service worker at /sw.js with scope /', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/momentos');
    expect(await serviceWorkerReady(page)).toBe(`${baseURL}/`);
    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptURL).toBe(`${baseURL}/sw.js`);
  });

  test('a page under the worker is requested while the worker starts (navigation preload), and is the page', async ({ page }) => {
    await gotoHydrated(page, '/momentos');
    await serviceWorkerReady(page);
    const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState());
    expect(state).toEqual({ enabled: true, headerValue: 'true' });

    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vinhos para cada momento' })).toBeVisible();
  });

  test('under the worker, bundles come from its precache and photos from the network, without its fetch handler', async ({ page }) => {
    await gotoHydrated(page, '/momentos');
    await serviceWorkerReady(page); // installed: its static routes are registered
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    // Resource Timing names the static route a request matched and where its answer came from.
    const sources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming & { workerMatchedSourceType?: string; workerFinalSourceType?: string };
          return { path: new URL(entry.name).pathname, matched: timing.workerMatchedSourceType, final: timing.workerFinalSourceType };
        })
        .filter(({ path }) => /^\/(assets|media)\//.test(path)),
    );
    const bundles = sources.filter(({ path }) => path.startsWith('/assets/'));
    const photos = sources.filter(({ path }) => path.startsWith('/media/'));
    expect(bundles.length).toBeGreaterThan(0);
    expect(photos.length).toBeGreaterThan(0);
    expect(bundles.filter(({ matched, final }) => matched !== 'cache' || final !== 'cache')).toEqual([]);
    expect(photos.filter(({ matched }) => matched !== 'network')).toEqual([]);
  });

  test('the worker frees the photo cache earlier versions kept', async ({ page }) => {
    // A browser whose storage still holds the runtime "images" cache of an earlier worker: this
    // one's script is refused until the cache is there.
    await page.route('**/sw.js', (route) => route.abort());
    await gotoHydrated(page, '/momentos');
    await page.evaluate(async () => (await caches.open('images')).put('/media/old-photo.png', new Response('photo')));
    await page.unroute('**/sw.js');
    await page.reload();
    await serviceWorkerReady(page);
    expect(await page.evaluate(() => caches.keys())).not.toContain('images');
  });

  test('offline, a page seen before still opens and an unseen one shows the offline page', async ({ page, context }) => {
    await gotoHydrated(page, '/momentos');
    await serviceWorkerReady(page);
    await page.goto('/politica/entrega'); // a navigation under the active worker: cached
    await expect(page.getByRole('heading', { name: 'Política de entrega' })).toBeVisible();

    // The browser's own offline mode: it also covers the page's navigation-preload request, which
    // is the browser's, not the page's (a route on the context never sees it).
    await context.setOffline(true);
    await page.goto('/politica/entrega');
    await expect(page.getByRole('heading', { name: 'Política de entrega' })).toBeVisible();
    await page.goto('/politica/devolucoes');
    await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();
  });

  test('offers "Instalar app" when the browser can install it, and handles the answer', async ({ page }) => {
    await gotoHydrated(page, '/momentos');
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      event.prompt = async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    const install = page.getByRole('button', { name: 'Instalar app' });
    await expect(install).toBeVisible();
    await install.click();
    await expect(page.getByText('App instalado!')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { prompted: boolean }).prompted)).toBe(true);
    await expect(install).toHaveCount(0); // a prompt can be used once
  });
});

test.describe('updates (spec §4 version polling)', () => {
  test('a new build id is noticed, and the next navigation loads the page once', async ({ page, context, baseURL }) => {
    // the new build is announced before the page loads: its first poll (after idle, spec §4) must
    // see it, whenever that comes on a busy machine (the next one is minutes away)
    await context.addCookies([{ name: 'build-id-override', value: 'nova-versao', url: baseURL! }]);
    await gotoHydrated(page, '/momentos');
    await expect(page.locator('html[data-new-build="nova-versao"]')).toBeAttached({ timeout: 30_000 });

    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.getByRole('link', { name: 'Quem somos' }).click();
    await expect(page).toHaveURL(/\/quemsomos$/);
    await page.waitForTimeout(1500);
    expect(navigations).toBe(1);
  });

  test.describe('a chunk that fails to load', () => {
    test.use({ expectedConsoleErrors: [/island|Failed to fetch|404|Failed to load/i] });

    test('reloads the page once, not in a loop', async ({ page }) => {
      await page.route(/\/assets\/first-screen-islands-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
      // Counted as document requests, not load events: a reload that starts before the first
      // document finished loading leaves only one load event.
      let documentRequests = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentRequests += 1;
      });
      await page.goto('/momentos');
      await expect.poll(() => documentRequests, { timeout: 10_000 }).toBe(2);
      await page.waitForTimeout(2500);
      expect(documentRequests).toBe(2);
    });
  });
});
