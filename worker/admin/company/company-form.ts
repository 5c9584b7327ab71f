import { COMPANY_FIELDS, type CompanyFacts, formatCnpj, whatsappDigits } from '../../../src/contracts/company.ts';

/** "Dados da empresa" as the owner filled it in. */
export type CompanyFormValues = Record<keyof CompanyFacts, string>;

export const COMPANY_FIELD_LABELS: CompanyFormValues = {
  legal_name: 'Razão social',
  cnpj: 'CNPJ',
  address: 'Endereço',
  email: 'E-mail de atendimento',
  privacy_email: 'E-mail para dados pessoais (LGPD)',
  phone: 'Telefone',
  whatsapp: 'WhatsApp',
  service_hours: 'Horário de atendimento',
  instagram: 'Instagram',
};

export function readCompanyForm(form: URLSearchParams): CompanyFormValues {
  return Object.fromEntries(COMPANY_FIELDS.map((field) => [field, form.get(field) ?? ''])) as CompanyFormValues;
}

/** The stored WhatsApp number (5511940001234) as people write it: (11) 94000-1234. */
function readableWhatsapp(digits: string): string {
  const local = digits.replace(/^55/, '');
  return local.replace(/^(\d{2})(\d{4,5})(\d{4})$/, '($1) $2-$3');
}

export const companyFormValues = (company: CompanyFacts): CompanyFormValues => ({ ...company, whatsapp: readableWhatsapp(company.whatsapp) });

/**
 * The facts as the contract takes them: a CNPJ typed with or without its dots (stored
 * formatted) and a WhatsApp number as people write it (stored as digits with 55).
 */
export function companyPayload(values: CompanyFormValues): CompanyFacts {
  const cnpjDigits = values.cnpj.replace(/\D/g, '');
  return {
    ...values,
    cnpj: cnpjDigits.length === 14 ? formatCnpj(cnpjDigits) : values.cnpj,
    whatsapp: whatsappDigits(values.whatsapp),
  };
}
