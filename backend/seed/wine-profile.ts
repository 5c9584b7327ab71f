import { COUNTRIES, GRAPES, type GrapeSlug, type WineTypeSlug } from './data/categories.ts';
import { DISHES, type OCCASIONS } from './data/filters.ts';
import { grapePageOf } from './data/grape-varieties.ts';
import type { WineSeed } from './data/wine-seed.ts';

/**
 * Where a wine is listed, derived from its type, main grape, sweetness, price and rating: the
 * dishes and occasions it suits. One set of rules for the authored catalogue and the generated
 * 20,000-wine one; the generated wines also take their serving temperature, pairing and
 * description from here (the authored ones have them written, wine-notes/*.json).
 */

type DishSlug = (typeof DISHES)[number]['slug'];
type OccasionSlug = (typeof OCCASIONS)[number]['slug'];

const BOLD_REDS: readonly GrapeSlug[] = [
  'cabernet-sauvignon',
  'malbec',
  'tannat',
  'syrah',
  'carmenere',
  'touriga-nacional',
  'tempranillo',
  'cabernet-franc',
  'pinotage',
  'zinfandel',
  'nebbiolo',
  'baga',
  'garnacha',
];
const ITALIAN_TABLE_REDS: readonly GrapeSlug[] = ['sangiovese', 'montepulciano', 'zinfandel', 'merlot', 'garnacha'];
const LIGHT_REDS: readonly GrapeSlug[] = ['pinot-noir', 'merlot', 'cabernet-franc'];
const CHEESE_REDS: readonly GrapeSlug[] = ['merlot', 'pinot-noir', 'tempranillo', 'sangiovese', 'nebbiolo', 'cabernet-sauvignon'];
const FEIJOADA_REDS: readonly GrapeSlug[] = ['baga', 'touriga-nacional', 'tempranillo', 'carmenere', 'tannat'];
const CRISP_WHITES: readonly GrapeSlug[] = ['sauvignon-blanc', 'alvarinho', 'riesling', 'torrontes', 'moscato', 'chenin-blanc'];
const ROUND_WHITES: readonly GrapeSlug[] = ['chardonnay', 'viognier', 'chenin-blanc'];

export interface WineFacts {
  type: WineTypeSlug;
  /** The main grape's page, when the shop has one. */
  grape: GrapeSlug | undefined;
  price: number;
  rating: number;
  /** A sweet sparkling wine goes with desserts, not fish. */
  sweet: boolean;
}

export function factsOf(seed: Pick<WineSeed, 'type' | 'grapes' | 'price' | 'rating' | 'sweetness'>): WineFacts {
  const { type, grapes, price, rating, sweetness } = seed;
  return { type, grape: grapePageOf(grapes[0]![0]), price, rating, sweet: sweetness === 'suave' || sweetness === 'doce' };
}

/** Whether the grape is one of `grapes` (a grape without a page is in none). */
const among = (grapes: readonly GrapeSlug[], grape: GrapeSlug | undefined) => grape !== undefined && grapes.includes(grape);

export function dishesFor({ type, grape, sweet }: WineFacts): DishSlug[] {
  const dishes = new Set<DishSlug>();
  if (type === 'tinto') {
    if (among(BOLD_REDS, grape)) dishes.add('carnes-vermelhas');
    if (among(ITALIAN_TABLE_REDS, grape)) dishes.add('massas').add('pizza');
    if (among(LIGHT_REDS, grape)) dishes.add('aves').add('risotos');
    if (among(CHEESE_REDS, grape)) dishes.add('queijos');
    if (among(FEIJOADA_REDS, grape)) dishes.add('feijoada');
    if (grape === 'pinot-noir') dishes.add('comida-japonesa');
    // a red of a grape the shop has no page for (Marselan, Negroamaro…): the table's usual reds
    if (dishes.size === 0) dishes.add('carnes-vermelhas').add('massas');
  } else if (type === 'branco') {
    if (among(CRISP_WHITES, grape)) dishes.add('peixes-e-frutos-do-mar').add('comida-japonesa');
    if (among(ROUND_WHITES, grape)) dishes.add('aves').add('risotos').add('peixes-e-frutos-do-mar');
    if (grape === 'riesling' || grape === 'chenin-blanc') dishes.add('queijos');
    if (dishes.size === 0) dishes.add('peixes-e-frutos-do-mar').add('aves');
  } else if (type === 'rose') {
    dishes.add('peixes-e-frutos-do-mar').add('pizza').add('comida-japonesa').add('massas');
  } else if (type === 'espumante') {
    if (sweet) dishes.add('sobremesas');
    else dishes.add('peixes-e-frutos-do-mar').add('comida-japonesa').add('feijoada').add('queijos');
  } else {
    dishes.add('sobremesas').add('queijos');
  }
  return [...dishes];
}

export function occasionsFor(facts: WineFacts): OccasionSlug[] {
  const { type, grape, price, rating, sweet } = facts;
  const occasions = new Set<OccasionSlug>();
  if (type === 'tinto' && among(BOLD_REDS, grape)) occasions.add('churrasco');
  if (
    (type === 'tinto' && among(['pinot-noir', 'nebbiolo', 'sangiovese'], grape)) ||
    (['rose', 'espumante'].includes(type) && price >= 100) ||
    (rating >= 4.5 && ['tinto', 'branco'].includes(type))
  ) {
    occasions.add('jantar-a-dois');
  }
  if (['espumante', 'rose', 'branco'].includes(type) && price < 100) occasions.add('happy-hour');
  if (price >= 150 || rating >= 4.5) occasions.add('presentear');
  if (price < 70 && ['tinto', 'branco', 'rose'].includes(type)) occasions.add('dia-a-dia');
  if (type === 'espumante' || (type === 'fortificado' && price >= 200)) occasions.add('comemoracoes');
  if (['fortificado', 'sobremesa'].includes(type) || dishesFor(facts).includes('queijos')) occasions.add('noite-de-queijos');
  if (['branco', 'rose'].includes(type) || (type === 'espumante' && !sweet)) occasions.add('verao');
  return [...occasions];
}

/** Serving temperature in °C (min, max) by type; light reds a little cooler. */
export function servingTemperature({ type, grape }: WineFacts): [number, number] {
  switch (type) {
    case 'tinto':
      return among(LIGHT_REDS, grape) && grape !== 'merlot' ? [14, 16] : [16, 18];
    case 'branco':
      return among(ROUND_WHITES, grape) ? [10, 12] : [8, 10];
    case 'rose':
      return [8, 10];
    case 'espumante':
      return [6, 8];
    case 'fortificado':
      return [14, 16];
    case 'sobremesa':
      return [8, 10];
  }
}

const DISH_NAMES = new Map<string, string>(DISHES.map((dish) => [dish.slug, dish.name.toLowerCase()]));

export function pairingText(dishes: readonly string[]): string {
  const names = dishes.map((slug) => DISH_NAMES.get(slug) ?? slug);
  if (names.length === 0) return '';
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
  return `Combina com ${list}.`;
}

const TYPE_NOUN: Record<WineTypeSlug, string> = {
  tinto: 'Vinho tinto',
  branco: 'Vinho branco',
  rose: 'Vinho rosé',
  espumante: 'Espumante',
  fortificado: 'Vinho fortificado',
  sobremesa: 'Vinho de sobremesa',
};

const COUNTRY_BY_SLUG = new Map<string, (typeof COUNTRIES)[number]>(COUNTRIES.map((country) => [country.slug, country]));
const GRAPE_BY_SLUG = new Map<string, (typeof GRAPES)[number]>(GRAPES.map((grape) => [grape.slug, grape]));

export function grapeName(slug: GrapeSlug): string {
  return GRAPE_BY_SLUG.get(slug)?.name ?? slug;
}

function countryName(slug: string): string {
  return COUNTRY_BY_SLUG.get(slug)?.name ?? slug;
}

function styleSentence(price: number, rating: number): string {
  if (price < 50) return 'Descomplicado e gostoso, para abrir sem cerimônia.';
  if (price < 150)
    return rating >= 4.2 ? 'Equilibrado e expressivo, com ótima relação entre qualidade e preço.' : 'Equilibrado e versátil, bom companheiro da mesa.';
  if (price < 400) return 'Complexo e de grande personalidade; ganha com alguns minutos de decanter.';
  return 'Um grande vinho, de guarda, para momentos inesquecíveis.';
}

/** A generated wine's description (the authored ones have notes written for them). */
export function describeWine(seed: Pick<WineSeed, 'type' | 'country' | 'region' | 'grapes' | 'price' | 'rating'>): string {
  const { type, country, region, grapes, price, rating } = seed;
  const names = grapes.map(([name]) => name);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
  const main = grapePageOf(names[0]!);
  const grapeNote = main ? (GRAPE_BY_SLUG.get(main)?.description ?? '') : '';
  return `${TYPE_NOUN[type]} elaborado com ${list}. ${grapeNote} ${styleSentence(price, rating)} Origem: ${region}, ${countryName(country)}.`;
}
