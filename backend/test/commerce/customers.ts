import { CUSTOMER_AUTHENTICATED_LOGIN, CUSTOMER_CREATE, type CustomerCreateInput } from '../../../src/contracts/graphql/index.ts';
import { SELF } from 'cloudflare:test';
import { ageAttemptSchema, type AgeIdentity, vendorStartSchema } from '../../../src/contracts/age-verification.ts';
import { postJson } from '../http.ts';
import { call } from './graphql-client.ts';
import { newValidCpf as validCpf } from '../../../src/test-support/cpf.ts';

export { validCpf };

/** Customer fixtures for the commerce tests. */
let sequence = 0;

/** An ISO date `years` years before today (UTC), shifted by `days`. */
export function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

export const PASSWORD = 'vinho123tinto';

export function customerInput(overrides: Partial<CustomerCreateInput> = {}): CustomerCreateInput {
  sequence += 1;
  return {
    customerType: 'PERSON',
    fullName: 'Maria da Silva',
    email: `maria.${sequence}@example.com.br`,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    cpf: validCpf(),
    birthDate: '1990-05-20',
    primaryPhoneAreaCode: '11',
    primaryPhoneNumber: '987654321',
    ...overrides,
  };
}

export interface RegisteredCustomer {
  customerId: number;
  email: string;
  token: string;
  legacyToken: string;
  /** The customer as the commerce service answers them to the edge (age verification's identity). */
  identity: AgeIdentity;
}

/** Registers a customer and logs in, as a shopper would. */
export async function registeredCustomer(overrides: Partial<CustomerCreateInput> = {}): Promise<RegisteredCustomer> {
  const input = customerInput(overrides);
  const created = await call(CUSTOMER_CREATE, { input });
  const customerId = created.data?.customerCreate?.customerId;
  if (!customerId) throw new Error(`customerCreate failed: ${JSON.stringify(created.errors)}`);
  const login = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: input.email ?? '', password: input.password ?? '' });
  const token = login.data?.customerAuthenticatedLogin;
  if (!token?.token || !token.legacyToken) throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
  const identity = { customerId, name: input.fullName ?? '', cpf: input.cpf ?? '', birthDate: input.birthDate ?? '' };
  return { customerId, email: input.email ?? '', token: token.token, legacyToken: token.legacyToken, identity };
}

/**
 * Confirms the customer's age as a shopper would, by the "receita" method on its stand-in (any CPF
 * it has no fixture for is a confirmed adult): what an order needs (ECA Digital).
 */
export async function verifyAge(customer: RegisteredCustomer): Promise<void> {
  const answer = await postJson('/api/age/receita', { identity: customer.identity });
  const { outcome } = ageAttemptSchema.parse(await answer.json());
  if (outcome !== 'confirmed') throw new Error(`age verification of a test customer: ${outcome}`);
}

/** Confirms a test customer's age by document (the "provedor" stand-in's "maior de idade"): level A, which a card payment needs. */
export async function verifyAgeByDocument(customer: RegisteredCustomer): Promise<void> {
  const started = await postJson('/api/age/provedor/start', { identity: customer.identity, returnUrl: 'https://loja.test/verificar-idade' });
  const { redirectUrl } = vendorStartSchema.parse(await started.json());
  const chosen = await SELF.fetch(redirectUrl.replace('https://loja.test', 'https://backend.test'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ resultado: 'over_18' }).toString(),
  });
  await chosen.body?.cancel();
  if (chosen.status !== 303) throw new Error(`age verification by document of a test customer: ${chosen.status}`);
}
