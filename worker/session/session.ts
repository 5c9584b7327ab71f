import type { Context } from 'hono';
import type { LoginResult, Session } from '../../src/contracts/auth.ts';
import { customerLinkSchema } from '../../src/contracts/customer-link.ts';
import { CUSTOMER, type Customer, type CustomerAccessToken } from '../../src/contracts/graphql/index.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { ROUTES, withRedirectUrl } from '../../src/core/routes.ts';
import type { AppEnv } from '../env.ts';
import { CommerceRefusedError } from '../errors.ts';
import { describeError } from '../log.ts';
import { UpstreamHttpError } from '../upstream/errors.ts';
import { commerceCall } from './commerce-client.ts';
import { afterLoginPath } from './redirect-target.ts';
import { endSession, liveSession, renewSession, startSession } from './live-session.ts';
import { readCartIdCookie, takeReturnToken, writePartialToken, type SessionTokens } from './session-cookies.ts';
import { isRevoked, lookupSession, takeReturnedToken } from './session-registry.ts';

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
 * The customer behind this request's session, confirmed by the commerce service; a token near
 * its expiry is renewed first, and a token the service refuses is renewed once (a failed renewal
 * logs the customer out, spec §4). A token the checkout sent back (fbits-login) becomes the
 * session only once the service confirms it (spec §3), and never replaces one this browser has.
 */
export async function currentCustomer(c: Context<AppEnv>): Promise<CurrentCustomer | undefined> {
  const returned = takeReturnToken(c);
  let live = await liveSession(c, { renew: true });
  if (live && returned) c.get('log').info('return_token_ignored', { reason: 'session_exists' });
  if (!live) return returned ? sessionFromReturnedToken(c, returned) : undefined;
  const customer = await customerFor(c, live.tokens.token);
  if (customer) return { tokens: live.tokens, customer };
  live = await renewSession(c, live);
  const again = live ? await customerFor(c, live.tokens.token) : null;
  return live && again ? { tokens: live.tokens, customer: again } : undefined;
}

/**
 * A token the checkout sent back (spec §3 fbits-login) becomes the session only against the record
 * of this browser's hand-off (worker/middleware/return-token.ts), never after a logout revoked it,
 * and keeps the earliest start it is known by: the session it left from, or its own when the
 * registry has seen it (so no round trip restarts the 30 days).
 */
async function sessionFromReturnedToken(c: Context<AppEnv>, token: string): Promise<CurrentCustomer | undefined> {
  const kv = c.env.SESSIONS_KV;
  const handoff = await takeReturnedToken(kv, token);
  if (!handoff || (await isRevoked(kv, token))) {
    c.get('log').info('return_token_ignored', { reason: handoff ? 'revoked' : 'no_handoff' });
    return undefined;
  }
  const customer = await customerFor(c, token);
  c.get('log').info('return_token_checked', { confirmed: customer !== null });
  if (!customer) return undefined;
  const seen = await lookupSession(kv, token);
  const startedAt = seen && seen.startedAt < handoff.startedAt ? seen.startedAt : handoff.startedAt;
  return { tokens: await startSession(c, { token, legacyToken: null, validUntil: seen?.validUntil ?? '' }, startedAt), customer };
}

/**
 * spec §4 "Login": "link or create the own customer record with the cart id; if the record has a
 * cart id other than the text 'null', reload that checkout". The edge does it with the customer
 * id from the session (DECISIONS 5) and answers the saved cart for the page to merge
 * (DECISIONS 2). A failure here is logged and never fails the login.
 */
async function linkCustomerCart(c: Context<AppEnv>, customerId: number, cartId: string | undefined): Promise<string | null> {
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
    return { status: 'partial', customerName: null, firstName: null, savedCartId: null, redirectTo: withRedirectUrl(ROUTES.registerPartial, redirectUrl) };
  }
  const tokens = await startSession(c, result);
  const customer = await customerFor(c, tokens.token);
  if (!customer) {
    await endSession(c);
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
