import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { launchDebuggableChromium } from '../lib/chromium.ts';
import type { Figure, Section } from '../lib/figures.ts';
import { NOT_INDEXED, PAGE_LABELS, PAGES, returningStorage, type PageName, type Visit } from '../lib/pages.ts';
import { round } from '../lib/stats.ts';

const LIGHTHOUSE_CLI = fileURLToPath(new URL('../../node_modules/lighthouse/cli/index.js', import.meta.url));
const REPORTS = 'bench/results/lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthouseReport {
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
type Throttling = 'simulate' | 'devtools';

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

/** The audits that cost a category its points, for the JSON and the README. */
function lostPoints(report: LighthouseReport, category: string): string[] {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, audit: report.audits[ref.id] }))
    .filter(
      ({ audit }) => audit && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative' && audit.score !== null && audit.score < 1,
    )
    .map(({ id, audit }) => `${id} (${round(audit!.score! * 100, 0)})`);
}

/** 0–100, or null when Lighthouse gave no score. */
function score(report: LighthouseReport, category: string): number | null {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? null : round(value * 100, 0);
}

function numeric(report: LighthouseReport, auditId: string): number | null {
  return report.audits[auditId]?.numericValue ?? null;
}

/**
 * The run to report: the one with the median performance score (ties: the median TBT). Timings
 * on a shared 2-core machine swing from run to run; Lighthouse's own advice is the median of several.
 */
function medianRun(reports: readonly { report: LighthouseReport; file: string }[]) {
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
 * 300 ms in the next two), so the median was of different conditions, not of noise.
 */
async function independentRun(options: { baseUrl: string; path: string; visit: Visit; file: string; throttling?: Throttling }) {
  const chrome = await launchDebuggableChromium();
  try {
    if (options.visit === 'returning') await prepareReturningVisit(chrome.port, options.baseUrl, options.path);
    const report = await runLighthouse(`${options.baseUrl}${options.path}`, chrome.port, options.file, options.visit === 'returning', options.throttling);
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    return { report, file: options.file };
  } finally {
    chrome.close();
  }
}

/** One first visit with DevTools' applied throttling: its LCP beside the simulated one. */
async function appliedThrottlingLcp(baseUrl: string, name: PageName, errors: string[]): Promise<Figure> {
  const label = `${PAGE_LABELS[name]} first, applied throttling: LCP`;
  const figure = { id: `lighthouse.${name}.first.applied_lcp_s`, label, unit: 's', budget: 'lighthouse.applied_lcp_s' };
  try {
    const { report } = await independentRun({
      baseUrl,
      path: PAGES[name],
      visit: 'first',
      file: `${REPORTS}/${name}-first-applied.json`,
      throttling: 'devtools',
    });
    const lcp = numeric(report, 'largest-contentful-paint');
    return { ...figure, value: lcp === null ? null : round(lcp / 1000, 2), note: `TBT ${round(numeric(report, 'total-blocking-time') ?? Number.NaN, 0)} ms` };
  } catch (error) {
    errors.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return { ...figure, value: null };
  }
}

export async function measureLighthouse(
  baseUrl: string,
  runs = 3,
  pages: readonly PageName[] = ['momentos', 'product', 'results', 'partner', 'all'],
): Promise<Section> {
  rmSync(REPORTS, { recursive: true, force: true }); // no report of an earlier run left to mislead
  mkdirSync(REPORTS, { recursive: true });
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const name of pages) {
    for (const visit of ['first', 'returning'] as const satisfies readonly Visit[]) {
      const path = PAGES[name];
      const label = `${PAGE_LABELS[name]} ${visit}`;
      const id = `lighthouse.${name}.${visit}`;
      try {
        const reports: { report: LighthouseReport; file: string }[] = [];
        for (let run = 1; run <= runs; run += 1) {
          reports.push(await independentRun({ baseUrl, path, visit, file: `${REPORTS}/${name}-${visit}-${run}.json` }));
        }
        const { report, file } = medianRun(reports);
        const lcp = numeric(report, 'largest-contentful-paint');
        const tbt = numeric(report, 'total-blocking-time');
        const cls = numeric(report, 'cumulative-layout-shift');
        const all = (read: (each: LighthouseReport) => number | null, digits = 0) =>
          reports.map(({ report: each }) => round(read(each) ?? Number.NaN, digits)).join(', ');
        figures.push(
          {
            id: `${id}.performance`,
            label: `${label}: performance`,
            value: score(report, 'performance'),
            unit: '',
            budget: 'lighthouse.performance',
            note: `runs ${all((each) => score(each, 'performance'))}; benchmark index ${round(report.environment?.benchmarkIndex ?? Number.NaN, 0)}`,
          },
          { id: `${id}.accessibility`, label: `${label}: accessibility`, value: score(report, 'accessibility'), unit: '', budget: 'lighthouse.accessibility' },
          {
            id: `${id}.best_practices`,
            label: `${label}: best practices`,
            value: score(report, 'best-practices'),
            unit: '',
            budget: 'lighthouse.best_practices',
          },
          NOT_INDEXED.includes(name)
            ? { id: `${id}.seo`, label: `${label}: SEO`, value: score(report, 'seo'), unit: '', note: 'noindex on purpose: not budgeted' }
            : { id: `${id}.seo`, label: `${label}: SEO`, value: score(report, 'seo'), unit: '', budget: 'lighthouse.seo' },
          {
            id: `${id}.lcp_s`,
            label: `${label}: LCP`,
            value: lcp === null ? null : round(lcp / 1000, 2),
            unit: 's',
            budget: 'lighthouse.lcp_s',
            note: `runs ${all((each) => (numeric(each, 'largest-contentful-paint') ?? Number.NaN) / 1000, 2)}`,
          },
          {
            id: `${id}.tbt_ms`,
            label: `${label}: TBT`,
            value: tbt === null ? null : round(tbt, 0),
            unit: 'ms',
            budget: 'lighthouse.tbt_ms',
            note: `runs ${all((each) => numeric(each, 'total-blocking-time'))}`,
          },
          { id: `${id}.cls`, label: `${label}: CLS`, value: cls === null ? null : round(cls, 3), unit: '', budget: 'lighthouse.cls' },
        );
        details[`${name}.${visit}`] = {
          report: file,
          runs: reports.map(({ file: each }) => each),
          benchmarkIndex: report.environment?.benchmarkIndex,
          fcpMs: numeric(report, 'first-contentful-paint'),
          speedIndexMs: numeric(report, 'speed-index'),
          lostPoints: Object.fromEntries(CATEGORIES.map((category) => [category, lostPoints(report, category)])),
        };
      } catch (error) {
        errors.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        for (const metric of ['performance', 'accessibility', 'best_practices', 'seo', 'lcp_s', 'tbt_ms', 'cls']) {
          figures.push({ id: `${id}.${metric}`, label: `${label}: ${metric}`, value: null, unit: '', budget: `lighthouse.${metric}` });
        }
      }
    }
    figures.push(await appliedThrottlingLcp(baseUrl, name, errors));
  }
  return {
    id: 'lighthouse',
    title: '2. Lighthouse (mobile preset, simulated throttling)',
    how:
      `Lighthouse 13.5 (npm, its CLI) against Debian Chromium through --port, mobile preset with simulated throttling, ${runs} runs ` +
      "per page and visit, each in a fresh Chromium profile, the run with the median performance score reported (every run's " +
      'score, LCP and TBT in the notes). First visit: Lighthouse clears the origin (age question and popups show). Returning: ' +
      '--disable-storage-reset after one earlier visit in that profile with the 18+ answer and popups seen (warm cache, service ' +
      'worker). Each page also gets one first visit with DevTools applied throttling (its LCP only). Full reports ' +
      `in ${REPORTS}/.`,
    reproduce: 'npm run bench -- --only lighthouse',
    figures,
    details,
    ...(errors.length > 0 ? { error: errors.join('; ') } : {}),
  };
}
