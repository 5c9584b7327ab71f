import type { z } from 'zod/mini';
import {
  customerAccessTokenRenewDataSchema,
  customerAuthenticatedLoginDataSchema,
  customerCompletePartialRegistrationDataSchema,
  customerCreateDataSchema,
  customerDataSchema,
  customerIdentityDataSchema,
  customerPasswordChangeByRecoveryDataSchema,
  customerPasswordRecoveryDataSchema,
  customerSocialLoginGoogleDataSchema,
} from './customer-data.ts';
import { defineOperation } from './operation.ts';

/**
 * The account's GraphQL documents (spec §7 "Storefront GraphQL": customers, login, tokens), with
 * the hosted signatures: `customerAuthenticatedLogin(input: {input, password})`,
 * `customerPasswordRecovery(input)`. They are sent by the edge (login routes, session), never
 * with a token from the browser (DECISIONS 1).
 */
const ACCESS_TOKEN_FIELDS = 'token legacyToken isMaster type validUntil';

export const CUSTOMER_AUTHENTICATED_LOGIN = defineOperation<{ input: string; password: string }, z.infer<typeof customerAuthenticatedLoginDataSchema>>({
  operationName: 'CustomerAuthenticatedLogin',
  query: `mutation CustomerAuthenticatedLogin($input: String!, $password: String!) {
  customerAuthenticatedLogin(input: { input: $input, password: $password }) { ${ACCESS_TOKEN_FIELDS} }
}`,
  data: customerAuthenticatedLoginDataSchema,
});

/** A new token pair (legacyToken too) for a token not yet expired; TKN100 otherwise. */
export const CUSTOMER_ACCESS_TOKEN_RENEW = defineOperation<{ customerAccessToken: string }, z.infer<typeof customerAccessTokenRenewDataSchema>>({
  operationName: 'CustomerAccessTokenRenew',
  query: `mutation CustomerAccessTokenRenew($customerAccessToken: String!) {
  customerAccessTokenRenew(customerAccessToken: $customerAccessToken) { ${ACCESS_TOKEN_FIELDS} }
}`,
  data: customerAccessTokenRenewDataSchema,
});

export const CUSTOMER = defineOperation<{ customerAccessToken: string }, z.infer<typeof customerDataSchema>>({
  operationName: 'Customer',
  query: `query Customer($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) { customerId customerName customerType }
}`,
  data: customerDataSchema,
});

/**
 * The identity an age verification is about (src/contracts/age-verification.ts): sent by the edge
 * only, its answer never reaches a browser.
 */
export const CUSTOMER_IDENTITY = defineOperation<{ customerAccessToken: string }, z.infer<typeof customerIdentityDataSchema>>({
  operationName: 'CustomerIdentity',
  query: `query CustomerIdentity($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) { customerId customerName cpf birthDate }
}`,
  data: customerIdentityDataSchema,
});

/** The Google ID token (DECISIONS 6). A bad one answers "JWT provided is invalid" (spec §8). */
export const CUSTOMER_SOCIAL_LOGIN_GOOGLE = defineOperation<{ userCredential: string }, z.infer<typeof customerSocialLoginGoogleDataSchema>>({
  operationName: 'CustomerSocialLoginGoogle',
  query: `mutation CustomerSocialLoginGoogle($userCredential: String!) {
  customerSocialLoginGoogle(userCredential: $userCredential) { ${ACCESS_TOKEN_FIELDS} }
}`,
  data: customerSocialLoginGoogleDataSchema,
});

type EntityType = 'PERSON' | 'COMPANY' | 'INTERNATIONAL';

/** spec §5: empty or null fields are left out before sending. */
export interface CustomerCreateInput {
  customerType: EntityType;
  fullName?: string;
  email?: string;
  password?: string;
  passwordConfirmation?: string;
  cpf?: string;
  /** ISO date, e.g. 1990-05-20. */
  birthDate?: string;
  gender?: 'MALE' | 'FEMALE';
  primaryPhoneAreaCode?: string;
  primaryPhoneNumber?: string;
  newsletter?: boolean;
  cep?: string;
  address?: string;
  addressNumber?: string;
  addressComplement?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
}

/** Answers the customer, not a token: log in after (notes/storefront-api.md). */
export const CUSTOMER_CREATE = defineOperation<{ input: CustomerCreateInput }, z.infer<typeof customerCreateDataSchema>>({
  operationName: 'CustomerCreate',
  query: `mutation CustomerCreate($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customerId customerName customerType }
}`,
  data: customerCreateDataSchema,
});

export interface CustomerSimpleCreateInput {
  customerType: EntityType;
  fullName?: string;
  email?: string;
  cpf?: string;
  birthDate?: string;
  primaryPhoneAreaCode?: string;
  primaryPhoneNumber?: string;
}

export const CUSTOMER_COMPLETE_PARTIAL_REGISTRATION = defineOperation<
  { customerAccessToken: string; input: CustomerSimpleCreateInput },
  z.infer<typeof customerCompletePartialRegistrationDataSchema>
>({
  operationName: 'CustomerCompletePartialRegistration',
  query: `mutation CustomerCompletePartialRegistration($customerAccessToken: String!, $input: CustomerSimpleCreateInputGraphInput!) {
  customerCompletePartialRegistration(customerAccessToken: $customerAccessToken, input: $input) { ${ACCESS_TOKEN_FIELDS} }
}`,
  data: customerCompletePartialRegistrationDataSchema,
});

/** Always `isSuccess: true` for a well-formed request (it does not reveal which e-mails exist). */
/** spec §7's recovery, second half: the key from the e-mail and the new password (hosted signature). */
export const CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY = defineOperation<
  { input: { key: string; newPassword: string; newPasswordConfirmation: string } },
  z.infer<typeof customerPasswordChangeByRecoveryDataSchema>
>({
  operationName: 'CustomerPasswordChangeByRecovery',
  query: `mutation CustomerPasswordChangeByRecovery($input: CustomerPasswordChangeByRecoveryInput) {
  customerPasswordChangeByRecovery(input: $input) { isSuccess }
}`,
  data: customerPasswordChangeByRecoveryDataSchema,
});

export const CUSTOMER_PASSWORD_RECOVERY = defineOperation<{ input: string }, z.infer<typeof customerPasswordRecoveryDataSchema>>({
  operationName: 'CustomerPasswordRecovery',
  query: `mutation CustomerPasswordRecovery($input: String!) {
  customerPasswordRecovery(input: $input) { isSuccess }
}`,
  data: customerPasswordRecoveryDataSchema,
});
