import { COUNTRIES, GRAPES, type GrapeSlug, type WineTypeSlug } from './data/categories.ts';
import { DISHES, type OCCASIONS } from './data/filters.ts';
import type { WineSeed } from './data/wine-seed.ts';

/**
 * What a sommelier would say about a wine, derived from its type, grapes, price and rating: the
 * dishes and occasions it suits, its serving temperature, pairing and description. One set of
 * rules for the authored catalogue and the generated 20,000-wine one.
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
  grape: GrapeSlug;
  price: number;
  rating: number;
  /** Sparkling Moscato is sweet: it goes with desserts, not fish. */
  sweet: boolean;
}

export function factsOf(seed: WineSeed): WineFacts {
  const [, , label, type, , , grape, , , , price, , , rating] = seed;
  return { type, grape, price, rating, sweet: grape === 'moscato' && /mosca|asti/i.test(label) };
}

export function dishesFor({ type, grape, sweet }: WineFacts): DishSlug[] {
  const dishes = new Set<DishSlug>();
  if (type === 'tinto') {
    if (BOLD_REDS.includes(grape)) dishes.add('carnes-vermelhas');
    if (ITALIAN_TABLE_REDS.includes(grape)) dishes.add('massas').add('pizza');
    if (LIGHT_REDS.includes(grape)) dishes.add('aves').add('risotos');
    if (CHEESE_REDS.includes(grape)) dishes.add('queijos');
    if (FEIJOADA_REDS.includes(grape)) dishes.add('feijoada');
    if (grape === 'pinot-noir') dishes.add('comida-japonesa');
  } else if (type === 'branco') {
    if (CRISP_WHITES.includes(grape)) dishes.add('peixes-e-frutos-do-mar').add('comida-japonesa');
    if (ROUND_WHITES.includes(grape)) dishes.add('aves').add('risotos').add('peixes-e-frutos-do-mar');
    if (grape === 'riesling' || grape === 'chenin-blanc') dishes.add('queijos');
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
  if (type === 'tinto' && BOLD_REDS.includes(grape)) occasions.add('churrasco');
  if (
    (type === 'tinto' && ['pinot-noir', 'nebbiolo', 'sangiovese'].includes(grape)) ||
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
      return LIGHT_REDS.includes(grape) && grape !== 'merlot' ? [14, 16] : [16, 18];
    case 'branco':
      return ROUND_WHITES.includes(grape) ? [10, 12] : [8, 10];
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

const GRAPE_BY_SLUG = new Map<string, (typeof GRAPES)[number]>(GRAPES.map((grape) => [grape.slug, grape]));
const COUNTRY_BY_SLUG = new Map<string, (typeof COUNTRIES)[number]>(COUNTRIES.map((country) => [country.slug, country]));
export function grapeName(slug: GrapeSlug): string {
  return GRAPE_BY_SLUG.get(slug)?.name ?? slug;
}

function countryName(slug: string): string {
  return COUNTRY_BY_SLUG.get(slug)?.name ?? slug;
}

/** Every grape of the wine, main grape first (CATENOMEUVA). */
export function blendOf(grape: GrapeSlug, otherGrapes: string): string {
  return [
    grapeName(grape),
    ...otherGrapes
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  ].join(', ');
}

function styleSentence(price: number, rating: number): string {
  if (price < 50) return 'Descomplicado e gostoso, para abrir sem cerimônia.';
  if (price < 150)
    return rating >= 4.2 ? 'Equilibrado e expressivo, com ótima relação entre qualidade e preço.' : 'Equilibrado e versátil, bom companheiro da mesa.';
  if (price < 400) return 'Complexo e de grande personalidade; ganha com alguns minutos de decanter.';
  return 'Um grande vinho, de guarda, para momentos inesquecíveis.';
}

export function describeWine(seed: WineSeed): string {
  const [, , , type, country, region, grape, otherGrapes, , , price, , , rating] = seed;
  const grapes = blendOf(grape, otherGrapes).split(', ');
  const list = grapes.length === 1 ? grapes[0]! : `${grapes.slice(0, -1).join(', ')} e ${grapes.at(-1)}`;
  const grapeNote = GRAPE_BY_SLUG.get(grape)?.description ?? '';
  return `${TYPE_NOUN[type]} elaborado com ${list}. ${grapeNote} ${styleSentence(price, rating)} Origem: ${region}, ${countryName(country)}.`;
}
