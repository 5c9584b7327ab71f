/**
 * Lighthouse runs as the bench takes them (bench/measures/lighthouse.ts): its CLI against a
 * Chromium of our own, one fresh profile per run, and what is read from its report.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { launchDebuggableChromium } from './chromium.ts';
import { STORAGE_KEYS } from '../../src/core/constants.ts';
import { returningStorage, type Visit } from './pages.ts';
import { round } from './stats.ts';

const LIGHTHOUSE_CLI = fileURLToPath(new URL('../../node_modules/lighthouse/cli/index.js', import.meta.url));
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  /** Lighthouse's own measure of the machine's speed at the time (higher is faster): TBT scales with a busy CPU. */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string; scoreDisplayMode: string }>;
}

/**
 * `simulate`: Lighthouse's model of a slow phone on slow 4G from an unthrottled load (the default);
 * `devtools`: the same throttling applied to the real load by DevTools, so a quirk of the model
 * can neither hide nor fake a figure.
 */
export type Throttling = 'simulate' | 'devtools';

/**
 * One Lighthouse run (its CLI, in a process of its own) against the Chromium on `port`: the
 * default mobile preset with simulated throttling. A first visit lets Lighthouse clear the
 * origin's storage and cache; a returning visit keeps what the profile holds.
 */
async function runLighthouse(
  url: string,
  port: number,
  outputPath: string,
  keepStorage: boolean,
  throttling: Throttling = 'simulate',
): Promise<LighthouseReport> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    `--port=${port}`,
    '--output=json',
    `--output-path=${outputPath}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--no-enable-error-reporting',
    // Not --quiet: its progress goes to stderr, and the last lines say why a run failed.
    ...(keepStorage ? ['--disable-storage-reset'] : []),
    `--throttling-method=${throttling}`,
  ];
  const once = () => promisify(execFile)(process.execPath, args, { timeout: 180_000, maxBuffer: 16 * 1024 * 1024 });
  try {
    await once();
  } catch (error) {
    // A run that crashed measured nothing (a DevTools hiccup on a busy machine): one more try, then its own words.
    const stderr = (error as { stderr?: string }).stderr?.trim().split('\n').slice(-2).join(' | ');
    process.stdout.write(`bench: Lighthouse failed on ${url}, trying once more (${stderr || String(error).split('\n')[0]})\n`);
    try {
      await once();
    } catch (again) {
      const stderr = (again as { stderr?: string }).stderr?.trim().split('\n').slice(-3).join(' | ');
      throw new Error(`Lighthouse failed twice on ${url}: ${stderr || String(again)} (first: ${String(error).split('\n')[0]})`);
    }
  }
  return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
}

/** A returning shopper in the same profile: the answers in local storage, one earlier visit (cache, service worker). */
async function prepareReturningVisit(port: number, origin: string, path: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    }, Object.entries(returningStorage()));
    await page.goto(`${origin}${path}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // The service worker installs and precaches after hydration: let it finish.
    await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    await page.close();
  } finally {
    await browser.close(); // disconnects; the profile (and its storage) stays with Chromium
  }
}

/**
 * Whether the profile still holds the returning shopper's 18+ answer, read after the run (nothing
 * in a visit removes it): without it the run measured a visit that showed the notice again.
 */
async function keptReturningStorage(port: number, origin: string): Promise<boolean> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/robots.txt`);
    return await page.evaluate((key) => window.localStorage.getItem(key) === 'true', STORAGE_KEYS.allowAccess);
  } finally {
    await browser.close();
  }
}

/** The audits that cost a category its points, for the JSON and the README. */
export function lostPoints(report: LighthouseReport, category: string): string[] {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, audit: report.audits[ref.id] }))
    .filter(
      ({ audit }) => audit && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative' && audit.score !== null && audit.score < 1,
    )
    .map(({ id, audit }) => `${id} (${round(audit!.score! * 100, 0)})`);
}

/** 0–100, or null when Lighthouse gave no score. */
export function score(report: LighthouseReport, category: string): number | null {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? null : round(value * 100, 0);
}

export function numeric(report: LighthouseReport, auditId: string): number | null {
  return report.audits[auditId]?.numericValue ?? null;
}

/**
 * The run to report: the one with the median performance score (ties: the median TBT). Timings
 * on a shared 2-core machine swing from run to run; Lighthouse's own advice is the median of several.
 */
export function medianRun<Run extends { report: LighthouseReport }>(reports: readonly Run[]): Run {
  const sorted = [...reports].sort(
    (a, b) =>
      (score(a.report, 'performance') ?? 0) - (score(b.report, 'performance') ?? 0) ||
      (numeric(b.report, 'total-blocking-time') ?? 0) - (numeric(a.report, 'total-blocking-time') ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * One run in a browser of its own: a first visit as Lighthouse makes it (it clears the origin), a
 * returning one after a single earlier visit. Runs in one browser were not alike: each Lighthouse
 * run left state behind (a returning page's TBT went from about 70 ms in the first run to about
 * 300 ms in the next two), so the median was of different conditions, not of noise. `load`: the
 * 1-minute load average as the run ended (TBT grows with a busy CPU; the bare page's ratio says it).
 *
 * A returning shopper comes back later, in a browser started again on the same profile (cache,
 * storage and service worker kept). Run in the browser of the earlier visit seconds after it, the
 * page mostly went into the renderer that visit had left, still alive for the service worker
 * running there, and before the commit V8 walked its heap for Lighthouse's debugger
 * (`V8.DeoptimizeCode`, "heap object iterator"): 40–46 ms in 5 of 6 runs, 158–182 ms at
 * Lighthouse's 4×, counted as blocking. None of 3 runs that waited 40 s for the worker to stop
 * had it, nor any of 5 in a browser started again. No code of ours runs in it, and a shopper's
 * browser has no debugger attached (docs/performance.md, "The returning visit in a browser
 * started again").
 */
export async function independentRun(options: { baseUrl: string; path: string; visit: Visit; file: string; throttling?: Throttling }) {
  let chrome = await launchDebuggableChromium();
  try {
    if (options.visit === 'returning') {
      await prepareReturningVisit(chrome.port, options.baseUrl, options.path);
      chrome = await chrome.restart();
    }
    const report = await runLighthouse(`${options.baseUrl}${options.path}`, chrome.port, options.file, options.visit === 'returning', options.throttling);
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    if (options.visit === 'returning' && !(await keptReturningStorage(chrome.port, options.baseUrl))) {
      throw new Error(`the returning visit of ${options.path} found no 18+ answer in local storage: it measured a first visit`);
    }
    return { report, file: options.file, load: loadavg()[0]! };
  } finally {
    chrome.close();
  }
}
