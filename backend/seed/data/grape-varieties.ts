import { GRAPES, type GrapeSlug } from './categories.ts';

/** A grape's skin: a red wine is made of "tintas" only, a white of "brancas" only. */
type GrapeColour = 'tinta' | 'branca';

interface GrapeVariety {
  colour: GrapeColour;
  /** The grape page it is listed under, when its name is a synonym of one (Primitivo is Zinfandel). */
  page?: GrapeSlug;
}

/**
 * Every grape a seeded wine names, by the name the label uses. A grape with a page of the same
 * name (categories.json) is listed there; a synonym names its page. The seed test checks that
 * every wine's grapes are here and that none contradicts the wine's type.
 */
export const GRAPE_VARIETIES: Readonly<Record<string, GrapeVariety>> = {
  // The grapes with a page of their own
  'Cabernet Sauvignon': { colour: 'tinta' },
  Merlot: { colour: 'tinta' },
  Malbec: { colour: 'tinta' },
  Carménère: { colour: 'tinta' },
  'Pinot Noir': { colour: 'tinta' },
  Syrah: { colour: 'tinta' },
  Tannat: { colour: 'tinta' },
  Tempranillo: { colour: 'tinta' },
  Sangiovese: { colour: 'tinta' },
  Canaiolo: { colour: 'tinta' },
  Nebbiolo: { colour: 'tinta' },
  'Touriga Nacional': { colour: 'tinta' },
  Pinotage: { colour: 'tinta' },
  Zinfandel: { colour: 'tinta' },
  Garnacha: { colour: 'tinta' },
  Chardonnay: { colour: 'branca' },
  'Sauvignon Blanc': { colour: 'branca' },
  Riesling: { colour: 'branca' },
  Alvarinho: { colour: 'branca' },
  Moscato: { colour: 'branca' },
  Glera: { colour: 'branca' },
  'Chenin Blanc': { colour: 'branca' },
  Torrontés: { colour: 'branca' },
  Viognier: { colour: 'branca' },
  'Cabernet Franc': { colour: 'tinta' },
  Montepulciano: { colour: 'tinta' },
  Baga: { colour: 'tinta' },
  // Grapes without a page of their own
  Bonarda: { colour: 'tinta' },
  'Touriga Franca': { colour: 'tinta' },
  Trincadeira: { colour: 'tinta' },
  'Alicante Bouschet': { colour: 'tinta' },
  Jaen: { colour: 'tinta' },
  Alfrocheiro: { colour: 'tinta' },
  Mourvèdre: { colour: 'tinta' },
  Corvina: { colour: 'tinta' },
  Rondinella: { colour: 'tinta' },
  Graciano: { colour: 'tinta' },
  Mazuelo: { colour: 'tinta' },
  Carignan: { colour: 'tinta' },
  Marselan: { colour: 'tinta' },
  Negroamaro: { colour: 'tinta' },
  Espadeiro: { colour: 'tinta' },
  Cinsault: { colour: 'tinta' },
  'Pinot Meunier': { colour: 'tinta' },
  Trepat: { colour: 'tinta' },
  'Tinta Barroca': { colour: 'tinta' },
  Sousão: { colour: 'tinta' },
  Loureiro: { colour: 'branca' },
  Trajadura: { colour: 'branca' },
  'Antão Vaz': { colour: 'branca' },
  Arinto: { colour: 'branca' },
  Encruzado: { colour: 'branca' },
  'Pinot Grigio': { colour: 'branca' },
  Vermentino: { colour: 'branca' },
  Viura: { colour: 'branca' },
  'Riesling Itálico': { colour: 'branca' },
  'Pinot Blanc': { colour: 'branca' },
  Auxerrois: { colour: 'branca' },
  Macabeo: { colour: 'branca' },
  Xarel·lo: { colour: 'branca' },
  Parellada: { colour: 'branca' },
  'Maria Gomes': { colour: 'branca' },
  Bical: { colour: 'branca' },
  'Malvasia Fina': { colour: 'branca' },
  Gouveio: { colour: 'branca' },
  Boal: { colour: 'branca' },
  Sercial: { colour: 'branca' },
  Palomino: { colour: 'branca' },
  'Pedro Ximénez': { colour: 'branca' },
  Sémillon: { colour: 'branca' },
  Muscadelle: { colour: 'branca' },
  Gewürztraminer: { colour: 'branca' },
  // Synonyms of those
  Primitivo: { colour: 'tinta', page: 'zinfandel' },
  'Tinta Roriz': { colour: 'tinta', page: 'tempranillo' },
  Aragonez: { colour: 'tinta', page: 'tempranillo' },
  'Tinto Fino': { colour: 'tinta', page: 'tempranillo' },
  Grenache: { colour: 'tinta', page: 'garnacha' },
  Shiraz: { colour: 'tinta', page: 'syrah' },
  Moscatel: { colour: 'branca', page: 'moscato' },
  'Moscato Bianco': { colour: 'branca', page: 'moscato' },
  Albariño: { colour: 'branca', page: 'alvarinho' },
};

const PAGE_BY_NAME = new Map<string, GrapeSlug>(GRAPES.map((grape) => [grape.name, grape.slug]));

/** The grape page a grape of this name is listed under, if the shop has one. */
export function grapePageOf(name: string): GrapeSlug | undefined {
  return GRAPE_VARIETIES[name]?.page ?? PAGE_BY_NAME.get(name);
}
