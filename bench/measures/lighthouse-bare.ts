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

/** The bare page's first visits taken just before one shop page's; tbtMs null: not measured. */
interface BareBaseline {
  tbtMs: number | null;
  /** The 1-minute load average as its median run ended. */
  load: number | null;
}

type Run = Awaited<ReturnType<typeof independentRun>>;

const loadText = (load: number | null) => (load === null ? 'load unknown' : `load ${load.toFixed(2)}`);
const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/**
 * The yardstick of the shop's first visits: the bare page's client built once, then, before each
 * shop page, as many first visits of the bare page as the page gets (fresh profile each, the
 * median-performance run taken), so both are measured at the same load: on a shared 2-core
 * machine the load moves within minutes, and TBT with it. The bare worker runs only meanwhile.
 * A failure is an error of the section and a null baseline, so the ratios to it fail too.
 */
export async function bareYardstick(runs: number, reportsDir: string, errors: string[]) {
  let client: { assets: string; jsGzipKb: number } | null = null;
  try {
    const assets = await buildBareClient();
    client = { assets, jsGzipKb: round(gzipSync(readFileSync(`${assets}/bare.js`), { level: 9 }).length / 1024, 1) };
  } catch (error) {
    errors.push(`${BARE_LABEL}: its client did not build: ${firstLine(error)}`);
  }
  const taken: Run[] = [];
  return {
    async before(pageName: string): Promise<BareBaseline> {
      if (!client) return { tbtMs: null, load: null };
      const { assets } = client;
      try {
        const reports = await withBareStack(
          async (url) => {
            const each: Run[] = [];
            for (let run = 1; run <= runs; run += 1) {
              each.push(await independentRun({ baseUrl: url, path: BARE_PATH, visit: 'first', file: `${reportsDir}/bare-before-${pageName}-${run}.json` }));
            }
            return each;
          },
          { assets },
        );
        taken.push(...reports);
        const { report, load } = medianRun(reports);
        return { tbtMs: numeric(report, 'total-blocking-time'), load };
      } catch (error) {
        errors.push(`${BARE_LABEL} before ${pageName}: ${firstLine(error)}`);
        return { tbtMs: null, load: null };
      }
    },

    /** The bare page over every run of the section: its median-performance run's scores, every run's TBT in the note. */
    figures(): Figure[] {
      const figure = (metric: string, label: string, unit: string) => ({ id: `lighthouse.bare.first.${metric}`, label: `${BARE_LABEL}: ${label}`, unit });
      if (taken.length === 0) {
        return [figure('performance', 'performance', ''), figure('lcp_s', 'LCP', 's'), figure('tbt_ms', 'TBT', 'ms')].map((each) => ({ ...each, value: null }));
      }
      const { report } = medianRun(taken);
      const tbt = numeric(report, 'total-blocking-time');
      const lcp = numeric(report, 'largest-contentful-paint');
      const loads = taken.map((each) => each.load);
      const all = (auditId: string, scale: number, digits: number) =>
        taken.map((each) => round((numeric(each.report, auditId) ?? Number.NaN) / scale, digits)).join(', ');
      return [
        { ...figure('performance', 'performance', ''), value: score(report, 'performance'), note: 'not budgeted: the yardstick' },
        { ...figure('lcp_s', 'LCP', 's'), value: lcp === null ? null : round(lcp / 1000, 2), note: `runs ${all('largest-contentful-paint', 1000, 2)}` },
        {
          ...figure('tbt_ms', 'TBT', 'ms'),
          value: tbt === null ? null : round(tbt, 0),
          note: `runs ${all('total-blocking-time', 1, 0)}; load ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}; ${client?.jsGzipKb} KB gzipped JS`,
        },
      ];
    },

    details() {
      return { runs: taken.map((each) => ({ report: each.file, load: each.load })), jsGzipKb: client?.jsGzipKb };
    },
  };
}

/** A shop page's first-visit TBT ÷ the bare page's just before it (at least BARE_TBT_FLOOR_MS), with both loads in the note. */
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
        : `${round(shop.tbtMs ?? Number.NaN, 0)} ms (${loadText(shop.load)}) ÷ ${round(divisor!, 0)} ms: max(bare ${round(bare.tbtMs, 0)} ms just before (${loadText(bare.load)}), ${BARE_TBT_FLOOR_MS} ms)`,
  };
}

export const BARE_TBT_HOW =
  `Before each page's first visits, as many first visits of a bare React page: bench/bare-stack's Hono worker (served as the shop is, stopped after) ` +
  `streaming ${BARE_PATH}, 24 product cards rendered by React 19 (renderToReadableStream), one stylesheet and one Valtio island hydrated with ` +
  "hydrateRoot, its client built by the bench with Vite (production, minified) into .wrangler/bench-bare-assets. Each page's first-visit TBT " +
  `is divided by that bare TBT, or by ${BARE_TBT_FLOOR_MS} ms when the bare one is lower (often 0 ms): half the 50 ms budget, so the 2× budget ` +
  "never asks more than 50 ms of the shop and a near-zero yardstick divides nothing. The bare page's own figures are its median run over the " +
  'section; the 1-minute load average as each median run ended is in the notes.';
