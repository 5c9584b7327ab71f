import { escapeXml } from './svg.ts';

/** The glass and wine colours of each type; unknown types get the red's. */
const TYPE_COLOURS: Record<string, { glass: string; wine: string; label: string }> = {
  tinto: { glass: '#2b3a2e', wine: '#6d1230', label: '#f4ead8' },
  branco: { glass: '#8aa36b', wine: '#e9d98b', label: '#fbf7ea' },
  rose: { glass: '#e9c6c9', wine: '#e88a9a', label: '#fff5f3' },
  espumante: { glass: '#3f4f2f', wine: '#d8c56a', label: '#fbf3dc' },
  fortificado: { glass: '#2a1c14', wine: '#7a2e12', label: '#efe0c4' },
  sobremesa: { glass: '#b98a3a', wine: '#d99a2b', label: '#fdf2db' },
};

export interface BottleWine {
  type_slug: string;
  producer: string;
  vintage: number | null;
  volume_ml: number;
}

/** Shape of the bottle by type: sparkling has sloping shoulders and foil; dessert is slim. */
function bottlePath(type: string): string {
  if (type === 'espumante') return 'M88 40h24v70c0 30 38 50 38 95v170a15 15 0 0 1-15 15H65a15 15 0 0 1-15-15V205c0-45 38-65 38-95z';
  if (type === 'sobremesa') return 'M92 40h16v95c0 12 22 22 22 45v195a12 12 0 0 1-12 12H82a12 12 0 0 1-12-12V180c0-23 22-33 22-45z';
  if (type === 'fortificado') return 'M86 40h28v80c0 10 34 18 34 45v210a15 15 0 0 1-15 15H67a15 15 0 0 1-15-15V165c0-27 34-35 34-45z';
  return 'M89 40h22v85c0 15 37 20 37 48v202a15 15 0 0 1-15 15H67a15 15 0 0 1-15-15V173c0-28 37-33 37-48z';
}

/** The viewBox the bottle is drawn in. */
export const BOTTLE_VIEWBOX = '0 0 200 400';

function yearOf(wine: BottleWine): string {
  return wine.vintage === null ? 'NV' : String(wine.vintage);
}

function producerLabel(wine: BottleWine): string {
  return escapeXml(wine.producer.length > 16 ? `${wine.producer.slice(0, 15)}…` : wine.producer);
}

/** A generated bottle image for a wine (same origin; the shop never hot-links images). */
export function wineBottleSvg(wine: BottleWine): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${BOTTLE_VIEWBOX}" width="200" height="400" role="img" aria-label="${producerLabel(wine)} ${yearOf(wine)}">
${bottleArt(wine)}
</svg>`;
}

/** The bottle's drawing, in BOTTLE_VIEWBOX units (for the page image and the link-preview card). */
export function bottleArt(wine: BottleWine): string {
  const colours = TYPE_COLOURS[wine.type_slug] ?? TYPE_COLOURS.tinto!;
  const producer = producerLabel(wine);
  const year = yearOf(wine);
  const foil = wine.type_slug === 'espumante' ? '#c9a43a' : '#5a1024';
  return `<rect width="200" height="400" fill="#f3f3f3"/>
<ellipse cx="100" cy="392" rx="56" ry="6" fill="#000" opacity=".12"/>
<path d="${bottlePath(wine.type_slug)}" fill="${colours.glass}"/>
<rect x="86" y="34" width="28" height="44" rx="3" fill="${foil}"/>
<rect x="58" y="230" width="84" height="110" rx="4" fill="${colours.label}"/>
<rect x="58" y="230" width="84" height="10" fill="${colours.wine}"/>
<text x="100" y="278" font-family="Georgia, serif" font-size="11" text-anchor="middle" fill="#2d2d2d">${producer}</text>
<text x="100" y="302" font-family="Georgia, serif" font-size="16" font-weight="bold" text-anchor="middle" fill="${colours.wine === '#e9d98b' ? '#7a6a1f' : colours.wine}">${year}</text>
<text x="100" y="326" font-family="Arial, sans-serif" font-size="9" text-anchor="middle" fill="#555">${wine.volume_ml} ml</text>`;
}
