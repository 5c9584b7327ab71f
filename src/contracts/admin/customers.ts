import { z } from 'zod/mini';
import { AGE_METHODS } from '../age-verification.ts';

/**
 * The back office's customers (LGPD, Lei 13.709/2018 art. 18: access and deletion on request)
 * through the admin API: `GET /admin-api/customers?q=` (by e-mail or CPF), `GET …/:id`,
 * `GET …/:id/export` (every personal datum the shop holds, as JSON) and `DELETE …/:id` (erasure:
 * orders keep what tax law needs, nothing personal beyond it).
 */
export const ADMIN_CUSTOMER_MESSAGES = {
  query: 'Informe um e-mail (ou parte dele) ou um CPF com 11 dígitos.',
  invalidId: 'Código de cliente inválido.',
  notFound: 'Cliente não encontrado.',
} as const;

export const adminCustomersQuerySchema = z.object({
  q: z
    .string({ error: ADMIN_CUSTOMER_MESSAGES.query })
    .check(z.trim(), z.minLength(3, { error: ADMIN_CUSTOMER_MESSAGES.query }), z.maxLength(120, { error: ADMIN_CUSTOMER_MESSAGES.query })),
});

const customerSummarySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  email: z.string(),
  full_name: z.string(),
  created_at: z.string(),
  orders: z.number().check(z.int(), z.nonnegative()),
});

export const adminCustomerListSchema = z.object({ customers: z.array(customerSummarySchema) });

/**
 * One age verification attempt as the back office shows it (docs/age-verification.md): how, how
 * reliable, what came of it, when, and when and why it ended. Never the data checked.
 */
const ageVerificationRecordSchema = z.object({
  method: z.enum(AGE_METHODS),
  level: z.enum(['A', 'B']),
  result: z.string(),
  created_at: z.string(),
  verified_at: z.nullable(z.string()),
  invalidated_at: z.nullable(z.string()),
  invalidated_reason: z.nullable(z.string()),
});
export type AgeVerificationRecord = z.infer<typeof ageVerificationRecordSchema>;

export const adminCustomerSchema = z.extend(customerSummarySchema, {
  cpf: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  newsletter: z.boolean(),
  favorites: z.number().check(z.int(), z.nonnegative()),
  /** The latest attempts first (at most 10). */
  age_verifications: z.array(ageVerificationRecordSchema),
});

export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const customerIdSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  z.transform((value) => Number(value)),
);

export const customerErasedSchema = z.object({ id: z.number(), erased: z.literal(true) });
