/**
 * Search latency against the 20,000-wine catalogue, at the backend: starts the built backend
 * worker alone (`dist/backend`, so build first) on workerd (scripts/lib/backend-alone.ts, the local D1 that
 * `npm run db:large` filled) on a port of its own, sends
 * ~200 varied queries (accents, one-letter typos, grapes, countries, types, regions, producers,
 * several words, further pages) one at a time, and prints p50/p95. With --url it measures a
 * running server instead (e.g. the storefront's proxy) and starts nothing.
 *
 *   npm run build && npm run db:large && npm run search:latency -- [--port 8791] [--persist-to .wrangler/state-large] [--url http://127.0.0.1:8787]
 */
import { parseArgs } from 'node:util';
import { backendForLatency } from './lib/backend-alone.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8791' },
    'persist-to': { type: 'string', default: '.wrangler/state-large' },
    url: { type: 'string' },
  },
});

type Kind = 'accents' | 'typo' | 'grape' | 'country' | 'type' | 'region' | 'producer' | 'words' | 'page';

/** The query mix: what shoppers type, with and without accents, misspelt, and scrolling on. */
const QUERIES: readonly (readonly [Kind, string, number?])[] = [
  ...[
    'rosé',
    'rose',
    'português',
    'portugues',
    'carménère',
    'carmenere',
    'frança',
    'franca',
    'itália',
    'italia',
    'espanhol',
    'torrontés',
    'torrontes',
    'rosé português',
    'tinto francês',
    'vêneto',
    'sicília',
    'colheita',
    'ipê',
    'vinícola',
  ].map((term) => ['accents', term] as const),
  ...[
    'cabernt',
    'malbek',
    'sauvignom',
    'tempranilo',
    'chardonay',
    'merlott',
    'pinotage',
    'sirah',
    'reisling',
    'alvarino',
    'prossecco',
    'espumnte',
    'argentna',
    'portugall',
    'bordeax',
    'mendoça',
    'toscanna',
    'nebiolo',
    'zinfandell',
    'moscatto',
  ].map((term) => ['typo', term] as const),
  ...[
    'cabernet sauvignon',
    'merlot',
    'malbec',
    'carmenere',
    'pinot noir',
    'syrah',
    'shiraz',
    'tannat',
    'tempranillo',
    'sangiovese',
    'nebbiolo',
    'touriga nacional',
    'pinotage',
    'zinfandel',
    'garnacha',
    'chardonnay',
    'sauvignon blanc',
    'riesling',
    'alvarinho',
    'moscato',
    'glera',
    'chenin blanc',
    'viognier',
    'cabernet franc',
    'baga',
  ].map((term) => ['grape', term] as const),
  ...[
    'brasil',
    'argentina',
    'chile',
    'portugal',
    'frança',
    'itália',
    'espanha',
    'uruguai',
    'áfrica do sul',
    'estados unidos',
    'austrália',
    'nova zelândia',
    'chileno',
    'argentino',
    'brasileiro',
    'italiano',
    'americano',
    'australiano',
  ].map((term) => ['country', term] as const),
  ...[
    'tinto',
    'branco',
    'espumante',
    'fortificado',
    'sobremesa',
    'tintos',
    'brancos',
    'espumantes',
    'champagne',
    'prosecco',
    'porto',
    'madeira',
    'jerez',
    'brut',
    'nature',
    'late harvest',
    'doce',
    'rosado',
  ].map((term) => ['type', term] as const),
  ...[
    'douro',
    'alentejo',
    'mendoza',
    'valle de uco',
    'maipo',
    'colchagua',
    'casablanca',
    'rioja',
    'ribera del duero',
    'toscana',
    'piemonte',
    'bordeaux',
    'borgonha',
    'champagne',
    'napa valley',
    'barossa',
    'marlborough',
    'stellenbosch',
    'serra gaúcha',
    'campanha gaúcha',
    'canelones',
    'provence',
    'loire',
    'alsácia',
    'salta',
  ].map((term) => ['region', term] as const),
  ...[
    'quinta',
    'château',
    'bodega',
    'viña',
    'tenuta',
    'domaine',
    'herdade',
    'cantina',
    'vinícola alto',
    'casa araucária',
    'lemaire',
    'cordillera',
    'poggio',
    'cerro azul',
    'sabiá',
    'aurora',
    'girassol',
    'nogueira',
    'estrela',
    'pedra',
  ].map((term) => ['producer', term] as const),
  ...[
    'tinto chileno cabernet',
    'branco português alvarinho',
    'espumante brut brasil',
    'malbec reserva mendoza',
    'gran reserva rioja',
    'porto tawny',
    'pinot noir borgonha',
    'syrah vale do rhône',
    'single vineyard malbec',
    'vinhas velhas douro',
    'rosé provence',
    'prosecco extra dry',
    'chardonnay sonoma',
    'tannat uruguai reserva',
    'sauvignon blanc marlborough',
    'vinho verde',
    'cabernet franc argentina',
    'riesling alsácia',
    'moscatel espumante',
    'barolo piemonte',
  ].map((term) => ['words', term] as const),
  ...[
    'tinto',
    'branco',
    'cabernet',
    'malbec',
    'chile',
    'portugal',
    'reserva',
    'espumante',
    'merlot',
    'syrah',
    'chardonnay',
    'argentina',
    'frança',
    'itália',
    'douro',
    'quinta',
    'rosé',
    'brasil',
    'pinot',
    'sauvignon',
  ].flatMap((term, index) => [['page', term, 2 + (index % 5)] as const, ['page', term, 8 + index] as const]),
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

let searches = 0;

/**
 * Each search as from a shopper of its own: the edge allows 60 searches a minute per client IP
 * (wrangler.toml SEARCH_LIMITER), and this run makes 226. Locally the edge reads the IP from this
 * header; on Cloudflare the platform sets it and a client cannot.
 */
function shopperAddress(): string {
  searches += 1;
  return `10.0.${Math.floor(searches / 250)}.${searches % 250}`;
}

async function timedSearch(url: string, term: string, page?: number): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/search_similar_asv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': shopperAddress() },
    body: JSON.stringify(page === undefined ? { search_term: term } : { search_term: term, page }),
  });
  const body = (await response.json()) as { total?: number };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`"${term}" answered ${response.status}`);
  return { ms, total: body.total ?? 0 };
}

const { url, server } = await backendForLatency({ url: values.url, port: values.port, persistTo: values['persist-to'] });
try {
  for (const [, term] of QUERIES.slice(0, 20)) await timedSearch(url, term); // warm-up, not counted
  const samples: { kind: Kind; term: string; ms: number; total: number }[] = [];
  for (const [kind, term, page] of QUERIES) samples.push({ kind, term, ...(await timedSearch(url, term, page)) });

  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(`\nSearch latency, ${samples.length} queries one at a time against ${url}`);
  console.log(
    `p50 ${format(percentile(sorted, 50))}   p95 ${format(percentile(sorted, 95))}   p99 ${format(percentile(sorted, 99))}   max ${format(sorted.at(-1)!)}`,
  );
  for (const kind of new Set(samples.map((sample) => sample.kind))) {
    const ofKind = samples
      .filter((sample) => sample.kind === kind)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(9)} n=${String(ofKind.length).padStart(3)}  p50 ${format(percentile(ofKind, 50)).padStart(8)}  p95 ${format(percentile(ofKind, 95)).padStart(8)}`,
    );
  }
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(`  slowest: ${slowest.map((sample) => `"${sample.term}" ${format(sample.ms)} (${sample.total} wines)`).join(', ')}`);
  const empty = samples.filter((sample) => sample.total === 0 && sample.kind !== 'page');
  if (empty.length > 0) console.log(`  no results: ${empty.map((sample) => `"${sample.term}"`).join(', ')}`);
  console.log(`\nReproduce: npm run build && npm run db:large && npm run search:latency${values.url ? ` -- --url ${values.url}` : ''}`);
} finally {
  server?.stop();
}
