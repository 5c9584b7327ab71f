import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import type { CommerceConfig } from './config.ts';
import { normalizeEmail } from './customer-validation.ts';
import {
  createGoogleCustomer,
  findCustomerByEmail,
  findCustomerByGoogleSub,
  findCustomerByAccessToken,
  linkGoogleAccount,
  type CustomerRow,
  type CustomerSimpleCreateInput,
} from './customers.ts';
import { CommerceError } from './errors.ts';
import { verifyGoogleIdToken } from './google-id-token.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { claimPasswordAttempt, settlePasswordAttempt } from './rate-limit.ts';
import { RENEWAL_GRACE_MS, expireToken, findAccessToken, issueCustomerToken, issuePartialToken, type CustomerAccessTokenResult } from './tokens.ts';

/** Login, token renewal, Google sign-in and the customer behind a token (spec §7, §4 "Login"). */
export interface RequestMeta {
  ip: string;
  now: Date;
}

const tokenInvalid = () => new CommerceError(ERROR_CODES.tokenInvalid, 'Token de acesso inválido ou expirado.');

/**
 * customerAuthenticatedLogin: the same answer for an unknown e-mail and a wrong password. The
 * attempt is claimed before the password is checked (backend/src/commerce/rate-limit.ts), so
 * parallel guesses verify no more passwords than the limit allows.
 */
export async function loginWithPassword(db: D1Database, emailInput: string, password: string, meta: RequestMeta): Promise<CustomerAccessTokenResult> {
  const email = normalizeEmail(emailInput);
  const claim = await claimPasswordAttempt(db, { email, ip: meta.ip }, meta.now);
  const customer = email ? await findCustomerByEmail(db, email) : undefined;
  const matches = customer?.password_hash ? await verifyPassword(password, customer.password_hash) : await burnPasswordCheck(password).then(() => false);
  if (!customer || !matches) throw new CommerceError(ERROR_CODES.loginFailed, 'E-mail ou senha inválidos.');
  await settlePasswordAttempt(db, claim);
  return issueCustomerToken(db, customer.id, meta.now);
}

/** The customer a live AUTHENTICATED token belongs to; TKN101 otherwise. */
export async function customerForToken(db: D1Database, token: string | null | undefined, now: Date): Promise<CustomerRow> {
  const customer = token ? await findCustomerByAccessToken(db, token, now) : undefined;
  if (!customer) throw tokenInvalid();
  return customer;
}

/**
 * customerAccessTokenRenew: only a token not yet expired (notes/storefront-api.md) gets a new
 * pair; the old one then lives only RENEWAL_GRACE_MS more. Anything else is TKN100, on which the
 * storefront logs the shopper out (spec §4 "Failed token renewal leads to logout").
 */
export async function renewAccessToken(db: D1Database, token: string, now: Date): Promise<CustomerAccessTokenResult> {
  const record = await findAccessToken(db, token, now);
  if (record?.kind !== 'AUTHENTICATED' || record.customerId === null) {
    throw new CommerceError(ERROR_CODES.tokenRenewal, 'Não foi possível renovar o token: faça login novamente.');
  }
  const renewed = await issueCustomerToken(db, record.customerId, now);
  await expireToken(db, record.id, now, RENEWAL_GRACE_MS);
  return renewed;
}

/**
 * customerSocialLoginGoogle: AUTHENTICATED when the Google account, or a customer with its
 * (verified) e-mail, exists; otherwise NEW, whose token completes the registration.
 */
export async function loginWithGoogle(
  db: D1Database,
  google: CommerceConfig['google'],
  credential: string | null | undefined,
  meta: RequestMeta,
): Promise<CustomerAccessTokenResult> {
  const identity = await verifyGoogleIdToken(credential, google);
  const linked = await findCustomerByGoogleSub(db, identity.sub);
  if (linked) return issueCustomerToken(db, linked.id, meta.now);
  const byEmail = await findCustomerByEmail(db, identity.email);
  if (byEmail) {
    await linkGoogleAccount(db, byEmail, identity.sub, meta.now);
    return issueCustomerToken(db, byEmail.id, meta.now);
  }
  return issuePartialToken(db, identity, meta.now);
}

/** customerCompletePartialRegistration: spends a NEW token, creates the account, logs it in. */
export async function completePartialRegistration(
  db: D1Database,
  token: string,
  input: CustomerSimpleCreateInput,
  meta: RequestMeta,
): Promise<CustomerAccessTokenResult> {
  const record = await findAccessToken(db, token, meta.now);
  if (record?.kind !== 'NEW' || !record.google) throw tokenInvalid();
  const customer = await createGoogleCustomer(db, record.google, input, meta.now);
  await expireToken(db, record.id, meta.now, 0);
  return issueCustomerToken(db, customer.id, meta.now);
}
