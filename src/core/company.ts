/**
 * Facts about the business a Brazilian shop must show (Decreto 7.962/2013: name, CNPJ, address,
 * contact). One place, so the shop owner changes them once. Fictional defaults for this project.
 */
export const COMPANY = {
  legalName: 'Adega Sommelier Comércio de Vinhos Ltda.',
  cnpj: '12.345.678/0001-95',
  address: 'Rua dos Vinhedos, 100 – Pinheiros, São Paulo – SP, 05422-000',
  email: 'contato@adegasommelier.com.br',
  privacyEmail: 'privacidade@adegasommelier.com.br',
  phone: '(11) 4000-1234',
  serviceHours: 'segunda a sexta, das 9h às 18h; sábados, das 9h às 13h (exceto feriados)',
  instagram: 'https://www.instagram.com/adegasommelier',
} as const;
