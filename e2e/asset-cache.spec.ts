import { expect, test } from './fixtures.ts';
import { ORIGIN, returningShopper, storageState } from './shopper-state.ts';

/**
 * The bundles a page loads (`/assets/*`) carry a hash of their content in their names, so a
 * browser keeps them without asking again (public/_headers). Where no service worker answers (an
 * in-app browser that has none, a first visit before the worker controls the page), each of them
 * would otherwise cost a round trip on every page, the stylesheet's before anything is drawn.
 */

test('a hashed bundle is cached for a year, and a name without a hash is not', async ({ request }) => {
  const page = await (await request.get('/momentos')).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(page)?.[1];
  expect(stylesheet).toBeTruthy();
  expect((await request.get(stylesheet!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of ['/sw.js', '/manifest.webmanifest', '/favicon.svg']) {
    expect((await request.get(path)).headers()['cache-control'], path).not.toContain('immutable');
  }
});

test('with no service worker, the next page asks the network for none of the bundles it already has', async ({ browser }) => {
  // A browser of its own: the fixtures' page routes Google's script to a stand-in, and Playwright
  // turns the HTTP cache off for a page with a route. Here Google's script fails to load (offline),
  // so no step waits for the page's load event.
  const context = await browser.newContext({ baseURL: ORIGIN, serviceWorkers: 'block', storageState: storageState(returningShopper()) });
  const page = await context.newPage();
  const bundles = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => ({ path: new URL(entry.name).pathname, transferSize: (entry as PerformanceResourceTiming).transferSize })),
    );
  const open = async (path: string) => {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  };
  let again: Awaited<ReturnType<typeof bundles>>;
  try {
    await open('/momentos');
    const firstPage = new Set((await bundles()).map(({ path }) => path));
    await open('/resultados/tinto');
    again = (await bundles()).filter(({ path }) => firstPage.has(path));
  } finally {
    await context.close();
  }
  expect(again.length).toBeGreaterThan(0);
  // A transfer size of 0: answered by the browser's cache, not even revalidated (a 304 has headers).
  expect(again.filter(({ transferSize }) => transferSize > 0)).toEqual([]);
});
