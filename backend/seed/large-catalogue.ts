import { COUNTRIES, type CountrySlug, type GrapeSlug, type WineTypeSlug } from './data/categories.ts';
import type { WineSeed } from './data/wine-seed.ts';
import { catalogueSeeds } from './data/wines.ts';
import { describeWine, dishesFor, factsOf, grapeName, pairingText, servingTemperature } from './wine-profile.ts';

/**
 * A generated catalogue for benchmarks and load tests: the authored wines plus generated ones up
 * to `total` (20,000 by default), with the same categories and the same derivation rules, so
 * search, filters and listings behave as in the shop. Deterministic: the same total gives the
 * same wines on every machine.
 */
export const LARGE_CATALOGUE_TOTAL = 20_000;

/** Generated wines start here (authored ids are below 2000; variant ids stay distinct). */
const FIRST_GENERATED_ID = 20_001;

/** mulberry32: a small, fast, seedable PRNG. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPE_SHARE: readonly [WineTypeSlug, number][] = [
  ['tinto', 0.45],
  ['branco', 0.22],
  ['rose', 0.1],
  ['espumante', 0.12],
  ['fortificado', 0.06],
  ['sobremesa', 0.05],
];

const GRAPES_BY_TYPE: Record<WineTypeSlug, readonly GrapeSlug[]> = {
  tinto: [
    'cabernet-sauvignon',
    'merlot',
    'malbec',
    'carmenere',
    'pinot-noir',
    'syrah',
    'tannat',
    'tempranillo',
    'sangiovese',
    'nebbiolo',
    'touriga-nacional',
    'pinotage',
    'zinfandel',
    'garnacha',
    'cabernet-franc',
    'montepulciano',
    'baga',
  ],
  branco: ['chardonnay', 'sauvignon-blanc', 'riesling', 'alvarinho', 'moscato', 'chenin-blanc', 'torrontes', 'viognier'],
  rose: ['pinot-noir', 'garnacha', 'syrah', 'malbec', 'merlot', 'touriga-nacional', 'tempranillo'],
  espumante: ['chardonnay', 'pinot-noir', 'glera', 'moscato', 'riesling'],
  fortificado: ['touriga-nacional', 'moscato', 'tempranillo'],
  sobremesa: ['moscato', 'riesling', 'sauvignon-blanc', 'chenin-blanc', 'torrontes'],
};

const REGIONS: Record<CountrySlug, readonly string[]> = {
  brasil: ['Serra Gaúcha', 'Campanha Gaúcha', 'Serra do Sudeste', 'Vale do São Francisco', 'Sul de Minas', 'Planalto Catarinense'],
  argentina: ['Mendoza', 'Valle de Uco', 'Luján de Cuyo', 'Salta', 'Patagônia', 'San Juan'],
  chile: ['Vale do Maipo', 'Vale de Colchagua', 'Vale de Casablanca', 'Vale do Elqui', 'Vale do Rapel', 'Vale de Curicó'],
  portugal: ['Douro', 'Alentejo', 'Dão', 'Bairrada', 'Vinho Verde', 'Lisboa', 'Tejo'],
  franca: ['Bordeaux', 'Borgonha', 'Vale do Rhône', 'Loire', 'Alsácia', 'Languedoc', 'Provence', 'Champagne'],
  italia: ['Toscana', 'Piemonte', 'Vêneto', 'Puglia', 'Sicília', 'Abruzzo'],
  espanha: ['Rioja', 'Ribera del Duero', 'Rías Baixas', 'Priorat', 'Navarra', 'Penedès', 'Jerez'],
  uruguai: ['Canelones', 'Maldonado', 'Colonia', 'Rivera'],
  'africa-do-sul': ['Stellenbosch', 'Paarl', 'Swartland', 'Franschhoek'],
  'estados-unidos': ['Napa Valley', 'Sonoma Coast', 'Willamette Valley', 'Paso Robles', 'Lodi'],
  australia: ['Barossa Valley', 'McLaren Vale', 'Margaret River', 'Hunter Valley', 'Yarra Valley'],
  'nova-zelandia': ['Marlborough', 'Central Otago', "Hawke's Bay"],
};

const HOUSE_WORD: Record<CountrySlug, readonly string[]> = {
  brasil: ['Vinícola', 'Casa', 'Adega'],
  argentina: ['Bodega', 'Finca'],
  chile: ['Viña'],
  portugal: ['Quinta', 'Herdade', 'Adega'],
  franca: ['Château', 'Domaine', 'Maison'],
  italia: ['Tenuta', 'Cantina', 'Fattoria'],
  espanha: ['Bodegas'],
  uruguai: ['Bodega', 'Viñedos'],
  'africa-do-sul': ['Estate', 'Cellars'],
  'estados-unidos': ['Cellars', 'Winery'],
  australia: ['Vineyards', 'Estate'],
  'nova-zelandia': ['Estate', 'Wines'],
};

const NAME_WORDS = [
  'Alto',
  'Serra',
  'Vale',
  'Pedra',
  'Sol',
  'Lua',
  'Rio',
  'Monte',
  'Campo',
  'Cedro',
  'Oliva',
  'Aurora',
  'Vento',
  'Bruma',
  'Terra',
  'Aroeira',
  'Ipê',
  'Colina',
  'Estrela',
  'Lago',
  'Cruz',
  'Fonte',
  'Girassol',
  'Jardim',
  'Marés',
  'Nogueira',
  'Pinhal',
  'Rosa',
  'Sabiá',
  'Trilha',
];
const LABELS = [
  'Reserva',
  'Gran Reserva',
  'Clássico',
  'Seleção',
  'Single Vineyard',
  'Jovem',
  'Premium',
  'Origem',
  'Terroir',
  'Família',
  'Colheita Especial',
  'Vinhas Velhas',
  'Edição Limitada',
  'Barrica',
  'Safra',
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function pickType(next: () => number): WineTypeSlug {
  let roll = next();
  for (const [type, share] of TYPE_SHARE) {
    roll -= share;
    if (roll <= 0) return type;
  }
  return 'tinto';
}

/** Prices spread like a shop's: many under R$ 100, few near R$ 900; always ending in ,90. */
function pickPrice(next: () => number): number {
  const raw = Math.exp(Math.log(29.9) + next() ** 1.6 * (Math.log(900) - Math.log(29.9)));
  return Math.min(899.9, Math.floor(raw) + 0.9);
}

function generatedWine(index: number): WineSeed {
  const next = random(index * 7919 + 17);
  const type = pickType(next);
  const country = pick(next, COUNTRIES).slug;
  const grape = pick(next, GRAPES_BY_TYPE[type]);
  const producer = `${pick(next, HOUSE_WORD[country])} ${pick(next, NAME_WORDS)} ${pick(next, NAME_WORDS)}`;
  const label = `${pick(next, LABELS)} ${grapeName(grape)}`;
  const nonVintage = (type === 'espumante' || type === 'fortificado') && next() < 0.7;
  const vintage = nonVintage ? null : 2010 + Math.floor(next() * 15);
  const price = pickPrice(next);
  const onPromotion = next() < 0.3;
  const listPrice = onPromotion ? Math.round(price * (1.1 + next() * 0.15)) + 0.9 : price;
  const stock = next() < 0.12 ? 0 : 1 + Math.floor(next() * 200);
  const rating = Math.round((3.2 + next() * 1.7) * 10) / 10;
  const alcohol = type === 'fortificado' ? 19 : type === 'espumante' ? 12 : Math.round((11.5 + next() * 3.5) * 2) / 2;
  // a blend's other grapes are of the same kind as the main one (a red's are red)
  const others = GRAPES_BY_TYPE[type].filter((candidate) => candidate !== grape && next() < 0.04).slice(0, 2);
  const grapes = [grape, ...others].map((slug) => [grapeName(slug), null] as [string, null]);
  const sweetness = ['fortificado', 'sobremesa'].includes(type) ? 'doce' : grape === 'moscato' ? 'suave' : 'seco';
  const facts = factsOf({ type, grapes, price, rating, sweetness });
  const volume = type === 'sobremesa' ? 375 : 750;
  const seed = { type, country, region: pick(next, REGIONS[country]), grapes, price, rating };
  return {
    id: FIRST_GENERATED_ID + index,
    producer,
    label,
    vintage,
    alcohol,
    listPrice,
    stock,
    volume,
    blackFriday: type !== 'sobremesa' && next() < 0.03,
    sweetness,
    appellation: '',
    serving: servingTemperature(facts),
    ageing: '',
    notes: describeWine(seed),
    pairing: pairingText(dishesFor(facts)),
    ...seed,
  };
}

/** The authored wines and generated ones, `total` in all. */
export function largeCatalogueSeeds(total = LARGE_CATALOGUE_TOTAL): WineSeed[] {
  const authored = catalogueSeeds();
  return [...authored, ...Array.from({ length: Math.max(0, total - authored.length) }, (_, index) => generatedWine(index))];
}
