import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildBareClient } from '../bare-stack/build-client.ts';
import type { Figure } from '../lib/figures.ts';
import { independentRun, medianRun, numeric, score } from '../lib/lighthouse-runs.ts';
import { round } from '../lib/stats.ts';
import { withBareStack } from './bare-stack.ts';

/** The bare React page on the bare worker (bench/bare-stack/page.tsx): 24 cards, one Valtio island. */
const BARE_PATH = '/vinhos';
const BARE_LABEL = `bare React page (bench/bare-stack ${BARE_PATH}) first`;

/**
 * The least bare TBT a shop page's TBT is divided by. A small page's simulated TBT is often 0 or a
 * few ms (only a task's time past 50 ms counts), and a ratio to that would be noise or a division
 * by zero. 25 ms is half the absolute budget (lighthouse.tbt_ms, 50 ms): while the bare page stays
 * under it, "≤ 2× the bare page" asks exactly "≤ 50 ms" of the shop, never more; above it, the
 * ratio follows the bare page (a busy machine slows both).
 */
const BARE_TBT_FLOOR_MS = 25;

/** The bare page's first visit, as the shop's ratios need it; tbtMs null: not measured. */
interface BareBaseline {
  tbtMs: number | null;
  /** The 1-minute load average as its median run ended. */
  load: number | null;
}

const loadText = (load: number | null) => (load === null ? 'load unknown' : `load ${load.toFixed(2)}`);

/**
 * Builds the bare page's client, serves it with the bare worker and takes `runs` first visits, as
 * the shop's pages are taken (fresh profile each, the median-performance run reported). A failure
 * is an error of the section and a baseline of null, so every ratio to it fails too.
 */
export async function measureBarePage(
  runs: number,
  reportsDir: string,
  errors: string[],
): Promise<{ figures: Figure[]; baseline: BareBaseline; details: unknown }> {
  const figure = (metric: string, label: string, unit: string) => ({ id: `lighthouse.bare.first.${metric}`, label: `${BARE_LABEL}: ${label}`, unit });
  try {
    const assets = await buildBareClient();
    const jsGzipKb = round(gzipSync(readFileSync(`${assets}/bare.js`), { level: 9 }).length / 1024, 1);
    const reports = await withBareStack(
      async (url) => {
        const taken = [];
        for (let run = 1; run <= runs; run += 1) {
          taken.push(await independentRun({ baseUrl: url, path: BARE_PATH, visit: 'first', file: `${reportsDir}/bare-first-${run}.json` }));
        }
        return taken;
      },
      { assets },
    );
    const { report, file, load } = medianRun(reports);
    const tbt = numeric(report, 'total-blocking-time');
    const lcp = numeric(report, 'largest-contentful-paint');
    const all = (auditId: string, scale: number, digits: number) =>
      reports.map((each) => round((numeric(each.report, auditId) ?? Number.NaN) / scale, digits)).join(', ');
    return {
      figures: [
        { ...figure('performance', 'performance', ''), value: score(report, 'performance'), note: 'not budgeted: the yardstick' },
        { ...figure('lcp_s', 'LCP', 's'), value: lcp === null ? null : round(lcp / 1000, 2), note: `runs ${all('largest-contentful-paint', 1000, 2)}` },
        {
          ...figure('tbt_ms', 'TBT', 'ms'),
          value: tbt === null ? null : round(tbt, 0),
          note: `runs ${all('total-blocking-time', 1, 0)}; ${loadText(load)}; ${jsGzipKb} KB gzipped JS`,
        },
      ],
      baseline: { tbtMs: tbt, load },
      details: { report: file, runs: reports.map((each) => each.file), benchmarkIndex: report.environment?.benchmarkIndex, load, jsGzipKb },
    };
  } catch (error) {
    errors.push(`${BARE_LABEL}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return {
      figures: [figure('performance', 'performance', ''), figure('lcp_s', 'LCP', 's'), figure('tbt_ms', 'TBT', 'ms')].map((each) => ({ ...each, value: null })),
      baseline: { tbtMs: null, load: null },
      details: { error: String(error) },
    };
  }
}

/** A shop page's first-visit TBT ÷ the bare page's (at least BARE_TBT_FLOOR_MS), with both loads in the note. */
export function tbtToBare(id: string, label: string, shop: { tbtMs: number | null; load: number | null }, bare: BareBaseline): Figure {
  const divisor = bare.tbtMs === null ? null : Math.max(bare.tbtMs, BARE_TBT_FLOOR_MS);
  return {
    id: `${id}.tbt_to_bare`,
    label: `${label}: TBT ÷ the bare React page's`,
    value: shop.tbtMs === null || divisor === null ? null : round(shop.tbtMs / divisor, 2),
    unit: '×',
    budget: 'lighthouse.tbt_to_bare',
    note:
      bare.tbtMs === null
        ? 'the bare page was not measured'
        : `${round(shop.tbtMs ?? Number.NaN, 0)} ms (${loadText(shop.load)}) ÷ ${round(divisor!, 0)} ms: max(bare ${round(bare.tbtMs, 0)} ms (${loadText(bare.load)}), ${BARE_TBT_FLOOR_MS} ms)`,
  };
}

export const BARE_TBT_HOW =
  `Before the shop's pages, the same first visits on a bare React page: bench/bare-stack's Hono worker (wrangler dev) streaming ${BARE_PATH}, ` +
  '24 product cards rendered by React 19 (renderToReadableStream), one stylesheet and one Valtio island hydrated with hydrateRoot, its client ' +
  "built by the bench with Vite (production, minified) into .wrangler/bench-bare-assets. Each shop page's first-visit TBT is divided by the " +
  `bare page's, or by ${BARE_TBT_FLOOR_MS} ms when the bare page's is lower (often 0 ms): half the 50 ms budget, so the 2× budget never asks ` +
  'more than 50 ms of the shop and a near-zero yardstick is no division by zero. The 1-minute load average at each median run is in the notes.';
