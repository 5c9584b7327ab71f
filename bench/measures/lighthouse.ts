import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { launchDebuggableChromium } from '../lib/chromium.ts';
import type { Figure, Section } from '../lib/figures.ts';
import { PAGE_LABELS, PAGES, returningStorage, type PageName, type Visit } from '../lib/pages.ts';
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
 * One Lighthouse run (its CLI, in a process of its own) against the Chromium on `port`: the
 * default mobile preset with simulated throttling. A first visit lets Lighthouse clear the
 * origin's storage and cache; a returning visit keeps what the profile holds.
 */
async function runLighthouse(url: string, port: number, outputPath: string, keepStorage: boolean): Promise<LighthouseReport> {
  await promisify(execFile)(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      '--output=json',
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--no-enable-error-reporting',
      '--quiet',
      ...(keepStorage ? ['--disable-storage-reset'] : []),
    ],
    { timeout: 180_000, maxBuffer: 16 * 1024 * 1024 },
  );
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
    .filter(({ audit }) => audit && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative' && audit.score !== null && audit.score < 1)
    .map(({ id, audit }) => `${id} (${round(audit!.score! * 100, 0)})`);
}

export async function measureLighthouse(baseUrl: string, pages: readonly PageName[] = ['momentos', 'product', 'results', 'partner']): Promise<Section> {
  mkdirSync(REPORTS, { recursive: true });
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const errors: string[] = [];
  const chrome = await launchDebuggableChromium();
  try {
    for (const name of pages) {
      for (const visit of ['first', 'returning'] as const satisfies readonly Visit[]) {
        const path = PAGES[name];
        const label = `${PAGE_LABELS[name]} ${visit}`;
        const id = `lighthouse.${name}.${visit}`;
        try {
          if (visit === 'returning') await prepareReturningVisit(chrome.port, baseUrl, path);
          const report = await runLighthouse(`${baseUrl}${path}`, chrome.port, `${REPORTS}/${name}-${visit}.json`, visit === 'returning');
          if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
          const score = (category: string) => {
            const value = report.categories[category]?.score;
            return value === null || value === undefined ? null : round(value * 100, 0);
          };
          const audit = (auditId: string) => report.audits[auditId]?.numericValue ?? null;
          const lcp = audit('largest-contentful-paint');
          const tbt = audit('total-blocking-time');
          const cls = audit('cumulative-layout-shift');
          figures.push(
            {
              id: `${id}.performance`,
              label: `${label}: performance`,
              value: score('performance'),
              unit: '',
              budget: 'lighthouse.performance',
              note: `Lighthouse benchmark index ${round(report.environment?.benchmarkIndex ?? Number.NaN, 0)}`,
            },
            { id: `${id}.accessibility`, label: `${label}: accessibility`, value: score('accessibility'), unit: '', budget: 'lighthouse.accessibility' },
            { id: `${id}.best_practices`, label: `${label}: best practices`, value: score('best-practices'), unit: '', budget: 'lighthouse.best_practices' },
            { id: `${id}.seo`, label: `${label}: SEO`, value: score('seo'), unit: '', budget: 'lighthouse.seo' },
            { id: `${id}.lcp_s`, label: `${label}: LCP`, value: lcp === null ? null : round(lcp / 1000, 2), unit: 's', budget: 'lighthouse.lcp_s' },
            { id: `${id}.tbt_ms`, label: `${label}: TBT`, value: tbt === null ? null : round(tbt, 0), unit: 'ms', budget: 'lighthouse.tbt_ms' },
            { id: `${id}.cls`, label: `${label}: CLS`, value: cls === null ? null : round(cls, 3), unit: '', budget: 'lighthouse.cls' },
          );
          details[`${name}.${visit}`] = {
            report: `${REPORTS}/${name}-${visit}.json`,
            benchmarkIndex: report.environment?.benchmarkIndex,
            fcpMs: audit('first-contentful-paint'),
            speedIndexMs: audit('speed-index'),
            lostPoints: Object.fromEntries(CATEGORIES.map((category) => [category, lostPoints(report, category)])),
          };
        } catch (error) {
          errors.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          for (const metric of ['performance', 'accessibility', 'best_practices', 'seo', 'lcp_s', 'tbt_ms', 'cls']) {
            figures.push({ id: `${id}.${metric}`, label: `${label}: ${metric}`, value: null, unit: '', budget: `lighthouse.${metric}` });
          }
        }
      }
    }
  } finally {
    chrome.close();
  }
  return {
    id: 'lighthouse',
    title: '2. Lighthouse (mobile preset, simulated throttling)',
    how:
      'Lighthouse 13.5 (npm, its CLI) against Debian Chromium through --port, mobile preset with simulated throttling, ' +
      'categories performance/accessibility/best-practices/SEO. First visit: Lighthouse clears the origin (age question and ' +
      'popups show). Returning: --disable-storage-reset after one earlier visit in the same profile with the 18+ answer and ' +
      `popups seen (warm cache, service worker). Full reports in ${REPORTS}/.`,
    reproduce: 'npm run bench -- --only lighthouse',
    figures,
    details,
    ...(errors.length > 0 ? { error: errors.join('; ') } : {}),
  };
}
