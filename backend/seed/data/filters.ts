/**
 * The header filter (spec §2 "Header filter", §3 "Category button data"): four main buttons and
 * the category buttons under each, in display order. Icons are keys of /media/icons/{icon}.svg;
 * class names let the storefront style a button (the spec carries them, its CSS is ours).
 */
export const FILTER_GROUPS = [
  { id: 1, type: 'occasion', name: 'Ocasião', icon: 'ocasiao', position: 1, promotion: 0 },
  { id: 2, type: 'main_course', name: 'Prato principal', icon: 'prato', position: 2, promotion: 0 },
  { id: 3, type: 'all_wine', name: 'Todos os vinhos', icon: 'todos-os-vinhos', position: 3, promotion: 0 },
  { id: 4, type: 'black_friday', name: 'Black Friday', icon: 'black-friday', position: 4, promotion: 1 },
] as const;

export interface CategoryButtonSeed {
  id: number;
  slug: string;
  name: string;
  description: string;
}

/** Occasions (group 1), ids 101…; order is their position. */
export const OCCASIONS = [
  { id: 101, slug: 'churrasco', name: 'Churrasco', description: 'Tintos de personalidade para acompanhar a brasa e a conversa.' },
  { id: 102, slug: 'jantar-a-dois', name: 'Jantar a dois', description: 'Vinhos elegantes para uma noite especial a dois.' },
  { id: 103, slug: 'happy-hour', name: 'Happy hour', description: 'Leves, refrescantes e fáceis de gostar, para brindar depois do trabalho.' },
  { id: 104, slug: 'presentear', name: 'Presentear', description: 'Rótulos marcantes para acertar no presente.' },
  { id: 105, slug: 'dia-a-dia', name: 'Dia a dia', description: 'Bons vinhos a preços camaradas para qualquer refeição.' },
  { id: 106, slug: 'comemoracoes', name: 'Comemorações', description: 'Borbulhas e grandes vinhos para celebrar as conquistas.' },
  { id: 107, slug: 'noite-de-queijos', name: 'Noite de queijos', description: 'Parceiros perfeitos para a tábua de queijos.' },
  { id: 108, slug: 'verao', name: 'Verão', description: 'Brancos, rosés e espumantes gelados para os dias quentes.' },
] as const satisfies readonly CategoryButtonSeed[];

/** Main courses (group 2), ids 201…; the spec's /pratos starts from the first. */
export const DISHES = [
  { id: 201, slug: 'carnes-vermelhas', name: 'Carnes vermelhas', description: 'Cortes grelhados, assados e ensopados pedem tintos estruturados.' },
  { id: 202, slug: 'massas', name: 'Massas', description: 'Do molho de tomate ao ragu, vinhos com boa acidez.' },
  { id: 203, slug: 'peixes-e-frutos-do-mar', name: 'Peixes e frutos do mar', description: 'Brancos frescos, rosés e espumantes para o mar.' },
  { id: 204, slug: 'queijos', name: 'Queijos', description: 'Dos frescos aos curados e azuis, cada queijo tem seu vinho.' },
  { id: 205, slug: 'aves', name: 'Aves', description: 'Frango, peru e pato com brancos encorpados e tintos leves.' },
  { id: 206, slug: 'pizza', name: 'Pizza', description: 'Tintos frutados e fáceis para a noite de pizza.' },
  { id: 207, slug: 'comida-japonesa', name: 'Comida japonesa', description: 'Sushi e sashimi com brancos aromáticos e espumantes.' },
  { id: 208, slug: 'sobremesas', name: 'Sobremesas', description: 'Vinhos doces e fortificados para fechar a refeição.' },
  { id: 209, slug: 'feijoada', name: 'Feijoada', description: 'Tintos de boa acidez e espumantes para cortar a gordura.' },
  { id: 210, slug: 'risotos', name: 'Risotos', description: 'Brancos cremosos e tintos delicados para o arroz italiano.' },
] as const satisfies readonly CategoryButtonSeed[];

/** All wines (group 3), one button per type, ids 301…, listing that type. */
export const ALL_WINE_BUTTONS = [
  { id: 301, slug: 'tinto', name: 'Tintos', description: 'Todos os nossos tintos.' },
  { id: 302, slug: 'branco', name: 'Brancos', description: 'Todos os nossos brancos.' },
  { id: 303, slug: 'rose', name: 'Rosés', description: 'Todos os nossos rosés.' },
  { id: 304, slug: 'espumante', name: 'Espumantes', description: 'Todos os nossos espumantes.' },
  { id: 305, slug: 'fortificado', name: 'Fortificados', description: 'Portos, Madeiras e Jerez.' },
  { id: 306, slug: 'sobremesa', name: 'Sobremesa', description: 'Vinhos doces para a sobremesa.' },
] as const satisfies readonly CategoryButtonSeed[];

/** The promotion selection (group 4), shown only while the site is in promotion. */
export const BLACK_FRIDAY_BUTTON = {
  id: 401,
  slug: 'black-friday',
  name: 'Black Friday',
  description: 'Os melhores preços do ano em vinhos selecionados, enquanto durarem os estoques.',
} as const satisfies CategoryButtonSeed;

/**
 * spec §3 "Promotion". site_in_promotion = 1 puts the site in promotion (spec §4): seeded on so
 * /blackfriday shows; switch it off with
 * `UPDATE promotions SET site_in_promotion = 0 WHERE id = 1` (a later seed keeps that choice).
 */
export const PROMOTION = {
  id: 1,
  name: 'Black Friday 2026',
  page_promo_label: 'Black Friday: até 20% off em vinhos selecionados',
  nav_promo_label: 'Black Friday',
  site_in_promotion: 1,
} as const;
