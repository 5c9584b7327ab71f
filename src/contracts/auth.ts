import { z } from 'zod/mini';
import { cartIdSchema } from './customer-link.ts';
import { edgeErrorSchema } from './edge.ts';
import type { CustomerCreateInput, CustomerSimpleCreateInput } from './graphql/customer-documents.ts';

/**
 * The edge's session routes (BFF; DECISIONS 1): the browser sends credentials here, the edge
 * calls the commerce service and keeps the tokens in httpOnly cookies. No answer ever carries a
 * token. The account pages and islands post these shapes as JSON (paths: ./auth-paths.ts).
 */

/** spec §2 /Login "Query redirectUrl is supported": honoured only for this site and the checkout. */
const redirectUrl = z.optional(z.string().check(z.maxLength(2048)));

/** POST /auth/login: spec §7 customerAuthenticatedLogin (e-mail and password). */
export const loginRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
  redirectUrl,
});

/** POST /auth/google: the Google ID-token credential (DECISIONS 6). */
/** GET /auth/google/nonce: the nonce Google must put in the ID token (bound to this browser's cookie). */
export const googleNonceSchema = z.object({ nonce: z.string().check(z.minLength(16), z.maxLength(128)) });

export const googleLoginRequestSchema = z.object({
  credential: z.string().check(z.minLength(1), z.maxLength(8192)),
  redirectUrl,
});

const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));
const entityType = z.enum(['PERSON', 'COMPANY', 'INTERNATIONAL']);

const simpleCreateInputSchema = z.object({
  customerType: entityType,
  fullName: optionalText(200),
  email: optionalText(254),
  cpf: optionalText(20),
  birthDate: optionalText(30),
  primaryPhoneAreaCode: optionalText(4),
  primaryPhoneNumber: optionalText(20),
});

/** POST /auth/register/partial: completes a Google sign-in of type NEW (spec §2 /register/partial). */
export const partialRegistrationRequestSchema = z.object({ input: simpleCreateInputSchema, redirectUrl });

const createInputSchema = z.object({
  ...simpleCreateInputSchema.shape,
  password: optionalText(256),
  passwordConfirmation: optionalText(256),
  gender: z.optional(z.enum(['MALE', 'FEMALE'])),
  newsletter: z.optional(z.boolean()),
  cep: optionalText(9),
  address: optionalText(200),
  addressNumber: optionalText(20),
  addressComplement: optionalText(100),
  neighborhood: optionalText(100),
  city: optionalText(100),
  state: optionalText(2),
});

/** POST /auth/register: spec §7 customerCreate, then a login with the same e-mail and password. */
export const registerRequestSchema = z.object({ input: createInputSchema, redirectUrl });

/** POST /auth/cart: links the shopper's cart to their customer record (spec §4 "Login"; DECISIONS 5). */
export const cartLinkRequestSchema = z.object({ cartId: cartIdSchema });

/** GET /auth/session (and the answer of logout and renewal): who is logged in, never a token. */
export const sessionSchema = z.object({
  authenticated: z.boolean(),
  customerName: z.nullable(z.string()),
  /** For the header's "Olá, {first name}" (spec §2). */
  firstName: z.nullable(z.string()),
});

/**
 * A successful login, Google login or registration. `partial`: a Google sign-in without an
 * account; the page goes to /register/partial. `savedCartId`: the cart the customer's record
 * holds (spec §4 "Login"), for the cart to merge (DECISIONS 2). `redirectTo`: where the page
 * goes next (a checked redirectUrl, or the checkout hand-off, or /momentos).
 */
export const loginResultSchema = z.object({
  status: z.enum(['authenticated', 'partial']),
  customerName: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  savedCartId: z.nullable(z.string()),
  redirectTo: z.string(),
});

/**
 * One error of the commerce service as a page may see it: its message, its code (CUS105, …) and,
 * for customer input, the field it is about (`extensions.fields` of the embedded service; a
 * hosted service may give only the code, which the page maps to a field itself).
 */
const publicCommerceErrorSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  field: z.optional(z.string()),
});

export type PublicCommerceError = z.infer<typeof publicCommerceErrorSchema>;

/** An error of these routes: the edge's error, plus the service's errors where it gave some (spec §8 "Partial registration errors: success false plus the errors"). */
export const authErrorSchema = z.object({
  ...edgeErrorSchema.shape,
  success: z.optional(z.literal(false)),
  errors: z.optional(z.array(publicCommerceErrorSchema)),
});

/** POST /auth/password-recovery: spec §7 customerPasswordRecovery(e-mail) (/login/recuperar). */
export const passwordRecoveryRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
});

/**
 * POST /auth/password-reset: the new password (twice) for the account the recovery link (kept by
 * the edge in an httpOnly cookie) is for; the link names the account, so nothing else is asked.
 */
export const passwordResetRequestSchema = z.object({
  password: z.string().check(z.maxLength(128)),
  passwordConfirmation: z.string().check(z.maxLength(128)),
});

/**
 * Its answer: the new password set and the shopper logged in with it (a login result), or set
 * but not logged in (a service that cannot name the link's account): `reset`, on to /login.
 */
export const passwordResetResultSchema = z.union([loginResultSchema, z.object({ status: z.literal('reset'), redirectTo: z.string() })]);

/**
 * Its answer: always the same, whether or not an account has that e-mail (one neutral
 * confirmation), so the form cannot be used to learn who is a customer.
 */
export const passwordRecoveryResultSchema = z.object({ isSuccess: z.literal(true) });

export type LoginRequest = z.input<typeof loginRequestSchema>;
export type GoogleNonce = z.infer<typeof googleNonceSchema>;
export type GoogleLoginRequest = z.input<typeof googleLoginRequestSchema>;
export type PartialRegistrationRequest = z.input<typeof partialRegistrationRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type LoginResult = z.infer<typeof loginResultSchema>;
export type AuthError = z.infer<typeof authErrorSchema>;
export type PasswordRecoveryRequest = z.input<typeof passwordRecoveryRequestSchema>;
export type PasswordRecoveryResult = z.infer<typeof passwordRecoveryResultSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetResult = z.infer<typeof passwordResetResultSchema>;

// The inputs above are the GraphQL documents' inputs, field for field (checked, not cast).
type Assignable<T extends U, U> = T;
/** @public A compile-time check, read by nobody. */
export type _InputsMatch = [
  Assignable<z.infer<typeof simpleCreateInputSchema>, CustomerSimpleCreateInput>,
  Assignable<z.infer<typeof createInputSchema>, CustomerCreateInput>,
];
