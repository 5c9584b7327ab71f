/**
 * The virtual sommelier's finder call (`GET /api/finder`) against the 20,000-wine
 * catalogue, at the backend: starts the built backend alone (`dist/backend`, so build first) on
 * workerd (scripts/lib/backend-alone.ts) over the state `npm run db:large` filled, sends the query mix one call at a time
 * and prints p50/p95 (overall and by how many questions are answered). With --url it measures a
 * running server instead (e.g. the storefront's proxy, edge cache included) and starts nothing.
 *
 *   npm run build && npm run db:large && npm run finder:latency -- [--port 8798] [--persist-to .wrangler/state-large] [--url http://127.0.0.1:8787]
 *
 * The mix (finderQueryMix): every option alone; all 64 combinations of answered and skipped
 * questions along two shopper paths (each question's most common option, and a middling one;
 * some combinations leave no wine, as shoppers' do); further pages. `timeFinderCalls` times any
 * list of queries, for the benchmarks.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FINDER_QUESTIONS, finderResponseSchema, type FinderResponse } from '../src/contracts/finder.ts';
import { backendForLatency } from './lib/backend-alone.ts';

export interface FinderSample {
  query: string;
  answered: number;
  ms: number;
  total: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export function summarise(samples: readonly FinderSample[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}

/** The query mix, from the options the finder offers on an empty query. */
export function finderQueryMix(first: FinderResponse): string[] {
  const byCount = (question: string) =>
    [...(first.questions.find((facet) => facet.question === question)?.options ?? [])].sort((a, b) => (b.count ?? 0) - (a.count ?? 0));
  const alone = first.questions.flatMap((facet) => facet.options.map((option) => `${facet.question}=${encodeURIComponent(option.value)}`));
  const paths = [0, 0.5].map((rank) =>
    Object.fromEntries(
      FINDER_QUESTIONS.map((question) => {
        const options = byCount(question);
        return [question, options[Math.floor(rank * (options.length - 1))]?.value ?? ''];
      }),
    ),
  );
  const combinations = paths.flatMap((path) =>
    Array.from({ length: 1 << FINDER_QUESTIONS.length }, (_, mask) =>
      FINDER_QUESTIONS.filter((_, index) => mask & (1 << index))
        .map((question) => `${question}=${encodeURIComponent(path[question] ?? '')}`)
        .join('&'),
    ),
  );
  const pages = combinations.filter((_, index) => index % 16 === 1).map((query) => `${query}&page=2`);
  return [...alone, ...combinations, ...pages];
}

/** Times each query one at a time (after `warmUp` untimed calls); fails on any answer but 200. */
export async function timeFinderCalls(baseUrl: string, queries: readonly string[], warmUp = 20): Promise<FinderSample[]> {
  const call = async (query: string): Promise<FinderSample> => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/finder${query ? `?${query}` : ''}`, { headers: { accept: 'application/json' } });
    const body = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`/api/finder?${query} answered ${response.status}`);
    const answered = query.split('&').filter((part) => part && !part.startsWith('page=')).length;
    return { query, answered, ms, total: finderResponseSchema.parse(body).total };
  };
  for (const query of queries.slice(0, warmUp)) await call(query);
  const samples: FinderSample[] = [];
  for (const query of queries) samples.push(await call(query));
  return samples;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8798' },
      'persist-to': { type: 'string', default: '.wrangler/state-large' },
      url: { type: 'string' },
    },
  });
  const { url, server } = await backendForLatency({ url: values.url, port: values.port, persistTo: values['persist-to'] });
  try {
    const first = finderResponseSchema.parse(await (await fetch(`${url}/api/finder`)).json());
    const samples = await timeFinderCalls(url, finderQueryMix(first));
    const format = (ms: number) => `${ms.toFixed(1)} ms`;
    const all = summarise(samples);
    console.log(`\nFinder latency, ${all.n} calls one at a time against ${url} (catalogue of ${first.total} wines)`);
    console.log(`p50 ${format(all.p50)}   p95 ${format(all.p95)}   p99 ${format(all.p99)}   max ${format(all.max)}`);
    for (const [label, low, high] of [
      ['0-2 answers', 0, 2],
      ['3-4 answers', 3, 4],
      ['5-6 answers', 5, 6],
    ] as const) {
      const group = summarise(samples.filter((sample) => sample.answered >= low && sample.answered <= high));
      console.log(`  ${label.padEnd(11)} n=${String(group.n).padStart(3)}  p50 ${format(group.p50).padStart(8)}  p95 ${format(group.p95).padStart(8)}`);
    }
    const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(`  slowest: ${slowest.map((sample) => `"${sample.query || '(none)'}" ${format(sample.ms)} (${sample.total} wines)`).join(', ')}`);
    console.log(`  leaving no wine: ${samples.filter((sample) => sample.total === 0).length} of ${samples.length}`);
    console.log(`\nReproduce: npm run build && npm run db:large && npm run finder:latency${values.url ? ` -- --url ${values.url}` : ''}`);
  } finally {
    server?.stop();
  }
}

// Run as a script (npm run finder:latency); imported (the benchmarks), it only lends its functions.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
