import { z } from 'zod/mini';

/**
 * The facts about the business a Brazilian shop must show (Decreto 7.962/2013 art. 2: name, CNPJ,
 * address, how to reach it), in the footer, the contact page and the policies. The owner keeps
 * them in "Configurações › Dados da empresa" (`GET`/`PATCH /admin-api/company`); the pages read
 * them from `GET /api/company` (`{"company": CompanyFacts}`). CNPJ is kept formatted
 * (00.000.000/0000-00), the WhatsApp number as digits with the country code (55…). The WhatsApp
 * number and the Instagram profile are required: spec §2's footer always has a WhatsApp contact
 * button and a social link.
 */
export const COMPANY_MESSAGES = {
  legal_name: 'Informe a razão social, de 3 a 120 caracteres.',
  cnpj: 'Informe um CNPJ válido (14 dígitos, por exemplo 12.345.678/0001-95).',
  address: 'Informe o endereço completo, de 10 a 200 caracteres.',
  email: 'Informe um e-mail válido para o atendimento.',
  privacy_email: 'Informe um e-mail válido para pedidos sobre dados pessoais (LGPD).',
  phone: 'Informe o telefone com DDD, por exemplo (11) 4000-1234.',
  whatsapp: 'Informe o WhatsApp com DDD, por exemplo (11) 94000-1234: o rodapé sempre oferece a conversa pelo WhatsApp.',
  service_hours: 'Informe o horário de atendimento, de 5 a 200 caracteres.',
  instagram: 'Informe o endereço do perfil, começando por https://www.instagram.com/: é a rede social que o rodapé mostra.',
  unknownField: 'Este campo não pode ser alterado aqui.',
  emptyEdit: 'Informe ao menos um campo para alterar.',
  notAnObject: 'Envie os campos em um objeto JSON.',
} as const;

const M = COMPANY_MESSAGES;

const digits = (text: string) => text.replace(/\D/g, '');

/** CNPJ check digits (Receita Federal: weights 5…2, 9…2, then 6…2, 9…2; remainder < 2 gives 0). */
function isValidCnpj(text: string): boolean {
  const value = digits(text);
  if (value.length !== 14 || /^(\d)\1{13}$/.test(value)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(value[index]) * (((length - 1 - index) % 8) + 2);
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  return checkDigit(12) === Number(value[12]) && checkDigit(13) === Number(value[13]);
}

/** A CNPJ as it is shown: 00.000.000/0000-00. */
export const formatCnpj = (text: string) => digits(text).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** A WhatsApp number as typed ("(11) 94000-1234", "+55 11 94000-1234") as the link needs it: digits, with 55. */
export function whatsappDigits(text: string): string {
  const value = digits(text);
  return value.length === 10 || value.length === 11 ? `55${value}` : value;
}

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: message }));

const email = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.toLowerCase(), z.maxLength(254, { error: message }), z.email({ error: message }));

const fields = {
  legal_name: text(M.legal_name, 3, 120),
  cnpj: z.string({ error: M.cnpj }).check(z.regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, { error: M.cnpj }), z.refine(isValidCnpj, { error: M.cnpj })),
  address: text(M.address, 10, 200),
  email: email(M.email),
  privacy_email: email(M.privacy_email),
  phone: z.string({ error: M.phone }).check(
    z.trim(),
    z.maxLength(30, { error: M.phone }),
    z.refine((value) => /^\d{10,11}$/.test(digits(value)), { error: M.phone }),
  ),
  whatsapp: z.string({ error: M.whatsapp }).check(z.regex(/^55\d{10,11}$/, { error: M.whatsapp })),
  service_hours: text(M.service_hours, 5, 200),
  instagram: z
    .string({ error: M.instagram })
    .check(z.trim(), z.maxLength(200, { error: M.instagram }), z.regex(/^https:\/\/(www\.)?instagram\.com\/[A-Za-z0-9._]+\/?$/, { error: M.instagram })),
};

/** `GET /api/company`'s `company`, and the admin API's answer. */
export const companyFactsSchema = z.strictObject(fields);

export type CompanyFacts = z.infer<typeof companyFactsSchema>;

export const companyResponseSchema = z.object({ company: companyFactsSchema });

/** `PATCH /admin-api/company`: any of the fields, at least one. */
export const companyEditSchema = z
  .strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, z.optional(schema)])) as {
      [Field in keyof typeof fields]: z.ZodMiniOptional<(typeof fields)[Field]>;
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? M.unknownField : M.notAnObject) },
  )
  .check(z.refine((edit) => Object.keys(edit).length > 0, { error: M.emptyEdit }));

export type CompanyEdit = z.infer<typeof companyEditSchema>;

export const COMPANY_FIELDS = Object.keys(fields) as Array<keyof CompanyFacts>;
