import { mkdirSync, rmSync } from 'node:fs';
import type { Figure, Section } from '../lib/figures.ts';
import { CATEGORIES, independentRun, type LighthouseReport, lostPoints, medianRun, numeric, score } from '../lib/lighthouse-runs.ts';
import { NOT_INDEXED, PAGE_LABELS, PAGES, type PageName, type Visit } from '../lib/pages.ts';
import { round } from '../lib/stats.ts';
import { BARE_TBT_HOW, bareYardstick, tbtToBare } from './lighthouse-bare.ts';

const REPORTS = 'bench/results/lighthouse';

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
  const bare = await bareYardstick(runs, REPORTS, errors);
  for (const name of pages) {
    for (const visit of ['first', 'returning'] as const satisfies readonly Visit[]) {
      const path = PAGES[name];
      const label = `${PAGE_LABELS[name]} ${visit}`;
      const id = `lighthouse.${name}.${visit}`;
      let shop: { tbtMs: number | null; load: number | null } = { tbtMs: null, load: null };
      // The bare page's first visits just before this page's, at the same load (the shop's server idles meanwhile).
      const bareBefore = visit === 'first' ? await bare.before(name) : null;
      try {
        const reports: Awaited<ReturnType<typeof independentRun>>[] = [];
        for (let run = 1; run <= runs; run += 1) {
          reports.push(await independentRun({ baseUrl, path, visit, file: `${REPORTS}/${name}-${visit}-${run}.json` }));
        }
        const { report, file, load } = medianRun(reports);
        const lcp = numeric(report, 'largest-contentful-paint');
        const tbt = numeric(report, 'total-blocking-time');
        shop = { tbtMs: tbt, load };
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
      if (bareBefore) figures.push(tbtToBare(id, label, shop, bareBefore));
    }
    figures.push(await appliedThrottlingLcp(baseUrl, name, errors));
  }
  // The yardstick first in the table, over every run it had.
  figures.unshift(...bare.figures());
  details.bare = bare.details();
  return {
    id: 'lighthouse',
    title: '2. Lighthouse (mobile preset, simulated throttling)',
    how:
      `Lighthouse 13.5 (npm, its CLI) against Debian Chromium through --port, mobile preset with simulated throttling, ${runs} runs ` +
      "per page and visit, each in a fresh Chromium profile, the run with the median performance score reported (every run's " +
      'score, LCP and TBT in the notes). First visit: Lighthouse clears the origin (age question and popups show). Returning: ' +
      '--disable-storage-reset after one earlier visit in that profile with the 18+ answer and popups seen (warm cache, service ' +
      'worker), Chromium quit through DevTools and started again on that profile in between (a shopper coming back later; ' +
      'the 18+ answer read back from the profile after each run). Each page also gets one ' +
      'first visit with DevTools applied throttling (its LCP only). Full reports ' +
      `in ${REPORTS}/. ${BARE_TBT_HOW}`,
    reproduce: 'npm run bench -- --only lighthouse',
    figures,
    details,
    ...(errors.length > 0 ? { error: errors.join('; ') } : {}),
  };
}
