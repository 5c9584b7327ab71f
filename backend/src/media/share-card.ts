import { escapeXml } from './svg.ts';
import { BOTTLE_VIEWBOX, bottleArt, type BottleWine } from './wine-bottle.ts';

/** What a link preview shows of a wine: its bottle, its name and where it comes from. */
export interface ShareCardWine extends BottleWine {
  name: string;
  country_name: string;
  region: string;
}

/** Open Graph's recommended size (the image WhatsApp and Facebook show large). */
const SHARE_CARD = { width: 1200, height: 630 } as const;

const NAME_LINE_CHARS = 24;
const NAME_MAX_LINES = 3;

/** Splits a name into at most three lines of whole words; a longer name ends in "…". */
export function nameLines(name: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= NAME_LINE_CHARS || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= NAME_MAX_LINES) return lines;
  const kept = lines.slice(0, NAME_MAX_LINES);
  kept[NAME_MAX_LINES - 1] = `${kept[NAME_MAX_LINES - 1]}…`;
  return kept;
}

/**
 * The link-preview card of a wine (og:image), as SVG: the generated bottle on the left, the name,
 * origin and the shop's name on the right. Rasterized to PNG by svg-raster.ts, since WhatsApp and
 * Facebook do not show SVG.
 */
export function shareCardSvg(wine: ShareCardWine, shopName: string): string {
  const bottle = `<svg x="90" y="35" width="280" height="560" viewBox="${BOTTLE_VIEWBOX}">${bottleArt(wine)}</svg>`;
  const origin = [wine.region, wine.country_name].filter(Boolean).join(', ');
  const lines = nameLines(wine.name);
  const nameText = lines.map((line, index) => `<text x="510" y="${200 + index * 60}" font-size="46" fill="#2d1a12">${escapeXml(line)}</text>`).join('');
  const originY = 200 + lines.length * 60 + 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD.width}" height="${SHARE_CARD.height}" viewBox="0 0 ${SHARE_CARD.width} ${SHARE_CARD.height}" font-family="DejaVu Serif">
<rect width="1200" height="630" fill="#f7f0e3"/>
<rect x="0" y="0" width="460" height="630" fill="#f3f3f3"/>
${bottle}
${nameText}
${origin ? `<text x="510" y="${originY}" font-size="34" fill="#6b5a4e">${escapeXml(origin)}</text>` : ''}
<rect x="510" y="520" width="80" height="6" fill="#6d1230"/>
<text x="510" y="575" font-size="36" fill="#6d1230">${escapeXml(shopName)}</text>
</svg>`;
}
