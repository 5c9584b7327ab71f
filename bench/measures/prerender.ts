import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../lib/chromium.ts';
import type { Section } from '../lib/figures.ts';
import { PAGES, returningStorage } from '../lib/pages.ts';
import { round, summary } from '../lib/stats.ts';

const CLICKS = 5;

/**
 * A listing's product link, prerendered by the speculation rules (src/core/speculation-rules.ts) while the
 * pointer rests on it, then clicked: how long after the click the product page is shown. The
 * browser says when a prerender is ready (DevTools `Preload.prerenderStatusUpdated`) and when the
 * page was shown (`activationStart` of its navigation entry, on the page's own clock, which
 * starts at the prerender); the click's time is read on the same wall clock.
 */
export async function measurePrerender(baseUrl: string): Promise<Section> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const shown: number[] = [];
  const notPrerendered: string[] = [];
  /** Why Chromium gave a prerender up, by path (DevTools' prerenderStatus). */
  const failures = new Map<string, string>();
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const storage = returningStorage();
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Preload.enable');
    const ready = new Set<string>();
    cdp.on('Preload.prerenderStatusUpdated', (event: { key: { url: string }; status: string; prerenderStatus?: string }) => {
      const path = new URL(event.key.url).pathname;
      if (event.status === 'Ready' || event.status === 'Failure') ready.add(path);
      if (event.status === 'Failure') failures.set(path, event.prerenderStatus ?? 'unknown');
    });
    for (let index = 0; index < CLICKS; index += 1) {
      await page.goto(PAGES.all);
      await page.locator('html[data-hydrated="true"]').waitFor();
      const link = page.locator('main a[href^="/produto/"]:not([aria-hidden])').nth(index);
      const path = (await link.getAttribute('href')) ?? '';
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      const deadline = Date.now() + 10_000;
      while (!ready.has(path) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      const clickedAt = Date.now();
      await link.click();
      await page.waitForURL(`**${path}`);
      const { activationStart, timeOrigin } = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number };
        return { activationStart: entry.activationStart, timeOrigin: performance.timeOrigin };
      });
      if (!(activationStart > 0)) {
        notPrerendered.push(path);
        continue;
      }
      shown.push(timeOrigin + activationStart - clickedAt);
    }
  } finally {
    await browser.close();
  }
  const figures = summary(shown.length > 0 ? shown : [Number.NaN]);
  return {
    id: 'prerender',
    title: '9. A prerendered product page: shown after the click',
    how:
      `Chromium (Playwright), desktop viewport, a returning visitor; ${CLICKS} times: ${PAGES.all}, hover the n-th product link ` +
      "until DevTools reports its prerender Ready, click; shown = the product page's activationStart (its own clock, from " +
      "performance.timeOrigin) minus the click's time, on the same wall clock.",
    reproduce: 'npm run bench -- --only prerender',
    figures: [
      {
        id: 'prerender.shown_after_click_ms',
        label: 'shown after the click, worst of the clicks',
        value: round(figures.max, 0),
        unit: 'ms',
        budget: 'prerender.shown_after_click_ms',
        note: `median ${round(figures.p50, 0)} ms; ${shown.length} of ${CLICKS} clicks opened a prerendered page`,
      },
      {
        id: 'prerender.not_prerendered',
        label: 'clicks that opened a page not prerendered',
        value: notPrerendered.length,
        unit: `of ${CLICKS}`,
        budget: 'prerender.not_prerendered',
      },
    ],
    details: { shown, notPrerendered, failures: Object.fromEntries(failures) },
    ...(shown.length === 0 && failures.size > 0
      ? {
          error: `Chromium gave every prerender up: ${[...new Set(failures.values())].join(', ')} (here it prerendered nothing while a DevTools client was attached to the tab: Playwright and a plain CDP client alike)`,
        }
      : {}),
  };
}
