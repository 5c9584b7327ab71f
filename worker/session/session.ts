import type { Context } from 'hono';
import type { LoginResult, Session } from '../../src/contracts/auth.ts';
import { customerLinkSchema } from '../../src/contracts/customer-link.ts';
import {
  CUSTOMER,
  CUSTOMER_ACCESS_TOKEN_RENEW,
  type Customer,
  type CustomerAccessToken,
} from '../../src/contracts/graphql/index.ts';
import { MESSAGES } from '../../src/messages/pt-BR.ts';
import { ROUTES } from '../../src/routes.ts';
import type { AppEnv } from '../env.ts';
import { CommerceRefusedError } from '../errors.ts';
import { describeError } from '../log.ts';
import { UpstreamHttpError } from '../upstream/errors.ts';
import { commerceCall } from './commerce-client.ts';
import { afterLoginPath } from './redirect-target.ts';
import {
  clearSessionTokens,
  readCartIdCookie,
  readSessionTokens,
  takeReturnToken,
  writePartialToken,
  writeSessionTokens,
  type SessionTokens,
} from './session-cookies.ts';

/** The logged-in customer of this request, as the commerce service confirms it. */
export interface CurrentCustomer {
  tokens: SessionTokens;
  customer: Customer;
}

/** spec §2 "Olá, {first name}". */
export function firstNameOf(customerName: string | null): string | null {
  return customerName?.trim().split(/\s+/)[0] || null;
}

export function sessionOf(current: CurrentCustomer | undefined): Session {
  const customerName = current?.customer.customerName ?? null;
  return { authenticated: current !== undefined, customerName, firstName: firstNameOf(customerName) };
}

/** The customer a token belongs to, as the commerce service answers it (null: unknown or expired). */
export async function customerFor(c: Context<AppEnv>, token: string): Promise<Customer | null> {
  const { data } = await commerceCall(c, CUSTOMER, { customerAccessToken: token }, token);
  return data?.customer ?? null;
}

/**
 * spec §4 "Failed token renewal leads to logout": a new token pair for a token not yet expired,
 * or undefined (and the session cookies cleared).
 */
export async function renewSession(c: Context<AppEnv>, token: string): Promise<SessionTokens | undefined> {
  const { data, errors } = await commerceCall(c, CUSTOMER_ACCESS_TOKEN_RENEW, { customerAccessToken: token }, token);
  const renewed = data?.customerAccessTokenRenew;
  if (!renewed?.token) {
    c.get('log').info('session_renew_failed', { code: errors[0]?.extensions?.code ?? 'none' });
    clearSessionTokens(c);
    return undefined;
  }
  const tokens = { token: renewed.token, legacyToken: renewed.legacyToken };
  writeSessionTokens(c, tokens);
  return tokens;
}

/**
 * The customer behind this request's cookies, confirmed by the commerce service; an expired
 * token is renewed once, and a failed renewal logs the customer out. A token the checkout sent
 * back (fbits-login) becomes the session only once the service confirms it (spec §3).
 */
export async function currentCustomer(c: Context<AppEnv>): Promise<CurrentCustomer | undefined> {
  let tokens = readSessionTokens(c);
  const returned = takeReturnToken(c);
  // A returned token never replaces the session this browser has.
  if (tokens && returned) c.get('log').info('return_token_ignored', { reason: 'session_exists' });
  if (!tokens) {
    if (!returned) return undefined;
    const customer = await customerFor(c, returned);
    c.get('log').info('return_token_checked', { confirmed: customer !== null });
    if (!customer) return undefined;
    tokens = { token: returned, legacyToken: null };
    writeSessionTokens(c, tokens);
    return { tokens, customer };
  }
  const customer = await customerFor(c, tokens.token);
  if (customer) return { tokens, customer };
  const renewed = await renewSession(c, tokens.token);
  if (!renewed) return undefined;
  const again = await customerFor(c, renewed.token);
  return again ? { tokens: renewed, customer: again } : undefined;
}

/**
 * spec §4 "Login": "link or create the own customer record with the cart id; if the record has a
 * cart id other than the text 'null', reload that checkout". The edge does it with the customer
 * id from the session (DECISIONS 5) and answers the saved cart for the page to merge
 * (DECISIONS 2). A failure here is logged and never fails the login.
 */
export async function linkCustomerCart(c: Context<AppEnv>, customerId: number, cartId: string | undefined): Promise<string | null> {
  const backend = c.get('backend');
  try {
    const record = await backend.get(`/api/customer/${customerId}`, customerLinkSchema).catch((error: unknown) => {
      if (error instanceof UpstreamHttpError && error.status === 404) return undefined;
      throw error;
    });
    const saved = record && record.cart_id !== 'null' ? record.cart_id : null;
    if (cartId && saved === null) {
      await backend.post('/api/customer', { customer_id: customerId, cart_id: cartId }, customerLinkSchema);
    } else if (!record) {
      await backend.post('/api/customer', { customer_id: customerId }, customerLinkSchema);
    }
    return saved !== null && saved !== cartId ? saved : null;
  } catch (error) {
    c.get('log').warn('customer_link_failed', { error: describeError(error) });
    return null;
  }
}

/** Points the customer's record at this cart (after the page merged or created it). */
export async function saveCustomerCart(c: Context<AppEnv>, customerId: number, cartId: string): Promise<void> {
  await c.get('backend').post('/api/customer', { customer_id: customerId, cart_id: cartId }, customerLinkSchema);
}

/**
 * Turns a login result (password, Google, partial registration) into the session: tokens into
 * httpOnly cookies, the customer confirmed, the cart linked, and where the page goes next.
 */
export async function establishSession(
  c: Context<AppEnv>,
  result: CustomerAccessToken | null,
  redirectUrl: string | undefined,
  refusal: string,
): Promise<LoginResult> {
  if (!result?.token) throw new CommerceRefusedError(401, refusal, []);
  if (result.type === 'NEW') {
    // DECISIONS 6: a Google account without a customer completes its registration first.
    writePartialToken(c, result.token);
    const next = redirectUrl ? `?redirectUrl=${encodeURIComponent(redirectUrl)}` : '';
    return { status: 'partial', customerName: null, firstName: null, savedCartId: null, redirectTo: `${ROUTES.registerPartial}${next}` };
  }
  const tokens = { token: result.token, legacyToken: result.legacyToken };
  writeSessionTokens(c, tokens);
  const customer = await customerFor(c, tokens.token);
  if (!customer) {
    clearSessionTokens(c);
    throw new CommerceRefusedError(401, MESSAGES.sessionExpired, []);
  }
  const savedCartId = await linkCustomerCart(c, customer.customerId, readCartIdCookie(c));
  return {
    status: 'authenticated',
    customerName: customer.customerName,
    firstName: firstNameOf(customer.customerName),
    savedCartId,
    redirectTo: afterLoginPath(redirectUrl, c.env, c.get('caller').origin),
  };
}
