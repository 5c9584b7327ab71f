import { escapeXml } from './svg.ts';

/** A generated banner: a gradient, a headline, a line of text and an optional call to action. */
interface BannerArt {
  width: number;
  height: number;
  from: string;
  to: string;
  ink: string;
  headline: string;
  text: string;
  cta?: string;
}

const POPUP = { width: 600, height: 400 } as const;
const SIDE = { width: 300, height: 600 } as const;
const WIDE = { width: 1200, height: 300 } as const;

/**
 * Every banner image the seed refers to (popups, banner-left/right, partner pages, campaigns),
 * by the file name under /media/banners/. Texts are pt-BR; coupons match the commerce service's.
 */
export const BANNER_ART: Record<string, BannerArt> = {
  'vivalavida-campanha': {
    ...POPUP,
    from: '#690F3A',
    to: '#E57B07',
    ink: '#fff',
    headline: 'Viva la Vida',
    text: '10% off com o cupom VIVALAVIDA10 em compras acima de R$ 100,00',
    cta: 'Aproveitar',
  },
  'primeira-compra': {
    ...POPUP,
    from: '#2d4c47',
    to: '#5CBBF6',
    ink: '#fff',
    headline: 'Bem-vindo à adega!',
    text: 'R$ 20,00 off na primeira compra com o cupom PRIMEIRACOMPRA',
    cta: 'Escolher meu vinho',
  },
  'happy-hour': {
    ...POPUP,
    from: '#E57B07',
    to: '#f5c16c',
    ink: '#2d2d2d',
    headline: 'Happy hour em casa',
    text: 'Vinhos até R$ 49,99 para brindar depois do trabalho',
    cta: 'Ver vinhos',
  },
  'black-friday': {
    ...POPUP,
    from: '#111',
    to: '#690F3A',
    ink: '#fff',
    headline: 'Black Friday',
    text: 'Só hoje: os melhores preços do ano em vinhos selecionados',
    cta: 'Ver ofertas',
  },
  'natal-2025': {
    ...POPUP,
    from: '#7a1020',
    to: '#2d4c47',
    ink: '#fff',
    headline: 'Natal na adega',
    text: 'Espumantes para a ceia com frete grátis',
    cta: 'Ver espumantes',
  },
  inverno: {
    ...POPUP,
    from: '#3b2a4a',
    to: '#690F3A',
    ink: '#fff',
    headline: 'Vinhos de inverno',
    text: 'Tintos encorpados para as noites frias',
    cta: 'Ver tintos',
  },
  'lateral-esquerda': {
    ...SIDE,
    from: '#2d4c47',
    to: '#1b2f2b',
    ink: '#fff',
    headline: 'Vinhos até R$ 49,99',
    text: 'Bons vinhos para o dia a dia',
    cta: 'Ver vinhos',
  },
  'lateral-direita': {
    ...SIDE,
    from: '#690F3A',
    to: '#3d0822',
    ink: '#fff',
    headline: 'Viva la Vida',
    text: 'Cupom VIVALAVIDA10: 10% off acima de R$ 100,00',
    cta: 'Conhecer',
  },
  'parceiro-123-vinho': {
    ...WIDE,
    from: '#1b2f2b',
    to: '#2d4c47',
    ink: '#fff',
    headline: '123.vinho',
    text: 'A seleção do 123.vinho: vinhos descomplicados para todo dia',
  },
  'parceiro-vivalavida': {
    ...WIDE,
    from: '#690F3A',
    to: '#E57B07',
    ink: '#fff',
    headline: 'Viva la Vida',
    text: 'Vinhos para celebrar a vida. Cupom VIVALAVIDA10',
  },
  'parceiro-taca-cheia': { ...WIDE, from: '#5b1d2d', to: '#a33b4f', ink: '#fff', headline: 'Taça Cheia', text: 'Os tintos preferidos do podcast Taça Cheia' },
  'parceiro-sommelier-de-bolso': {
    ...WIDE,
    from: '#2a3d5c',
    to: '#5CBBF6',
    ink: '#fff',
    headline: 'Sommelier de Bolso',
    text: 'Harmonizações fáceis para a cozinha de casa',
  },
  'parceiro-brinde-carioca': {
    ...WIDE,
    from: '#d9772b',
    to: '#f2c14e',
    ink: '#2d2d2d',
    headline: 'Brinde Carioca',
    text: 'Espumantes e rosés para o verão do Rio',
  },
};

/** Breaks text into lines of at most `width` characters, on spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function bannerSvg(art: BannerArt): string {
  const { width, height } = art;
  const headlineSize = Math.round(Math.min(width / 10, height / 5));
  const textSize = Math.round(headlineSize * 0.42);
  const lines = wrap(art.text, Math.max(16, Math.floor(width / (textSize * 0.55))));
  const top = height * (art.cta ? 0.32 : 0.42);
  const text = lines.map((line, index) => `<tspan x="${width / 2}" dy="${index === 0 ? 0 : textSize * 1.3}">${escapeXml(line)}</tspan>`).join('');
  const ctaY = top + headlineSize * 0.6 + lines.length * textSize * 1.3 + textSize;
  const cta = art.cta
    ? `<rect x="${width / 2 - 110}" y="${ctaY}" width="220" height="${textSize * 2.4}" rx="${textSize * 1.2}" fill="${art.ink}" opacity=".95"/>
<text x="${width / 2}" y="${ctaY + textSize * 1.6}" font-family="Arial, sans-serif" font-size="${textSize}" font-weight="bold" text-anchor="middle" fill="${art.from}">${escapeXml(art.cta)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(`${art.headline}. ${art.text}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<text x="${width / 2}" y="${top}" font-family="Georgia, serif" font-size="${headlineSize}" font-weight="bold" text-anchor="middle" fill="${art.ink}">${escapeXml(art.headline)}</text>
<text y="${top + headlineSize * 0.9}" font-family="Arial, sans-serif" font-size="${textSize}" text-anchor="middle" fill="${art.ink}">${text}</text>
${cta}
</svg>`;
}
