/** Coupon codes the commerce service seeds (issue 4); named here in the campaign content. */
export const PUBLIC_COUPONS = { campaign: 'VIVALAVIDA10', firstPurchase: 'PRIMEIRACOMPRA' } as const;

const EVERY_DAY = 'Mon,Tue,Wed,Thu,Fri,Sat,Sun';
const AFFORDABLE = '/home?preco=0-49.99';

/**
 * spec §3 "Popup banner", one of each of spec §4's rules: first access only; weekly with a day
 * list (English names); a day list in Portuguese; no day list (shown only on its expiry day, Black
 * Friday 2026); expired; inactive. Dates are São Paulo time (DECISIONS "Popups").
 */
export const POPUP_BANNERS = [
  {
    id: 1, screen: 'both', title: 'Bem-vindo à Adega Sommelier!',
    description: `Na sua primeira compra, use o cupom ${PUBLIC_COUPONS.firstPurchase} e ganhe R$ 20,00 de desconto.`,
    url_media: '/media/banners/primeira-compra.svg', url_action: AFFORDABLE,
    active: 1, weekly: 0, daily: EVERY_DAY, expires_time: '2027-12-31T23:59:59-03:00', first_access: 1,
    position: { desktop: { top: 120 } }, sort_order: 1,
  },
  {
    id: 2, screen: 'both', title: 'Viva la Vida: 10% off',
    description: `Cupom ${PUBLIC_COUPONS.campaign}: 10% de desconto em compras a partir de R$ 100,00. De quinta a domingo, toda semana.`,
    url_media: '/media/banners/vivalavida-campanha.svg', url_action: '/landingPage/Vivalavida',
    active: 1, weekly: 1, daily: 'Thu,Fri,Sat,Sun', expires_time: '2027-03-31T23:59:59-03:00', first_access: 0,
    position: { desktop: { top: 80 } }, sort_order: 2,
  },
  {
    id: 3, screen: 'desktop', title: 'Happy hour em casa',
    description: 'De segunda a quinta, vinhos até R$ 49,99 para relaxar depois do trabalho.',
    url_media: '/media/banners/happy-hour.svg', url_action: AFFORDABLE,
    active: 1, weekly: 0, daily: 'seg,ter,qua,qui', expires_time: '2027-06-30T23:59:59-03:00', first_access: 0,
    position: { desktop: { top: 160 } }, sort_order: 3,
  },
  {
    id: 4, screen: 'both', title: 'Black Friday: só hoje',
    description: 'Os melhores preços do ano em vinhos selecionados, só no dia da Black Friday.',
    url_media: '/media/banners/black-friday.svg', url_action: '/blackfriday',
    active: 1, weekly: 0, daily: '', expires_time: '2026-11-27T23:59:59-03:00', first_access: 0,
    position: { desktop: { top: 100 } }, sort_order: 4,
  },
  {
    id: 5, screen: 'both', title: 'Natal na adega',
    description: 'Espumantes para a ceia de Natal com frete grátis.',
    url_media: '/media/banners/natal-2025.svg', url_action: AFFORDABLE,
    active: 1, weekly: 0, daily: EVERY_DAY, expires_time: '2025-12-26T00:00:00-03:00', first_access: 0,
    position: { desktop: { top: 120 } }, sort_order: 5,
  },
  {
    id: 6, screen: 'mobile', title: 'Vinhos de inverno',
    description: 'Tintos encorpados para as noites frias.',
    url_media: '/media/banners/inverno.svg', url_action: AFFORDABLE,
    active: 0, weekly: 0, daily: EVERY_DAY, expires_time: '2027-08-31T23:59:59-03:00', first_access: 0,
    position: { desktop: { top: 120 } }, sort_order: 6,
  },
] as const;

/** spec §2 "Banner-left and banner-right images". */
export const PAGE_BANNERS = [
  { slot: 'left', url_media: '/media/banners/lateral-esquerda.svg', url_action: AFFORDABLE, alt: 'Vinhos até R$ 49,99: bons vinhos para o dia a dia' },
  { slot: 'right', url_media: '/media/banners/lateral-direita.svg', url_action: '/landingPage/Vivalavida', alt: `Viva la Vida: cupom ${PUBLIC_COUPONS.campaign}, 10% off acima de R$ 100,00` },
] as const;

/** Campaign texts for /politica/campanhas and /landingPage/Vivalavida. */
export const CAMPAIGNS = [
  {
    slug: 'vivalavida', position: 1, coupon: PUBLIC_COUPONS.campaign, partner_name: 'vivalavida',
    title: 'Viva la Vida: 10% off para celebrar',
    body: [
      `Em parceria com a Viva la Vida, use o cupom ${PUBLIC_COUPONS.campaign} e ganhe 10% de desconto em compras a partir de R$ 100,00 (valor dos produtos, antes do frete).`,
      'O cupom vale para todo o site, inclusive vinhos já em promoção, até 31/03/2027 às 23h59 (horário de Brasília), ou enquanto durarem os estoques. Um cupom por pedido; não cumulativo com outros cupons.',
      'Conheça a seleção da Viva la Vida em /parceiros/vivalavida.',
    ].join('\n\n'),
    url_media: '/media/banners/vivalavida-campanha.svg', url_action: '/parceiros/vivalavida',
    ends_at: '2027-03-31T23:59:59-03:00',
  },
  {
    slug: 'primeira-compra', position: 2, coupon: PUBLIC_COUPONS.firstPurchase, partner_name: null,
    title: 'Primeira compra: R$ 20,00 off',
    body: [
      `Na sua primeira compra na Adega Sommelier, use o cupom ${PUBLIC_COUPONS.firstPurchase} e ganhe R$ 20,00 de desconto.`,
      'Válido uma vez por cliente cadastrado, para o primeiro pedido pago. Não cumulativo com outros cupons.',
    ].join('\n\n'),
    url_media: '/media/banners/primeira-compra.svg', url_action: '/momentos',
    ends_at: null,
  },
  {
    slug: 'black-friday', position: 3, coupon: null, partner_name: null,
    title: 'Black Friday 2026',
    body: [
      'Vinhos selecionados com até 20% de desconto, enquanto durarem os estoques.',
      'Os preços promocionais já aparecem no site; não é preciso cupom. Veja todos em /blackfriday.',
    ].join('\n\n'),
    url_media: '/media/banners/black-friday.svg', url_action: '/blackfriday',
    ends_at: '2026-11-30T23:59:59-03:00',
  },
  {
    slug: 'frete-gratis', position: 4, coupon: null, partner_name: null,
    title: 'Frete grátis para o Sul e o Sudeste',
    body: 'Compras a partir de R$ 100,00 (valor dos produtos) têm frete grátis para CEPs das regiões Sul e Sudeste.',
    url_media: '', url_action: '/politica/entrega',
    ends_at: null,
  },
] as const;
