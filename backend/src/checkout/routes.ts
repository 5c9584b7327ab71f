import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { openCheckout } from '../commerce/checkout-access.ts';
import { loadCheckoutState } from '../commerce/checkout-store.ts';
import { checkoutView } from '../commerce/checkout-view.ts';
import { readCommerceConfig, type CommerceBindings } from '../commerce/config.ts';
import { findCustomerById, type CustomerRow } from '../commerce/customers.ts';
import { CommerceError } from '../commerce/errors.ts';
import { ordersOfCustomer, payCheckout } from '../commerce/orders.ts';
import { quoteCheckout, selectShippingQuote } from '../commerce/shipping-quotes.ts';
import { customerIdForLegacyToken } from '../commerce/tokens.ts';
import { page, PAGE_HEADERS, type Html } from './html.ts';
import { accountPage, checkoutLink, checkoutPage, confirmationPage, messagePage, type Paths } from './pages.ts';

/**
 * The hosted-checkout stand-in (issue 4): `GET {CHECKOUT_PATH}/{cartId}?token={legacyToken}` shows
 * the order with a "Pagar" button, `POST {CHECKOUT_PATH}/{cartId}/pagar` pays (the form carries the
 * legacy token, so another site cannot post it: CSRF), `GET {ACCOUNT_PATH}?token=` lists the
 * customer's orders ("Minha conta", spec §2 Header). Paths come from configuration, hence one
 * middleware that matches them instead of fixed routes.
 */
type Env = { Bindings: CommerceBindings };

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

function respond(c: Context<Env>, status: 200 | 400 | 401 | 403 | 404 | 409, title: string, body: Html): Response {
  return c.body(page(title, body), status, PAGE_HEADERS);
}

function loginAgain(c: Context<Env>, paths: Paths, checkoutId?: string): Response {
  const back = checkoutId ? `/Login?redirectUrl=${encodeURIComponent(`${paths.checkoutPath}/${checkoutId}`)}` : '/Login';
  return respond(c, 401, 'Sessão expirada', messagePage('Sessão expirada', 'Entre novamente na loja para continuar.', { href: back, text: 'Entrar na loja' }));
}

async function customerOf(c: Context<Env>, token: string, now: Date): Promise<CustomerRow | undefined> {
  const customerId = await customerIdForLegacyToken(c.env.DB, token, now);
  return customerId !== undefined ? findCustomerById(c.env.DB, customerId) : undefined;
}

/** Maps a business error to the page a shopper sees. */
function failure(c: Context<Env>, error: unknown): Response {
  if (!(error instanceof CommerceError)) throw error;
  const home = { href: '/', text: 'Voltar à loja' };
  switch (error.code) {
    case ERROR_CODES.checkoutNotFound:
    case ERROR_CODES.checkoutGet:
      return respond(c, 404, 'Carrinho não encontrado', messagePage('Carrinho não encontrado', error.message, home));
    case ERROR_CODES.checkoutForbidden:
    case ERROR_CODES.checkoutHasCustomer:
      return respond(c, 403, 'Carrinho de outra conta', messagePage('Carrinho de outra conta', error.message, { href: '/Login', text: 'Entrar com outra conta' }));
    default:
      return respond(c, 409, 'Não foi possível concluir', messagePage('Não foi possível concluir', error.message, home));
  }
}

async function showCheckout(c: Context<Env>, checkoutId: string, paths: Paths, now: Date, token: string, error?: string): Promise<Response> {
  const customer = await customerOf(c, token, now);
  if (!customer) return loginAgain(c, paths, checkoutId);
  try {
    const state = await openCheckout(c.env.DB, checkoutId, customer, 'read');
    const view = checkoutView(state, { now, checkoutPath: paths.checkoutPath, customer: async () => null });
    if (view.completed) return respond(c, 200, 'Pedido confirmado', confirmationPage(view, token, paths));
    const cepText = (c.req.query('cep') ?? '').replace(/\D/g, '');
    let quotes;
    let cepError: string | undefined;
    if (cepText && !view.selectedShipping) {
      try {
        quotes = await quoteCheckout(c.env.DB, state, cepText, now);
      } catch (quoteError) {
        if (!(quoteError instanceof CommerceError)) throw quoteError;
        cepError = quoteError.message;
      }
    }
    const body = checkoutPage({ view, token, paths, cep: c.req.query('cep'), quotes, error: error ?? cepError });
    return respond(c, error ? 409 : cepError ? 400 : 200, 'Finalizar compra', body);
  } catch (failed) {
    return failure(c, failed);
  }
}

/** The posted form; a body that is not the form it claims to be counts as an empty one. */
async function postedForm(c: Context<Env>): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

async function pay(c: Context<Env>, checkoutId: string, paths: Paths, now: Date): Promise<Response> {
  const form = await postedForm(c);
  const token = typeof form['token'] === 'string' ? form['token'] : '';
  const customer = await customerOf(c, token, now);
  if (!customer) return loginAgain(c, paths, checkoutId);
  try {
    const quoteId = typeof form['shippingQuoteId'] === 'string' ? form['shippingQuoteId'] : '';
    if (quoteId) {
      const state = await openCheckout(c.env.DB, checkoutId, customer, 'write');
      await selectShippingQuote(c.env.DB, state, quoteId, now);
    }
    await payCheckout(c.env.DB, checkoutId, customer, now);
  } catch (failed) {
    if (failed instanceof CommerceError && (await loadCheckoutState(c.env.DB, checkoutId.toLowerCase()))?.checkout.completed === 0) {
      // the cart is still open: show it again with the reason, so the shopper can fix it
      return showCheckout(c, checkoutId, paths, now, token, failed.message);
    }
    return failure(c, failed);
  }
  // Post/Redirect/Get: a reload of the confirmation does not pay twice
  return c.redirect(checkoutLink(paths, checkoutId.toLowerCase(), token), 303);
}

async function showAccount(c: Context<Env>, paths: Paths, now: Date): Promise<Response> {
  const token = c.req.query('token') ?? '';
  const customer = await customerOf(c, token, now);
  if (!customer) return loginAgain(c, paths);
  const orders = await ordersOfCustomer(c.env.DB, customer.id);
  return respond(c, 200, 'Minha conta', accountPage(customer.full_name, orders));
}

export const standInPages: MiddlewareHandler<Env> = async (c, next) => {
  const config = readCommerceConfig(c.env);
  const paths: Paths = { checkoutPath: config.checkoutPath, accountPath: config.accountPath };
  const path = c.req.path;
  const now = new Date();
  if (c.req.method === 'GET' && path === paths.accountPath) return showAccount(c, paths, now);
  if (!path.startsWith(`${paths.checkoutPath}/`)) return next();
  const rest = path.slice(paths.checkoutPath.length);
  const show = new RegExp(`^/(${UUID})/?$`).exec(rest);
  if (show?.[1] && c.req.method === 'GET') return showCheckout(c, show[1].toLowerCase(), paths, now, c.req.query('token') ?? '');
  const paying = new RegExp(`^/(${UUID})/pagar$`).exec(rest);
  if (paying?.[1] && c.req.method === 'POST') return pay(c, paying[1].toLowerCase(), paths, now);
  return next();
};
