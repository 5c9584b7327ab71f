/**
 * `npm run bench`: speed, size and resilience of the built app on workerd, side by
 * side in one run, checked against bench/budgets.json. Never part of `npm test`: timings are noisy.
 *
 *   npm run bench [-- --check] [--only bytes,lighthouse,render,streaming,search,spike,faults,finder,prerender,agents]
 *                 [--skip NAMES] [--no-build | --dist DIR | --ref GIT-REF] [--lighthouse-runs 3]
 *
 * Builds (vite build; --ref: a commit as committed, exported apart from the work tree; --dist: a
 * build as it is) and serves a private copy of dist/ (.wrangler/bench-dist) on ports
 * 8805–8810, one server at a time, each from a fresh copy of the seeded state under
 * .wrangler/bench-*. Writes bench/results/latest.json and prints a table; with --check, exits 1
 * when a budget fails (or a measurement could not be taken).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PORTS, prepareBuild, prepareSeedState, startApp, stopAllServers } from './lib/app-server.ts';
import { assertChromium } from './lib/chromium.ts';
import { verdict, type Budgets, type Section } from './lib/figures.ts';
import { machineInfo, startLoadSampler } from './lib/machine.ts';
import { failures, renderTable } from './lib/table.ts';
import { measureLargeCatalogue } from './measures/large-catalogue.ts';
import { measureLighthouse } from './measures/lighthouse.ts';
import { measurePrerender } from './measures/prerender.ts';
import { measureRenderCost } from './measures/render-cost.ts';
import { measureShippedBytes } from './measures/shipped-bytes.ts';
import { measureFaults, measureSpike } from './measures/spike.ts';
import { measureStreaming, STREAMING_DELAY_MS } from './measures/streaming.ts';

const SECTIONS = ['bytes', 'lighthouse', 'render', 'streaming', 'search', 'spike', 'faults', 'finder', 'prerender', 'agents'] as const;
type SectionId = (typeof SECTIONS)[number];

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    only: { type: 'string' },
    skip: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    ref: { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '3' },
  },
});

function sectionList(text: string | undefined): SectionId[] {
  if (!text) return [];
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) if (!SECTIONS.includes(name as SectionId)) throw new Error(`unknown section "${name}"; known: ${SECTIONS.join(', ')}`);
  return names as SectionId[];
}
const lighthouseRuns = Number(values['lighthouse-runs']);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error(`--lighthouse-runs must be a positive integer, not ${values['lighthouse-runs']}`);
const only = sectionList(values.only);
const skip = sectionList(values.skip);
const wanted = (id: SectionId) => (only.length === 0 || only.includes(id)) && !skip.includes(id);

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Budgets;
const started = new Date();
const sampler = startLoadSampler();
const sections: Section[] = [];
let builtFrom = 'nothing: the build failed';

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAllServers();
    process.exit(130);
  });
}

/** Runs one measurement (or several sharing servers); a failure becomes a section with its error (and fails --check). */
async function measure(ids: SectionId[], title: string, work: () => Promise<Section | Section[]>): Promise<void> {
  const ran = ids.filter(wanted);
  if (ran.length === 0) return;
  const from = Date.now();
  process.stdout.write(`bench: ${title}…\n`);
  let measured: Section[];
  try {
    measured = [await work()].flat();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    measured = ran.map((id) => ({ id, title, how: '', reproduce: `npm run bench -- --only ${id}`, figures: [], error: message }));
  }
  for (const section of measured) {
    section.seconds = (Date.now() - from) / 1000 / measured.length;
    section.load = sampler.between(from);
    sections.push(section);
  }
}

try {
  if (wanted('bytes') || wanted('lighthouse') || wanted('prerender')) assertChromium();
  process.stdout.write(
    `bench: ${values.ref ? `building ${values.ref} as committed` : values.dist ? `serving ${values.dist}` : values['no-build'] ? 'copying dist/' : 'building'}…\n`,
  );
  const build = await prepareBuild({ build: !values['no-build'], dist: values.dist, ref: values.ref });
  const dist = build.dist;
  builtFrom = build.source;
  await prepareSeedState();

  if (wanted('bytes') || wanted('lighthouse') || wanted('render') || wanted('prerender')) {
    const app = await startApp({ name: 'app', port: PORTS.app, dist });
    try {
      await measure(['bytes'], '1. shipped bytes', () => measureShippedBytes(app.url));
      await measure(['lighthouse'], '2. Lighthouse', () => measureLighthouse(app.url, lighthouseRuns));
      await measure(['render'], '4. server render cost', () => measureRenderCost(app.url, app.pid, dist));
      await measure(['prerender'], '9. prerender', () => measurePrerender(app.url));
    } finally {
      await app.close();
    }
  }
  if (wanted('streaming')) {
    const app = await startApp({
      name: 'streaming',
      port: PORTS.streaming,
      dist,
      vars: { EDGE_CACHE: 'on' },
      backendVars: { BENCH_DELAY_MS: String(STREAMING_DELAY_MS) },
    });
    try {
      await measure(['streaming'], '3. streaming', () => measureStreaming(app.url));
    } finally {
      await app.close();
    }
  }
  await measure(['search', 'finder', 'agents'], '5. search, 8. finder and 10. agents over 20,000 wines', () =>
    measureLargeCatalogue(dist, { search: wanted('search'), finder: wanted('finder'), agents: wanted('agents') }),
  );
  await measure(['spike'], '6. spike', () => measureSpike(dist));
  await measure(['faults'], '7. faults under load', () => measureFaults(dist));
} finally {
  stopAllServers();
}

const load = sampler.stop();
const machine = machineInfo();
const failed = [...failures(sections, budgets), ...sections.filter((section) => section.error).map((section) => `${section.title}: ${section.error}`)];
// Keep the report in one fixed order, whatever order the servers ran in.
sections.sort((a, b) => SECTIONS.indexOf(a.id as SectionId) - SECTIONS.indexOf(b.id as SectionId));

mkdirSync('bench/results', { recursive: true });
const result = {
  startedAt: started.toISOString(),
  finishedAt: new Date().toISOString(),
  command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  builtFrom,
  machine,
  loadAverage1m: load,
  budgets,
  sections: sections.map((section) => ({
    ...section,
    figures: section.figures.map((figure) => ({
      ...figure,
      verdict: verdict(figure, budgets),
      budgetValue: figure.budget ? budgets[figure.budget] : undefined,
    })),
  })),
  failures: failed,
};
writeFileSync('bench/results/latest.json', `${JSON.stringify(result, null, 2)}\n`);

console.log(renderTable(sections, budgets));
console.log(
  `\nMachine: ${machine.nproc} cores (${machine.cpu}), ${machine.memoryGiB} GiB, ${machine.uname}\n` +
    `Node ${machine.node}, ${machine.chromium}; measured ${builtFrom}\n` +
    `Load average (1 min) during the run: ${load.min.toFixed(2)}–${load.max.toFixed(2)}, mean ${load.mean.toFixed(2)}\n` +
    `Took ${((Date.now() - started.getTime()) / 60000).toFixed(1)} min. Written: bench/results/latest.json`,
);
if (failed.length > 0) {
  console.log(`\n${failed.length} budget(s) not met or not measured:\n${failed.map((line) => `  - ${line}`).join('\n')}`);
} else {
  console.log('\nEvery budget met.');
}
process.exit(values.check && failed.length > 0 ? 1 : 0);
