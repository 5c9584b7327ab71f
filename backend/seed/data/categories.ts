/**
 * The catalogue's categories (spec §2 /{category}): types (URL_TIPO), countries (URL_PAIS) and
 * grapes (URL_UVA). Slugs are unique across kinds. `searchTerms` are extra words shoppers type
 * (adjectives, plurals, synonyms) so the search finds "vinho português" or "rosado".
 */
export interface CategorySeed {
  slug: string;
  name: string;
  pluralName?: string;
  description: string;
  searchTerms: string;
}

export const WINE_TYPES = [
  { slug: 'tinto', name: 'Tinto', pluralName: 'Tintos', description: 'Vinhos tintos, dos leves e frutados aos encorpados e estruturados.', searchTerms: 'tintos vermelho red' },
  { slug: 'branco', name: 'Branco', pluralName: 'Brancos', description: 'Vinhos brancos frescos, aromáticos ou amadeirados.', searchTerms: 'brancos white' },
  { slug: 'rose', name: 'Rosé', pluralName: 'Rosés', description: 'Rosés delicados e refrescantes, ótimos no calor.', searchTerms: 'roses rosado rosados' },
  { slug: 'espumante', name: 'Espumante', pluralName: 'Espumantes', description: 'Borbulhas para brindar: brut, nature, moscatel, prosecco e champagne.', searchTerms: 'espumantes champagne champanhe prosecco cava brut nature bolhas' },
  { slug: 'fortificado', name: 'Fortificado', pluralName: 'Fortificados', description: 'Vinhos do Porto, Madeira, Jerez e outros fortificados.', searchTerms: 'fortificados porto madeira jerez xerez licoroso' },
  { slug: 'sobremesa', name: 'Sobremesa', pluralName: 'Vinhos de sobremesa', description: 'Vinhos doces de colheita tardia, botrytis e moscatéis.', searchTerms: 'sobremesas doce doces colheita tardia late harvest' },
] as const satisfies readonly CategorySeed[];

export const COUNTRIES = [
  { slug: 'brasil', name: 'Brasil', description: 'Da Serra Gaúcha à Campanha e ao Vale do São Francisco.', searchTerms: 'brasileiro brasileira brasileiros nacional' },
  { slug: 'argentina', name: 'Argentina', description: 'Mendoza, Salta e a Patagônia: terra do Malbec.', searchTerms: 'argentino argentina argentinos' },
  { slug: 'chile', name: 'Chile', description: 'Vales entre os Andes e o Pacífico: Maipo, Colchagua, Casablanca.', searchTerms: 'chileno chilena chilenos' },
  { slug: 'portugal', name: 'Portugal', description: 'Douro, Alentejo, Dão, Vinho Verde: castas autóctones únicas.', searchTerms: 'português portuguesa portugueses' },
  { slug: 'franca', name: 'França', description: 'Bordeaux, Borgonha, Rhône, Loire e Champagne.', searchTerms: 'francês francesa franceses' },
  { slug: 'italia', name: 'Itália', description: 'Toscana, Piemonte, Vêneto e o sul ensolarado.', searchTerms: 'italiano italiana italianos' },
  { slug: 'espanha', name: 'Espanha', description: 'Rioja, Ribera del Duero, Rías Baixas e Jerez.', searchTerms: 'espanhol espanhola espanhóis' },
  { slug: 'uruguai', name: 'Uruguai', description: 'Canelones e a costa atlântica: a casa do Tannat.', searchTerms: 'uruguaio uruguaia uruguaios' },
  { slug: 'africa-do-sul', name: 'África do Sul', description: 'Stellenbosch, Paarl e o Cabo: Pinotage e Chenin Blanc.', searchTerms: 'sul-africano sul africano' },
  { slug: 'estados-unidos', name: 'Estados Unidos', description: 'Califórnia e Oregon: Napa, Sonoma e Willamette.', searchTerms: 'americano americana eua usa california' },
  { slug: 'australia', name: 'Austrália', description: 'Barossa, McLaren Vale e o Shiraz australiano.', searchTerms: 'australiano australiana' },
  { slug: 'nova-zelandia', name: 'Nova Zelândia', description: 'Marlborough e Central Otago: frescor e pureza.', searchTerms: 'neozelandês neozelandesa' },
] as const satisfies readonly CategorySeed[];

export const GRAPES = [
  { slug: 'cabernet-sauvignon', name: 'Cabernet Sauvignon', description: 'Estrutura, taninos firmes e notas de cassis.', searchTerms: 'cabernet' },
  { slug: 'merlot', name: 'Merlot', description: 'Macia e frutada, de ameixa e chocolate.', searchTerms: '' },
  { slug: 'malbec', name: 'Malbec', description: 'Intensa, de frutas negras e violeta.', searchTerms: '' },
  { slug: 'carmenere', name: 'Carménère', description: 'A uva do Chile: pimentão, especiarias e fruta madura.', searchTerms: 'carmenere' },
  { slug: 'pinot-noir', name: 'Pinot Noir', description: 'Elegante e delicada, de frutas vermelhas e terra.', searchTerms: 'pinot' },
  { slug: 'syrah', name: 'Syrah', description: 'Especiada, de pimenta-do-reino e frutas escuras.', searchTerms: 'shiraz' },
  { slug: 'tannat', name: 'Tannat', description: 'Taninos poderosos e cor profunda.', searchTerms: '' },
  { slug: 'tempranillo', name: 'Tempranillo', description: 'A uva da Rioja: cereja, couro e tabaco.', searchTerms: 'tinta roriz aragonez' },
  { slug: 'sangiovese', name: 'Sangiovese', description: 'A alma da Toscana: cereja ácida e ervas.', searchTerms: 'chianti brunello' },
  { slug: 'nebbiolo', name: 'Nebbiolo', description: 'Barolo e Barbaresco: rosas, alcatrão e longevidade.', searchTerms: 'barolo barbaresco' },
  { slug: 'touriga-nacional', name: 'Touriga Nacional', description: 'A grande casta portuguesa: floral e concentrada.', searchTerms: 'touriga' },
  { slug: 'pinotage', name: 'Pinotage', description: 'Cruzamento sul-africano de Pinot Noir e Cinsault.', searchTerms: '' },
  { slug: 'zinfandel', name: 'Zinfandel', description: 'Generosa e frutada; na Itália, Primitivo.', searchTerms: 'primitivo' },
  { slug: 'garnacha', name: 'Garnacha', description: 'Frutas vermelhas maduras e calor mediterrâneo.', searchTerms: 'grenache garnatxa' },
  { slug: 'chardonnay', name: 'Chardonnay', description: 'Versátil: fresca e mineral ou cremosa e amadeirada.', searchTerms: '' },
  { slug: 'sauvignon-blanc', name: 'Sauvignon Blanc', description: 'Aromática e cítrica, de maracujá e ervas.', searchTerms: 'sauvignon' },
  { slug: 'riesling', name: 'Riesling', description: 'Acidez vibrante, notas cítricas e minerais.', searchTerms: '' },
  { slug: 'alvarinho', name: 'Alvarinho', description: 'Fresca e aromática, do Minho e das Rías Baixas.', searchTerms: 'albarino albariño' },
  { slug: 'moscato', name: 'Moscato', description: 'Aromas de flores brancas e uva fresca.', searchTerms: 'moscatel muscat' },
  { slug: 'glera', name: 'Glera', description: 'A uva do Prosecco: leve, floral e frutada.', searchTerms: 'prosecco' },
  { slug: 'chenin-blanc', name: 'Chenin Blanc', description: 'Do Loire à África do Sul: maçã, mel e acidez.', searchTerms: 'chenin steen' },
  { slug: 'torrontes', name: 'Torrontés', description: 'A branca aromática da Argentina.', searchTerms: 'torrontes' },
  { slug: 'viognier', name: 'Viognier', description: 'Untuosa, de damasco e flores.', searchTerms: '' },
  { slug: 'cabernet-franc', name: 'Cabernet Franc', description: 'Fresca, de frutas vermelhas e folhas.', searchTerms: '' },
  { slug: 'montepulciano', name: 'Montepulciano', description: 'Macia e frutada, do centro da Itália.', searchTerms: '' },
  { slug: 'baga', name: 'Baga', description: 'A casta da Bairrada, de acidez e taninos marcantes.', searchTerms: '' },
] as const satisfies readonly CategorySeed[];

export type WineTypeSlug = (typeof WINE_TYPES)[number]['slug'];
export type CountrySlug = (typeof COUNTRIES)[number]['slug'];
export type GrapeSlug = (typeof GRAPES)[number]['slug'];
