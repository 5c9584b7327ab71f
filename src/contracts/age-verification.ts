import { z } from 'zod/mini';
import { AGE_VERIFICATION_PATH } from './age-paths.ts';

/**
 * Age verification (ECA Digital, Lei 15.211/2025 art. 9; Decreto 12.880/2026;
 * docs/age-verification.md): an order needs the customer's age verified once, by a reliable method, never
 * declared. The own backend keeps one row per attempt (customer, level, method, result, provider
 * reference, when; never a document, a birth date or a provider's payload) and answers whether a
 * customer's verification still stands. The edge asks it with the customer's identity as the
 * commerce service knows it (`ageIdentitySchema`); the backend compares a keyed digest of it with
 * the one recorded at the verification, so a changed CPF, name or birth date ends it.
 */
export const AGE_METHODS = ['receita', 'carteira', 'provedor'] as const;
export type AgeMethod = (typeof AGE_METHODS)[number];

/**
 * How reliable each method is (ANPD draft guide): A, a credential or a document with liveness; B,
 * the account's CPF, name and birth date matched against the Receita Federal.
 */
export const AGE_LEVELS = { receita: 'B', carteira: 'A', provedor: 'A' } as const satisfies Record<AgeMethod, 'A' | 'B'>;
export type AgeLevel = (typeof AGE_LEVELS)[AgeMethod];

/** What a verification attempt came to. */
const AGE_OUTCOMES = ['confirmed', 'not_confirmed', 'minor', 'unavailable', 'cancelled', 'too_many_attempts'] as const;
export type AgeOutcome = (typeof AGE_OUTCOMES)[number];

/** The customer as the commerce service knows them: the only identity a verification is about. */
const ageIdentitySchema = z.object({
  customerId: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** Digits only; empty when the account has none (then only a method that needs no CPF can run). */
  cpf: z.string().check(z.regex(/^(\d{11})?$/)),
  /** AAAA-MM-DD, as registered. */
  birthDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type AgeIdentity = z.infer<typeof ageIdentitySchema>;

/** A customer's standing: verified or not, by what, since when, and which methods the shop offers. */
export const ageStatusSchema = z.object({
  verified: z.boolean(),
  level: z.nullable(z.enum(['A', 'B'])),
  method: z.nullable(z.enum(AGE_METHODS)),
  verifiedAt: z.nullable(z.string()),
  methods: z.array(z.enum(AGE_METHODS)),
  /** The latest attempt's result ("pending" while a vendor or a wallet has not answered): what a shopper back from the vendor is told. */
  lastResult: z.nullable(z.enum([...AGE_OUTCOMES.filter((outcome) => outcome !== 'too_many_attempts'), 'pending'] as const)),
});
export type AgeStatus = z.infer<typeof ageStatusSchema>;

/** The answer to an attempt: its outcome and the standing after it. */
export const ageAttemptSchema = z.object({ outcome: z.enum(AGE_OUTCOMES), status: ageStatusSchema });
export type AgeAttempt = z.infer<typeof ageAttemptSchema>;

/** `POST /api/age/status` and `POST /api/age/receita`. */
export const ageIdentityRequestSchema = z.object({ identity: ageIdentitySchema });

/** `POST /api/age/carteira/request`: the page's origin the wallet's answer is bound to. */
export const walletRequestRequestSchema = z.object({ identity: ageIdentitySchema, origin: z.string().check(z.url(), z.maxLength(200)) });

/** The request the browser hands `navigator.credentials.get({ digital: { requests: [...] } })`, and its session. */
export const walletRequestSchema = z.object({ session: z.string(), protocol: z.string(), data: z.record(z.string(), z.unknown()) });
export type WalletRequest = z.infer<typeof walletRequestSchema>;

/**
 * `POST /api/age/carteira/test-wallet` (local stand-in only): the answer the test wallet gives to a
 * request, as a person over (or under) 18 with a test credential (backend/src/age/carteira/).
 */
export const testWalletRequestSchema = z.object({
  origin: z.string().check(z.url(), z.maxLength(200)),
  data: z.record(z.string(), z.unknown()),
  ageOver18: z.boolean(),
});
export const testWalletAnswerSchema = z.object({ protocol: z.string(), data: z.record(z.string(), z.unknown()) });

/** `POST /api/age/carteira/response`: what the wallet answered (a DigitalCredential's protocol and data). */
export const walletResponseRequestSchema = z.object({
  identity: ageIdentitySchema,
  session: z.string().check(z.minLength(16), z.maxLength(100)),
  protocol: z.string().check(z.maxLength(100)),
  data: z.record(z.string(), z.unknown()),
});

/** `POST /api/age/provedor/start`: where the vendor sends the shopper back. */
export const vendorStartRequestSchema = z.object({ identity: ageIdentitySchema, returnUrl: z.string().check(z.url(), z.maxLength(300)) });
export const vendorStartSchema = z.object({ redirectUrl: z.string() });
export type VendorStartAnswer = z.infer<typeof vendorStartSchema>;

/**
 * What every API or GraphQL call that would complete an order answers without a verification
 * (403): where the person confirms their age, then comes back to the checkout.
 */
export const AGE_VERIFICATION_REQUIRED = {
  code: 'AGE_VERIFICATION_REQUIRED',
  continue_url: `${AGE_VERIFICATION_PATH}?redirectUrl=/auth/checkout`,
} as const;

/** How each method is named after the date of a confirmation. */
const AGE_METHOD_NAMES: Record<AgeMethod, string> = {
  receita: 'CPF na Receita Federal',
  carteira: 'carteira digital',
  provedor: 'documento e selfie',
};

/** How an account page (the storefront's, the checkout stand-in's "Minha conta") states the customer's standing. */
export const AGE_STANDING_TEXT = {
  /** "Idade confirmada em 12/11/2026 (CPF na Receita Federal)": the day in São Paulo's calendar (saoPauloDay). */
  confirmedOn: (day: string, method: AgeMethod) => `Idade confirmada em ${day} (${AGE_METHOD_NAMES[method]})`,
  notConfirmed: 'Idade ainda não confirmada: confirme uma única vez para comprar.',
  confirmLink: 'Confirmar minha idade',
} as const;
