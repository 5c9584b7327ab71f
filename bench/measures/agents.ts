import { UCP_PATHS, UCP_VERSION } from '../../src/contracts/ucp/protocol.ts';
import type { Figure } from '../lib/figures.ts';
import { round, summary } from '../lib/stats.ts';

/**
 * What an assistant waits for through the edge (the storefront worker in front of the backend, as
 * built): a UCP catalog search over the 20,000-wine catalogue, and MCP `tools/list`, which the
 * server answers from memory (worker/agents/mcp/mcp.worker.test.ts counts its upstream calls: none).
 */

type SearchKind = 'text' | 'filters' | 'text+filters' | 'page';

interface SearchQuery {
  kind: Exclude<SearchKind, 'page'>;
  body: { query?: string; filters?: Record<string, unknown>; pagination?: { limit: number } };
  /** Further pages asked with the answer's cursor, each timed as a `page` sample. */
  pages?: number;
}

const TEXTS = [
  'malbec',
  'cabernet sauvignon',
  'pinot noir',
  'touriga nacional',
  'sauvignon blanc',
  'chardonnay',
  'carmenere',
  'tannat',
  'tempranillo',
  'nebbiolo',
  'riesling',
  'alvarinho',
  'moscato',
  'argentina',
  'chile',
  'portugal',
  'itália',
  'frança',
  'espanha',
  'uruguai',
  'áfrica do sul',
  'nova zelândia',
  'espumante',
  'fortificado',
  'rosé',
  'tinto',
  'branco',
  'douro',
  'alentejo',
  'mendoza',
  'toscana',
  'rioja',
  'bordeaux',
  'marlborough',
  'serra gaúcha',
  'quinta',
  'château',
  'bodega',
  'herdade',
  'reserva',
  'malbek',
  'cabernt',
  'sauvignom',
  'tempranilo',
  'argentna',
  'tinto chileno cabernet',
  'branco português alvarinho',
  'espumante brut brasil',
  'malbec reserva mendoza',
  'gran reserva rioja',
  'porto tawny',
  'vinhas velhas douro',
  'rosé provence',
  'tannat uruguai reserva',
  'cabernet franc argentina',
  'barolo piemonte',
];

const TYPES = ['tinto', 'branco', 'rose', 'espumante', 'fortificado', 'sobremesa'];
const COUNTRIES = ['brasil', 'argentina', 'chile', 'portugal', 'franca', 'italia', 'espanha', 'uruguai', 'africa-do-sul', 'estados-unidos'];
const GRAPES = ['malbec', 'cabernet-sauvignon', 'merlot', 'pinot-noir', 'syrah', 'chardonnay', 'sauvignon-blanc', 'touriga-nacional', 'tannat', 'riesling'];
const PRICES = [{ max: 5000 }, { min: 5000, max: 10000 }, { min: 10000, max: 20000 }, { min: 20000 }];
const SWEETNESS = ['seco', 'meio-seco', 'suave', 'doce'];

/**
 * The mix, every request a different one (so each is new to the edge cache, as an agent's would
 * be): text alone (grapes, countries, types, regions, producers, typos, several words), filters
 * alone (type, country, grape, price in centavos, sweetness, stock, occasion, dish), text with
 * filters, and further pages through the answer's cursor.
 */
export function agentSearchMix(): SearchQuery[] {
  const text: SearchQuery[] = TEXTS.map((query, index) => ({ kind: 'text', body: { query }, ...(index % 8 === 0 ? { pages: 2 } : {}) }));
  const filters: SearchQuery[] = [
    ...TYPES.flatMap((type) => COUNTRIES.slice(0, 6).map((country) => ({ type, country }))),
    ...GRAPES.map((grape, index) => ({ grape, price: PRICES[index % PRICES.length], in_stock: true })),
    ...SWEETNESS.map((sweetness) => ({ sweetness })),
    { occasion: 'churrasco' },
    { dish: 'carnes-vermelhas' },
    { occasion: 'churrasco', dish: 'carnes-vermelhas', in_stock: true },
  ].map((filter, index) => ({ kind: 'filters', body: { filters: filter }, ...(index % 10 === 0 ? { pages: 2 } : {}) }));
  const combined: SearchQuery[] = TEXTS.slice(0, 40).map((query, index) => ({
    kind: 'text+filters',
    body: {
      query,
      filters:
        index % 2 === 0 ? { country: COUNTRIES[index % COUNTRIES.length], in_stock: true } : { type: TYPES[index % TYPES.length], price: PRICES[index % 4] },
    },
    ...(index % 10 === 0 ? { pages: 1 } : {}),
  }));
  return [...text, ...filters, ...combined];
}

interface Sample {
  kind: SearchKind;
  label: string;
  ms: number;
  found: number;
}

let callers = 0;

/**
 * Each call from an address of its own: the edge allows an agent 120 calls a minute
 * (AGENT_LIMITER), and this run makes more. Locally the edge reads the address from this header;
 * on Cloudflare the platform sets it and a client cannot.
 */
function agentAddress(): string {
  callers += 1;
  return `10.9.${Math.floor(callers / 250)}.${callers % 250}`;
}

const AGENT = { 'content-type': 'application/json', 'UCP-Agent': 'profile="https://agent.example/.well-known/ucp"' };

async function timedSearch(baseUrl: string, body: unknown): Promise<{ ms: number; found: number; cursor: string | undefined }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${UCP_PATHS.rest}/catalog/search`, {
    method: 'POST',
    headers: { ...AGENT, 'cf-connecting-ip': agentAddress() },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { products?: unknown[]; pagination?: { cursor?: string } };
  const ms = performance.now() - started;
  if (response.status !== 200 || !answer.products) throw new Error(`UCP search ${JSON.stringify(body)} answered ${response.status}`);
  return { ms, found: answer.products.length, cursor: answer.pagination?.cursor };
}

/**
 * Times the mix one request at a time, after `warmUp` untimed ones (the mix's first requests with
 * another page size, so none of the timed ones is a hit of the edge cache); fails on any answer but 200.
 */
export async function timeUcpSearches(baseUrl: string, mix: readonly SearchQuery[], warmUp = 20): Promise<Sample[]> {
  for (const query of mix.slice(0, warmUp)) await timedSearch(baseUrl, { ...query.body, pagination: { limit: 5 } });
  const samples: Sample[] = [];
  for (const query of mix) {
    const label = JSON.stringify(query.body);
    let answer = await timedSearch(baseUrl, query.body);
    samples.push({ kind: query.kind, label, ms: answer.ms, found: answer.found });
    for (let page = 2; page <= 1 + (query.pages ?? 0) && answer.cursor; page += 1) {
      answer = await timedSearch(baseUrl, { ...query.body, pagination: { cursor: answer.cursor } });
      samples.push({ kind: 'page', label: `${label} page ${page}`, ms: answer.ms, found: answer.found });
    }
  }
  return samples;
}

const MCP = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };

async function timedToolsList(baseUrl: string, id: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${UCP_PATHS.mcp}`, {
    method: 'POST',
    headers: { ...MCP, 'cf-connecting-ip': agentAddress() },
    body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list', params: {} }),
  });
  const answer = (await response.json()) as { result?: { tools?: unknown[] } };
  const ms = performance.now() - started;
  if (response.status !== 200 || !answer.result?.tools?.length) throw new Error(`MCP tools/list answered ${response.status}`);
  return ms;
}

/**
 * MCP `tools/list`: the first call after the server started (it loads the MCP chunk, the SDK and
 * the tools' schemas), then `calls` more one at a time after 20 untimed ones.
 */
export async function timeToolsList(baseUrl: string, calls = 200): Promise<{ first: number; samples: number[] }> {
  const first = await timedToolsList(baseUrl, 1);
  for (let id = 2; id < 22; id += 1) await timedToolsList(baseUrl, id);
  const samples: number[] = [];
  for (let id = 0; id < calls; id += 1) samples.push(await timedToolsList(baseUrl, 100 + id));
  return { first, samples };
}

export function agentFigures(search: readonly Sample[], toolsList: { first: number; samples: number[] }): { figures: Figure[]; details: unknown } {
  const all = summary(search.map((sample) => sample.ms));
  const byKind = Object.fromEntries(
    (['text', 'filters', 'text+filters', 'page'] as const).map((kind) => {
      const of = summary(search.filter((sample) => sample.kind === kind).map((sample) => sample.ms));
      return [kind, { n: of.n, p50: round(of.p50), p95: round(of.p95) }];
    }),
  );
  const list = summary(toolsList.samples);
  const empty = search.filter((sample) => sample.found === 0 && sample.kind !== 'page').map((sample) => sample.label);
  const slowest = [...search]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((sample) => `${sample.label} ${round(sample.ms)} ms`);
  return {
    figures: [
      {
        id: 'agents.ucp_search.p50_ms',
        label: 'UCP catalog search: p50',
        value: round(all.p50),
        unit: 'ms',
        note: `${all.n} searches, ${empty} finding nothing`,
      },
      {
        id: 'agents.ucp_search.p95_ms',
        label: 'UCP catalog search: p95',
        value: round(all.p95),
        unit: 'ms',
        budget: 'agents.ucp_search_p95_ms',
        note: `p99 ${round(all.p99)} ms, max ${round(all.max)} ms; by kind p95 ${Object.entries(byKind)
          .map(([kind, of]) => `${kind} ${of.p95}`)
          .join(', ')}`,
      },
      { id: 'agents.tools_list.first_ms', label: 'MCP tools/list: first call (loads the MCP chunk)', value: round(toolsList.first), unit: 'ms' },
      { id: 'agents.tools_list.p50_ms', label: 'MCP tools/list: p50', value: round(list.p50), unit: 'ms', note: `${list.n} calls` },
      {
        id: 'agents.tools_list.p95_ms',
        label: 'MCP tools/list: p95',
        value: round(list.p95),
        unit: 'ms',
        note: `p99 ${round(list.p99)} ms, max ${round(list.max)} ms`,
      },
    ],
    details: { ucpVersion: UCP_VERSION, search: { all, byKind, slowest, empty }, toolsList: { first: toolsList.first, ...list } },
  };
}
