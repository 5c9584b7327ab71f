import puppeteer, { type CDPSession, type Page } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../lib/chromium.ts';
import type { Section } from '../lib/figures.ts';
import { PAGES, returningStorage } from '../lib/pages.ts';
import { round, summary } from '../lib/stats.ts';

const CLICKS = 5;

interface PrerenderStatusEvent {
  key: { url: string };
  status: string;
  prerenderStatus?: string;
}

/**
 * The DevTools session Puppeteer drives the tab with. Chromium prerenders nothing for a page that
 * has a DevTools session attached without tab-target support (Playwright's, or one more session
 * opened on the page: Chromium's devtools_instrumentation IsPrerenderAllowed answers
 * PrerenderingDisabledByDevTools); Puppeteer attaches through the tab target, so its own session
 * is the one that may listen.
 */
function tabSession(page: Page): CDPSession {
  const client = (page as unknown as { _client?: () => CDPSession })._client?.();
  if (!client) throw new Error("puppeteer-core no longer exposes the page's own session (_client): the bench cannot tell when a prerender is ready");
  return client;
}

/**
 * A listing's product link, prerendered by the speculation rules (src/core/speculation-rules.ts) while the
 * pointer rests on it, then clicked: how long after the click the product page is shown. The
 * browser says when a prerender is ready (DevTools `Preload.prerenderStatusUpdated`) and when the
 * page was shown (`activationStart` of its navigation entry, on the page's own clock, which
 * starts at the prerender); the click's time is read on the same wall clock.
 */
export async function measurePrerender(baseUrl: string): Promise<Section> {
  // Puppeteer starts Chromium headless itself
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless') });
  const shown: number[] = [];
  const notPrerendered: string[] = [];
  /** Why Chromium gave a prerender up, by path (DevTools' prerenderStatus). */
  const failures = new Map<string, string>();
  const ready = new Set<string>();
  const onStatus = (event: PrerenderStatusEvent) => {
    const path = new URL(event.key.url).pathname;
    if (event.status === 'Ready' || event.status === 'Failure') ready.add(path);
    if (event.status === 'Failure') failures.set(path, event.prerenderStatus ?? 'unknown');
  };
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.evaluateOnNewDocument((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, returningStorage());
    for (let index = 0; index < CLICKS; index += 1) {
      await page.goto(`${baseUrl}${PAGES.all}`);
      // an activated prerender became the tab's page: its session is a new one
      const session = tabSession(page);
      await session.send('Preload.enable');
      session.on('Preload.prerenderStatusUpdated', onStatus);
      await page.waitForSelector('html[data-hydrated="true"]');
      const link = (await page.$$('main a[href^="/produto/"]:not([aria-hidden])'))[index];
      if (!link) throw new Error(`${PAGES.all} has fewer than ${index + 1} product links`);
      const path = await link.evaluate((anchor) => anchor.getAttribute('href') ?? '');
      await link.scrollIntoView();
      await link.hover();
      const deadline = Date.now() + 10_000;
      while (!ready.has(path) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      const clickedAt = Date.now();
      await link.click();
      // an activation swaps the tab's page under Puppeteer's waits: the address is asked until it changed
      const shownBy = Date.now() + 15_000;
      while (new URL(page.url()).pathname !== path && Date.now() < shownBy) await new Promise((resolve) => setTimeout(resolve, 10));
      const { activationStart, timeOrigin } = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number };
        return { activationStart: entry.activationStart, timeOrigin: performance.timeOrigin };
      });
      session.off('Preload.prerenderStatusUpdated', onStatus);
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
      `Chromium (Puppeteer: its DevTools session goes through the tab target, which leaves prerendering on; Playwright's turns it off), ` +
      `desktop viewport, a returning visitor; ${CLICKS} times: ${PAGES.all}, hover the n-th product link ` +
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
    ...(shown.length === 0 && failures.size > 0 ? { error: `Chromium gave every prerender up: ${[...new Set(failures.values())].join(', ')}` } : {}),
  };
}
