import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { openCheckout } from '../commerce/checkout-access.ts';
import { loadCheckoutState } from '../commerce/checkout-store.ts';
import type { CheckoutState } from '../commerce/checkout-store.ts';
import { checkoutView, totalsOf } from '../commerce/checkout-view.ts';
import { readCommerceConfig, type CommerceBindings } from '../commerce/config.ts';
import { findCustomerById, type CustomerRow } from '../commerce/customers.ts';
import { CommerceError } from '../commerce/errors.ts';
import { ordersOfCustomer, payCheckout } from '../commerce/orders.ts';
import { selectPaymentMethod } from '../commerce/payment-methods.ts';
import { quoteCheckout, selectShippingQuote } from '../commerce/shipping-quotes.ts';
import { customerIdForLegacyToken } from '../commerce/tokens.ts';
import { STAND_IN_CUSTOMER_HEADER } from '../../../src/contracts/own-backend-api.ts';
import { AGE_VERIFICATION_REQUIRED } from '../../../src/contracts/age-verification.ts';
import { customerAgeStatus } from '../age/order-guard.ts';
import { page, PAGE_HEADERS, type Html } from './html.ts';
import { accountPage, checkoutLink, checkoutPage, confirmationPage, messagePage, type PaymentChoice, type Paths } from './pages.ts';

/**
 * The hosted-checkout stand-in: `GET {CHECKOUT_PATH}/{cartId}` shows the order with the payment
 * choice (Pix or card, each with its total) and a "Pagar" button, `POST {CHECKOUT_PATH}/{cartId}/pagar`
 * records the choice and pays, `GET {ACCOUNT_PATH}` lists the customer's
 * orders ("Minha conta", spec §2 Header). The shopper is named by the legacy token the edge sends
 * in STAND_IN_CUSTOMER_HEADER (from the session cookie; trusted only from the storefront), never
 * by a URL a log could record; the payment form repeats it, so another site cannot post it
 * (CSRF). It marks orders PAID with no payment: outside development it answers only when
 * CHECKOUT_DEMO is "on" (a demo shop). Paths come from configuration, hence one middleware that
 * matches them instead of fixed routes.
 */
type Env = { Bindings: CommerceBindings };

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

function respond(c: Context<Env>, status: 200 | 400 | 401 | 403 | 404 | 409 | 503, title: string, body: Html): Response {
  return c.body(page(title, body), status, PAGE_HEADERS);
}

/** Production without the demo switch: the stand-in takes no order (it would mark it paid unpaid). */
function closed(c: Context<Env>): Response {
  console.error(
    JSON.stringify({ level: 'error', event: 'checkout_stand_in_closed', hint: 'set CHECKOUT_URL to the hosted checkout, or CHECKOUT_DEMO=on for a demo shop' }),
  );
  return respond(
    c,
    503,
    'Pagamento indisponível',
    messagePage('Pagamento indisponível', 'O pagamento desta loja está em manutenção. Tente novamente mais tarde.', { href: '/', text: 'Voltar à loja' }),
  );
}

/**
 * No order without a verified age (ECA Digital): 403 with where to confirm it, as JSON for an API
 * caller and as a page for a browser.
 */
function ageRequired(c: Context<Env>): Response {
  if ((c.req.header('accept') ?? '').includes('application/json')) return c.json(AGE_VERIFICATION_REQUIRED, 403);
  return respond(
    c,
    403,
    'Confirme sua idade',
    messagePage('Confirme sua idade', 'A venda de bebidas alcoólicas exige a confirmação da sua idade, uma única vez.', {
      href: AGE_VERIFICATION_REQUIRED.continue_url,
      text: 'Confirmar minha idade',
    }),
  );
}

function loginAgain(c: Context<Env>, paths: Paths, checkoutId?: string): Response {
  const back = checkoutId ? `/Login?redirectUrl=${encodeURIComponent(`${paths.checkoutPath}/${checkoutId}`)}` : '/Login';
  return respond(c, 401, 'Sessão expirada', messagePage('Sessão expirada', 'Entre novamente na loja para continuar.', { href: back, text: 'Entrar na loja' }));
}

/** The legacy token the edge sent for this shopper, or '' (anyone else's header counts for nothing). */
function legacyTokenOf(c: Context<Env>): string {
  return c.get('caller') === 'storefront' ? (c.req.header(STAND_IN_CUSTOMER_HEADER) ?? '') : '';
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
      return respond(
        c,
        403,
        'Carrinho de outra conta',
        messagePage('Carrinho de outra conta', error.message, { href: '/Login', text: 'Entrar com outra conta' }),
      );
    default:
      return respond(c, 409, 'Não foi possível concluir', messagePage('Não foi possível concluir', error.message, home));
  }
}

/** What each payment method would charge, priced as the order would be (docs/decisions.md "Pix price"). */
function paymentChoice(state: CheckoutState, now: Date): PaymentChoice {
  return {
    selected: state.checkout.payment_method,
    pixDiscountPercent: state.pixDiscountPercent,
    pixTotalCents: totalsOf(state, now, 'pix').totalCents,
    cardTotalCents: totalsOf(state, now, 'credit-card').totalCents,
  };
}

async function showCheckout(c: Context<Env>, checkoutId: string, paths: Paths, now: Date, token: string, error?: string): Promise<Response> {
  const customer = await customerOf(c, token, now);
  if (!customer) return loginAgain(c, paths, checkoutId);
  try {
    const state = await openCheckout(c.env.DB, checkoutId, customer, 'read');
    const view = checkoutView(state, { now, checkoutPath: paths.checkoutPath, customer: async () => null });
    if (view.completed) return respond(c, 200, 'Pedido confirmado', confirmationPage(view, paths));
    const cepText = (c.req.query('cep') ?? '').replace(/\D/g, '');
    let quotes: Awaited<ReturnType<typeof quoteCheckout>> | undefined;
    let cepError: string | undefined;
    if (cepText && !view.selectedShipping) {
      try {
        quotes = await quoteCheckout(c.env.DB, state, cepText, now);
      } catch (quoteError) {
        if (!(quoteError instanceof CommerceError)) throw quoteError;
        cepError = quoteError.message;
      }
    }
    const body = checkoutPage({ view, token, paths, payment: paymentChoice(state, now), cep: c.req.query('cep'), quotes, error: error ?? cepError });
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
  const token = legacyTokenOf(c);
  // the form repeats the token: a post another site forged lacks it
  const customer = form.token === token ? await customerOf(c, token, now) : undefined;
  if (!customer) return loginAgain(c, paths, checkoutId);
  try {
    const quoteId = typeof form.shippingQuoteId === 'string' ? form.shippingQuoteId : '';
    if (quoteId) {
      const state = await openCheckout(c.env.DB, checkoutId, customer, 'write');
      await selectShippingQuote(c.env.DB, state, quoteId, now);
    }
    // the form's radio group; a post without it pays with the checkout's earlier choice (or the card price)
    const paymentMethodId = form.paymentMethodId;
    if (paymentMethodId !== undefined) {
      const state = await openCheckout(c.env.DB, checkoutId, customer, 'write');
      await selectPaymentMethod(c.env.DB, state, typeof paymentMethodId === 'string' ? paymentMethodId : '', now);
    }
    await payCheckout(c.env.DB, c.env, checkoutId, customer, now);
  } catch (failed) {
    if (failed instanceof CommerceError && failed.code === AGE_VERIFICATION_REQUIRED.code) return ageRequired(c);
    if (failed instanceof CommerceError && (await loadCheckoutState(c.env.DB, checkoutId.toLowerCase()))?.checkout.completed === 0) {
      // the cart is still open: show it again with the reason, so the shopper can fix it
      return showCheckout(c, checkoutId, paths, now, token, failed.message);
    }
    return failure(c, failed);
  }
  // Post/Redirect/Get: a reload of the confirmation does not pay twice
  return c.redirect(checkoutLink(paths, checkoutId.toLowerCase()), 303);
}

async function showAccount(c: Context<Env>, paths: Paths, now: Date): Promise<Response> {
  const customer = await customerOf(c, legacyTokenOf(c), now);
  if (!customer) return loginAgain(c, paths);
  const [orders, age] = await Promise.all([ordersOfCustomer(c.env.DB, customer.id), customerAgeStatus(c.env.DB, c.env, customer, now)]);
  return respond(c, 200, 'Minha conta', accountPage(customer.full_name, orders, age));
}

export const standInPages: MiddlewareHandler<Env> = async (c, next) => {
  const config = readCommerceConfig(c.env);
  const paths: Paths = { checkoutPath: config.checkoutPath, accountPath: config.accountPath };
  const path = c.req.path;
  const now = new Date();
  const standIn = path === paths.accountPath || path.startsWith(`${paths.checkoutPath}/`);
  if (!standIn) return next();
  if (!config.standInOpen) return closed(c);
  if (c.req.method === 'GET' && path === paths.accountPath) return showAccount(c, paths, now);
  const rest = path.slice(paths.checkoutPath.length);
  const show = new RegExp(`^/(${UUID})/?$`).exec(rest);
  if (show?.[1] && c.req.method === 'GET') return showCheckout(c, show[1].toLowerCase(), paths, now, legacyTokenOf(c));
  const paying = new RegExp(`^/(${UUID})/pagar$`).exec(rest);
  if (paying?.[1] && c.req.method === 'POST') return pay(c, paying[1].toLowerCase(), paths, now);
  return next();
};
