import type { Context } from 'hono';
import { STAND_IN_CUSTOMER_HEADER } from '../../../src/contracts/own-backend-api.ts';
import { customerIdForLegacyToken } from '../commerce/tokens.ts';
import { type CustomerRow, findCustomerById } from '../commerce/customers.ts';
import type { PaymentBindings } from '../payments/payment-config.ts';
import { type Html, page, PAGE_HEADERS } from './html.ts';
import { messagePage, type Paths } from './pages.ts';

/**
 * What every page of the embedded checkout and the account area shares: who the shopper is (the
 * legacy token the edge sends, routes.ts), the answer as a page, and the way back to the login.
 */
export type Env = { Bindings: PaymentBindings };

export function respond(c: Context<Env>, status: 200 | 400 | 401 | 403 | 404 | 409 | 503, title: string, body: Html, headers = PAGE_HEADERS): Response {
  return c.body(page(title, body), status, headers);
}

/**
 * No customer for this request. A page opened with no session at all (typed, bookmarked, its
 * session long gone) goes to the login, which comes back here; a session that did not hold, or a
 * form posted without its token, is told to log in again.
 */
export function loginAgain(c: Context<Env>, paths: Paths, checkoutId?: string): Response {
  const back = `/Login?redirectUrl=${encodeURIComponent(checkoutId ? `${paths.checkoutPath}/${checkoutId}` : paths.accountPath)}`;
  if (c.req.method === 'GET' && !legacyTokenOf(c)) {
    c.header('Cache-Control', 'no-store');
    return c.redirect(back, 302);
  }
  return respond(c, 401, 'Sessão expirada', messagePage('Sessão expirada', 'Entre novamente na loja para continuar.', { href: back, text: 'Entrar na loja' }));
}

/** The legacy token the edge sent for this shopper, or '' (anyone else's header counts for nothing). */
export function legacyTokenOf(c: Context<Env>): string {
  return c.get('caller') === 'storefront' ? (c.req.header(STAND_IN_CUSTOMER_HEADER) ?? '') : '';
}

export async function customerOf(c: Context<Env>, token: string, now: Date): Promise<CustomerRow | undefined> {
  const customerId = await customerIdForLegacyToken(c.env.DB, token, now);
  return customerId !== undefined ? findCustomerById(c.env.DB, customerId) : undefined;
}
