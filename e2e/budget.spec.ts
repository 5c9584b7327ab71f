import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';

/**
 * A deterministic size budget (not a timing): the gzipped JS a listing page loads before any
 * interaction. React and react-dom are most of it; everything else must earn its bytes.
 */
const BUDGET_BYTES = 90 * 1024;
/**
 * And in few files, as a listing's first visit has 12 requests in all (bench/budgets.json
 * listing_requests): the entry with the layout's islands, and the first screen's islands (a card's
 * buttons, the occasions' carousel, the adults-only notice) as another (vite.config.ts); Google
 * sign-in, when configured as here, adds its own three.
 */
const MAX_SCRIPT_FILES = 5;
/** The field-data reporter (client/field-data.ts) loads once the page is idle: outside this budget, by design. */
const AFTER_IDLE = /\/field-data-[^/]+\.js$/;

// A catalogue listing, and the finder's results (their cards hydrate the favourite hearts too).
for (const path of ['/momentos', '/resultados/tinto']) {
  test(`${path} loads at most 90 KB of gzipped JS in at most 5 files before any interaction`, async ({ page, baseURL }) => {
    const ownOrigin = new URL(baseURL!).origin;
    const scripts: Promise<{ url: string; gzipped: number }>[] = [];
    page.on('response', (response) => {
      // Our own bundle: a third party's script (Google sign-in, when configured) is not ours to budget.
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.origin === ownOrigin && !AFTER_IDLE.test(url.pathname)) {
        scripts.push(response.body().then((body) => ({ url: response.url(), gzipped: gzipSync(body, { level: 9 }).length })));
      }
    });
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, script) => sum + script.gzipped, 0);
    console.log(`JS before interaction: ${(total / 1024).toFixed(1)} KB gzipped in ${loaded.length} files`);
    const largest = [...loaded].sort((a, b) => b.gzipped - a.gzipped);
    console.log(largest.map((script) => `${String(script.gzipped).padStart(7)} ${new URL(script.url).pathname}`).join('\n'));
    expect(loaded.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(loaded.length).toBeLessThanOrEqual(MAX_SCRIPT_FILES);
    // class names come in one file (vite.config.ts), never one tiny request per style file
    expect(loaded.map((script) => new URL(script.url).pathname).filter((path) => /\.css-[^/]*\.js$/.test(path))).toEqual([]);
  });
}

/**
 * A listing's first paint (its LCP: a first visit's adults-only notice, or the page's text) waits
 * for the stylesheet alone, so the head asks for it first and for no script: the scripts start
 * after the first paint (worker/render/entry-script.ts). React would otherwise put its preloads of
 * the first images ahead of it, and on a shared connection the stylesheet waited behind them.
 */
for (const path of ['/momentos', '/todososvinhos']) {
  test(`${path} asks for its stylesheet before any image, and for no script before the first paint`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const head = html.split('</head>')[0] ?? '';
    const requested = [...head.matchAll(/<link rel="(stylesheet|preload|modulepreload)"/g)].map((match) => match[1]);
    expect(requested[0]).toBe('stylesheet');
    expect(requested).not.toContain('modulepreload');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });
}
