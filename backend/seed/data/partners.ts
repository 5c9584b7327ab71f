/**
 * Partner (influencer) shops (spec §2 /parceiros/{brand}, §7 partners): `name` is the lower-case
 * URL key; `wines` is the partner's selection, in its order.
 */
export const PARTNERS = [
  {
    name: '123.vinho',
    brand: '123.vinho',
    position: 1,
    description: 'Vinho sem complicação: a seleção do 123.vinho traz rótulos gostosos e acessíveis para abrir em qualquer dia da semana.',
    banner_url: '/media/banners/parceiro-123-vinho.svg',
    wines: [1012, 1015, 1021, 1061, 1104, 1110, 1201, 1211, 1302, 1306, 1046, 1008],
  },
  {
    name: 'vivalavida',
    brand: 'Viva la Vida',
    position: 2,
    description: 'Vinhos para celebrar a vida, escolhidos pela Viva la Vida. Use o cupom VIVALAVIDA10 e ganhe 10% off em compras a partir de R$ 100,00.',
    banner_url: '/media/banners/parceiro-vivalavida.svg',
    wines: [1310, 1307, 1207, 1023, 1009, 1128, 1123, 1301, 1402, 1036, 1057, 1304],
  },
  {
    name: 'tacacheia',
    brand: 'Taça Cheia',
    position: 3,
    description: 'Os tintos preferidos do podcast Taça Cheia, do dia a dia aos grandes rótulos.',
    banner_url: '/media/banners/parceiro-taca-cheia.svg',
    wines: [1010, 1017, 1022, 1028, 1035, 1043, 1048, 1051, 1055, 1059],
  },
  {
    name: 'sommelierdebolso',
    brand: 'Sommelier de Bolso',
    position: 4,
    description: 'Harmonizações fáceis para a cozinha de casa, do Sommelier de Bolso.',
    banner_url: '/media/banners/parceiro-sommelier-de-bolso.svg',
    wines: [1111, 1108, 1041, 1040, 1202, 1309, 1504, 1401, 1019, 1126],
  },
  {
    name: 'brindecarioca',
    brand: 'Brinde Carioca',
    position: 5,
    description: 'Espumantes e rosés para o verão do Rio, escolhidos pelo Brinde Carioca.',
    banner_url: '/media/banners/parceiro-brinde-carioca.svg',
    wines: [1301, 1303, 1308, 1314, 1317, 1203, 1205, 1215, 1212, 1112],
  },
] as const;
