import type { CompanyFacts } from '../contracts/company.ts';

/**
 * The business's facts when the shop's backend does not keep them (a hosted API has no
 * `/api/company`): the same values migration 0048 starts the owner's row with. Fictional
 * defaults for this project; an owner on hosted services puts theirs here (docs/going-live.md).
 */
export const COMPANY: CompanyFacts = {
  legal_name: 'Adega Sommelier Comércio de Vinhos Ltda.',
  cnpj: '12.345.678/0001-95',
  address: 'Rua dos Vinhedos, 100 – Pinheiros, São Paulo – SP, 05422-000',
  email: 'contato@adegasommelier.com.br',
  privacy_email: 'privacidade@adegasommelier.com.br',
  phone: '(11) 4000-1234',
  whatsapp: '5511940001234',
  service_hours: 'segunda a sexta, das 9h às 18h; sábados, das 9h às 13h (exceto feriados)',
  instagram: 'https://www.instagram.com/adegasommelier',
};
