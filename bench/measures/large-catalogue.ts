import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { serveBackendAlone } from '../../scripts/lib/backend-alone.ts';
import { LARGE_STATE, PORTS, startApp, stopAndWait } from '../lib/app-server.ts';
import type { Figure, Section } from '../lib/figures.ts';
import { agentFigures, agentSearchMix, timeToolsList, timeUcpSearches } from './agents.ts';
import { finderFigures, finderLatency } from './finder.ts';

const exec = promisify(execFile);

interface SearchLatency {
  queries: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  output: string;
}

/** Runs scripts/search-latency.ts (206 varied queries, one at a time) against a running server and reads its summary. */
async function searchLatency(url: string): Promise<SearchLatency> {
  const { stdout } = await exec(process.execPath, ['scripts/search-latency.ts', '--url', url], { timeout: 300_000, maxBuffer: 4 * 1024 * 1024 });
  const counts = /Search latency, (\d+) queries/.exec(stdout);
  const figures = /p50 ([\d.]+) ms\s+p95 ([\d.]+) ms\s+p99 ([\d.]+) ms\s+max ([\d.]+) ms/.exec(stdout);
  if (!counts || !figures) throw new Error(`could not read scripts/search-latency.ts output:\n${stdout}`);
  return {
    queries: Number(counts[1]),
    p50: Number(figures[1]),
    p95: Number(figures[2]),
    p99: Number(figures[3]),
    max: Number(figures[4]),
    output: stdout.trim(),
  };
}

/** The built backend alone on its own port (as scripts/search-latency.ts starts it), from the bench's copy of the build. */
async function withBackendAlone<T>(dist: string, use: (url: string) => Promise<T>): Promise<T> {
  const server = await serveBackendAlone({ port: PORTS.searchBackend, persistTo: resolve(LARGE_STATE), distDir: dist });
  try {
    return await use(server.url);
  } finally {
    await stopAndWait(server);
  }
}

const searchRows = (name: string, latency: SearchLatency, label: string, budgeted: boolean): Figure[] => [
  { id: `search.${name}.p50_ms`, label: `${label}: p50`, value: latency.p50, unit: 'ms', note: `${latency.queries} queries` },
  {
    id: `search.${name}.p95_ms`,
    label: `${label}: p95`,
    value: latency.p95,
    unit: 'ms',
    ...(budgeted ? { budget: 'search.proxy_p95_ms' } : {}),
    note: `p99 ${latency.p99} ms, max ${latency.max} ms`,
  },
];

/**
 * Search (5), the finder (8) and the agents' calls (10) over the 20,000-wine catalogue (npm run
 * db:large into .wrangler/bench-large): search and finder at the backend alone, then through the
 * storefront's same-origin proxy; the agents' calls through the storefront only (the edge is
 * where UCP and MCP are answered). Search is measured by the project's own scripts/search-latency.ts.
 */
export async function measureLargeCatalogue(dist: string, wanted: { search: boolean; finder: boolean; agents: boolean }): Promise<Section[]> {
  await exec(process.execPath, ['scripts/db-large.ts', '--persist-to', LARGE_STATE], { timeout: 600_000, maxBuffer: 4 * 1024 * 1024 });
  const atBackend =
    wanted.search || wanted.finder
      ? await withBackendAlone(dist, async (url) => ({
          search: wanted.search ? await searchLatency(url) : undefined,
          finder: wanted.finder ? await finderLatency(url) : undefined,
        }))
      : { search: undefined, finder: undefined };
  const app = await startApp({ name: 'search', port: PORTS.searchApp, dist, state: LARGE_STATE });
  let throughProxy: { search: Awaited<ReturnType<typeof searchLatency>> | undefined; finder: Awaited<ReturnType<typeof finderLatency>> | undefined };
  let agents: { search: Awaited<ReturnType<typeof timeUcpSearches>>; toolsList: Awaited<ReturnType<typeof timeToolsList>> } | undefined;
  try {
    // MCP's first call first: the server has not loaded the MCP chunk yet
    const toolsList = wanted.agents ? await timeToolsList(app.url) : undefined;
    throughProxy = {
      search: wanted.search ? await searchLatency(app.url) : undefined,
      // The same calls as at the backend: each is new to the edge cache, as a shopper's answers would be.
      finder: atBackend.finder ? await finderLatency(app.url, atBackend.finder.queries) : undefined,
    };
    if (toolsList) agents = { search: await timeUcpSearches(app.url, agentSearchMix()), toolsList };
  } finally {
    await app.close();
  }

  const sections: Section[] = [];
  if (wanted.search && atBackend.search && throughProxy.search) {
    sections.push({
      id: 'search',
      title: '5. Search over 20,000 wines',
      how:
        'npm run db:large (20,000 wines) into .wrangler/bench-large; scripts/search-latency.ts (206 queries: accents, one-letter ' +
        'typos, grapes, countries, types, regions, producers, several words, further pages; 20 warm-ups first; one at a time) ' +
        `against the backend alone (port ${PORTS.searchBackend}) and through the storefront's proxy (port ${PORTS.searchApp}).`,
      reproduce: 'npm run bench -- --only search   (or: npm run db:large && npm run search:latency -- --url http://127.0.0.1:PORT)',
      figures: [
        ...searchRows('backend', atBackend.search, 'at the backend', false),
        ...searchRows('proxy', throughProxy.search, 'through the storefront proxy', true),
      ],
      details: { backend: atBackend.search.output, proxy: throughProxy.search.output },
    });
  }
  if (wanted.finder) {
    const how =
      "GET /api/finder over the 20,000-wine catalogue with scripts/finder-latency.ts's query mix and timer (every option " +
      'alone, the 64 answered/skipped combinations along two shopper paths, further pages; one call at a time after 20 ' +
      'untimed ones), at the backend alone and through the storefront proxy (the same calls; edge cache on, so the 20 ' +
      'warmed ones are hits, the rest misses).';
    if (!atBackend.finder) {
      sections.push({
        id: 'finder',
        title: '8. Finder (GET /api/finder)',
        how,
        reproduce: 'npm run bench -- --only finder',
        figures: [],
        skipped: 'this build has no GET /api/finder',
      });
    } else {
      const figures = finderFigures('backend', 'at the backend', atBackend.finder);
      if (throughProxy.finder) figures.push(...finderFigures('proxy', 'through the storefront proxy', throughProxy.finder));
      sections.push({
        id: 'finder',
        title: '8. Finder (GET /api/finder)',
        how,
        reproduce: 'npm run bench -- --only finder   (or: npm run db:large && npm run finder:latency -- --url http://127.0.0.1:PORT)',
        figures,
        details: {
          backend: { latency: atBackend.finder.latency, slowest: atBackend.finder.slowest },
          proxy: throughProxy.finder
            ? { latency: throughProxy.finder.latency, slowest: throughProxy.finder.slowest }
            : 'the storefront does not proxy /api/finder',
        },
      });
    }
  }
  if (agents) {
    const { figures, details } = agentFigures(agents.search, agents.toolsList);
    sections.push({
      id: 'agents',
      title: '10. Agents over 20,000 wines: UCP catalog search, MCP tools/list',
      how:
        `Through the storefront worker in front of the backend, as built (port ${PORTS.searchApp}, the 20,000-wine catalogue of ` +
        "npm run db:large, edge cache on): POST /ucp/v1/catalog/search with bench/measures/agents.ts's mix, every request a " +
        "different one (text alone, which goes to the site's search; filters alone, the listing; text with filters; further pages " +
        'by cursor), one at a time after 20 untimed ones; and POST /mcp tools/list, its first call after the server started, ' +
        'then 200 one at a time after 20 untimed ones.',
      reproduce: 'npm run bench -- --only agents',
      figures,
      details,
    });
  }
  return sections;
}
