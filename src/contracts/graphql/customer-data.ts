import { z } from 'zod/mini';

/** The `data` shapes of the customer operations (spec §3 "Login result", "Customer"). */
const loginTypeSchema = z.enum(['NEW', 'SIMPLE', 'AUTHENTICATED']);

/**
 * spec §3 "Login result". `type` NEW (a Google sign-in without an account) goes to
 * /register/partial (DECISIONS 6); its token is spent by customerCompletePartialRegistration.
 */
const customerAccessTokenSchema = z.object({
  token: z.nullable(z.string()),
  legacyToken: z.nullable(z.string()),
  isMaster: z.boolean(),
  type: z.nullable(loginTypeSchema),
  validUntil: z.string(),
});

export type CustomerAccessToken = z.infer<typeof customerAccessTokenSchema>;

const customerSchema = z.object({
  customerId: z.number(),
  customerName: z.nullable(z.string()),
  customerType: z.nullable(z.string()),
});

export type Customer = z.infer<typeof customerSchema>;

const nullableToken = z.nullable(customerAccessTokenSchema);

export const customerAuthenticatedLoginDataSchema = z.object({ customerAuthenticatedLogin: nullableToken });
export const customerAccessTokenRenewDataSchema = z.object({ customerAccessTokenRenew: nullableToken });
export const customerSocialLoginGoogleDataSchema = z.object({ customerSocialLoginGoogle: nullableToken });
export const customerCompletePartialRegistrationDataSchema = z.object({ customerCompletePartialRegistration: nullableToken });
export const customerDataSchema = z.object({ customer: z.nullable(customerSchema) });

/** The customer's identity as the commerce service holds it: what their age verification is about. */
const customerIdentitySchema = z.object({
  customerId: z.number(),
  customerName: z.nullable(z.string()),
  cpf: z.nullable(z.string()),
  /** DateTime (ISO-8601); the date part is the registered birth date. */
  birthDate: z.string(),
});
export const customerIdentityDataSchema = z.object({ customer: z.nullable(customerIdentitySchema) });
export const customerCreateDataSchema = z.object({ customerCreate: z.nullable(customerSchema) });
export const customerPasswordRecoveryDataSchema = z.object({
  customerPasswordRecovery: z.nullable(z.object({ isSuccess: z.boolean() })),
});

export const customerPasswordChangeByRecoveryDataSchema = z.object({
  customerPasswordChangeByRecovery: z.nullable(z.object({ isSuccess: z.boolean() })),
});
