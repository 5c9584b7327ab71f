import { storedDeliveryAddress } from '../../../src/contracts/delivery-address.ts';
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { checkoutNotFound, openCheckout } from '../commerce/checkout-access.ts';
import { loadCheckoutState } from '../commerce/checkout-store.ts';
import type { CheckoutState } from '../commerce/checkout-store.ts';
import { checkoutView, totalsOf } from '../commerce/checkout-view.ts';
import { readCommerceConfig } from '../commerce/config.ts';
import { CommerceError } from '../commerce/errors.ts';
import { selectPaymentMethod } from '../commerce/payment-methods.ts';
import { quoteCheckout, selectShippingQuote } from '../commerce/shipping-quotes.ts';
import { AGE_VERIFICATION_REQUIRED } from '../../../src/contracts/age-verification.ts';
import { customerAgeStatus } from '../age/order-guard.ts';
import { noticePlaced } from '../payments/order-notices.ts';
import { startPayment } from '../payments/payment-attempts.ts';
import { paymentGateway } from '../payments/payment-config.ts';
import { type OrderPayment, orderPaymentOf, paymentState } from '../payments/payment-state.ts';
import { settleReturn } from '../payments/settle-return.ts';
import { mailerOf } from '../mail/send-mail.ts';
import type { PaymentGateway, ProviderPayment } from '../payments/port.ts';
import { PAYMENT_STAND_IN_PATH } from '../../../src/contracts/payment-paths.ts';
import { PIX_PAGE_HEADERS } from './html.ts';
import { detailsPathOf, saveDetails, showAccount, showDetails } from './account-routes.ts';
import { customerOf, type Env, legacyTokenOf, loginAgain, respond } from './shopper-page.ts';
import { addressFormOf, type AddressForm, needsAddress, postedAddressForm, readAddress } from './delivery-address-form.ts';
import {
  checkoutLink,
  checkoutPage,
  confirmationPage,
  hostedPaymentPage,
  messagePage,
  RAISE_AGE_FOR_CARD,
  type CheckoutNotice,
  type PaymentChoice,
  type Paths,
  shownTotalsOf,
} from './pages.ts';
import { PIX_SCRIPT, pixPage } from './pix-page.ts';
import { postedForm } from '../validation/request.ts';

/**
 * The embedded checkout: `GET {CHECKOUT_PATH}/{cartId}` shows the order with the payment choice
 * (Pix or card, each with its total) and a "Pagar" button; `POST {CHECKOUT_PATH}/{cartId}/pagar`
 * records the choice and starts the payment with the provider (docs/payments.md): the Pix page
 * (`/pix`, polling `/situacao`) or a link to the provider's own card page; `GET {ACCOUNT_PATH}`
 * lists the customer's orders ("Minha conta", spec §2 Header). The shopper is named by the legacy
 * token the edge sends in STAND_IN_CUSTOMER_HEADER (from the session cookie; trusted only from
 * the storefront), never by a URL a log could record; the payment form repeats it, so another
 * site cannot post it (CSRF). With no payment provider usable here (payment-config.ts) it takes
 * no order. Paths come from configuration, hence one middleware that matches them instead of
 * fixed routes.
 */

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** No payment provider usable here (production with the stand-in and no demo switch, or no credentials): no order. */
function closed(c: Context<Env>): Response {
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'checkout_closed',
      hint: 'set PAYMENT_PROVIDER=mercadopago with the secrets MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET, or CHECKOUT_DEMO=on for a demo shop',
    }),
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

const ADDRESS_REFUSED = 'Confira o endereço de entrega: os campos marcados precisam de correção.';

const TOTALS_CHANGED = 'O total mudou desde que você abriu esta página: um preço, o cupom ou a entrega mudou. Confira o novo total e pague de novo.';

/**
 * What the checkout page says about a payment already started for this cart; `returned`, the
 * provider's payment a shopper came back from (read from its API, never from the URL).
 */
async function paymentNotice(c: Context<Env>, checkoutId: string, now: Date, returned?: ProviderPayment): Promise<string | undefined> {
  const payment = await orderPaymentOf(c.env.DB, checkoutId);
  if (payment.order?.status_reason === 'out_of_stock') {
    return 'Um dos vinhos acabou enquanto você pagava: o valor pago foi estornado. Ajuste o carrinho e pague de novo.';
  }
  if (payment.order?.status_reason === 'coupon_exhausted') {
    return 'O cupom esgotou enquanto você pagava: o valor pago foi estornado. Confira o novo total e pague de novo.';
  }
  if (payment.order?.status_reason === 'coupon_first_purchase') {
    return 'O cupom vale apenas para a primeira compra, e outro pedido seu foi pago antes: o valor pago foi estornado. Confira o novo total e pague de novo.';
  }
  const state = paymentState(payment, now);
  // the card this shopper just tried, for this order, was declined: the checkout stays payable
  if (state === 'pending' && returned?.status === 'rejected' && returned.reference === payment.attempt?.id) {
    return 'O cartão foi recusado. Tente outro cartão ou escolha o Pix.';
  }
  if (state === 'expired') return 'O Pix gerado expirou sem pagamento. Escolha a forma de pagamento e pague de novo.';
  if (state === 'pending') return 'Estamos aguardando a confirmação do pagamento. Se já pagou, atualize esta página em instantes.';
  return undefined;
}

async function showCheckout(
  c: Context<Env>,
  gateway: PaymentGateway,
  checkoutId: string,
  paths: Paths,
  now: Date,
  token: string,
  error?: CheckoutNotice,
  address?: AddressForm,
): Promise<Response> {
  const customer = await customerOf(c, token, now);
  if (!customer) return loginAgain(c, paths, checkoutId);
  try {
    // back from the provider's page: its payment is read back from its API (never taken from the URL) and applied
    const returned = await settleReturn(c.env, gateway, c.req.query('payment_id'), now, mailerOf(c));
    const state = await openCheckout(c.env.DB, checkoutId, customer, 'read');
    const view = checkoutView(state, { now, checkoutPath: paths.checkoutPath, customer: async () => null });
    if (view.completed)
      return respond(c, 200, 'Pedido confirmado', confirmationPage(view, paths, storedDeliveryAddress(state.orders[0]?.delivery_address ?? null)));
    // the CEP typed, or the one last quoted for this cart (a page shown again after a refused "Pagar")
    const cepTyped = (c.req.query('cep') ?? state.checkout.shipping_cep ?? '').trim();
    const cepText = cepTyped.replace(/\D/g, '');
    let quotes: Awaited<ReturnType<typeof quoteCheckout>> | undefined;
    let cepError: string | undefined;
    // anything typed is quoted, so a CEP without a digit ("abcde-fgh") is told "Cep inválido" (spec §5), never ignored
    if (cepTyped && !view.selectedShipping) {
      try {
        quotes = await quoteCheckout(c.env.DB, state, cepText, now);
      } catch (quoteError) {
        if (!(quoteError instanceof CommerceError)) throw quoteError;
        cepError = quoteError.message;
      }
    }
    const notice = error ?? cepError ?? (await paymentNotice(c, checkoutId, now, returned));
    const age = await customerAgeStatus(c.env.DB, c.env, customer, now);
    // confirmed by CPF only: said at the card's choice, before "Pagar" (the payment would refuse it)
    const payment = { ...paymentChoice(state, now), cardNeedsAgeLevelA: age.verified && age.level !== 'A' };
    const addressForm = address ?? addressFormOf(state, customer);
    const body = checkoutPage({ view, token, paths, payment, cep: cepTyped, quotes, error: notice, address: addressForm });
    const refusedFields = Object.keys(address?.errors ?? {}).length > 0;
    return respond(c, refusedFields ? 400 : error ? 409 : cepError ? 400 : 200, 'Finalizar compra', body);
  } catch (failed) {
    return failure(c, failed);
  }
}

async function pay(c: Context<Env>, gateway: PaymentGateway, checkoutId: string, paths: Paths, now: Date): Promise<Response> {
  const form = await postedForm(c);
  const token = legacyTokenOf(c);
  // the form repeats the token: a post another site forged lacks it
  const customer = form.token === token ? await customerOf(c, token, now) : undefined;
  if (!customer) return loginAgain(c, paths, checkoutId);
  let started: Awaited<ReturnType<typeof startPayment>>;
  try {
    // a price, the coupon or the delivery changed since the page was opened: the new totals are
    // shown, never charged unseen (a form from before this field, open during a deploy, goes on)
    if (typeof form.shownTotals === 'string') {
      const shown = shownTotalsOf(paymentChoice(await openCheckout(c.env.DB, checkoutId, customer, 'read'), now));
      // what the shopper typed comes back with the new totals
      if (form.shownTotals !== shown) return showCheckout(c, gateway, checkoutId, paths, now, token, TOTALS_CHANGED, postedAddressForm(form));
    }
    const quoteId = typeof form.shippingQuoteId === 'string' ? form.shippingQuoteId : '';
    if (quoteId) {
      const state = await openCheckout(c.env.DB, checkoutId, customer, 'write');
      await selectShippingQuote(c.env.DB, state, quoteId, now);
    }
    // a delivery goes somewhere: the form's address, kept on the checkout (a pickup needs none)
    const delivering = await openCheckout(c.env.DB, checkoutId, customer, 'write');
    if (needsAddress(delivering, now)) {
      const read = readAddress(form);
      if ('refused' in read) return showCheckout(c, gateway, checkoutId, paths, now, token, ADDRESS_REFUSED, read.refused);
      await c.env.DB.prepare('UPDATE checkouts SET delivery_address = ? WHERE id = ?').bind(JSON.stringify(read.address), delivering.checkout.id).run();
    }
    // the form's radio group; a post without it pays with the checkout's earlier choice (or the card price)
    const paymentMethodId = form.paymentMethodId;
    if (paymentMethodId !== undefined) {
      const state = await openCheckout(c.env.DB, checkoutId, customer, 'write');
      await selectPaymentMethod(c.env.DB, state, typeof paymentMethodId === 'string' ? paymentMethodId : '', now);
    }
    started = await startPayment(c.env, gateway, checkoutId, customer, now);
  } catch (failed) {
    if (failed instanceof CommerceError && failed.code === AGE_VERIFICATION_REQUIRED.code) return ageRequired(c);
    // confirmed by CPF only: a card needs the document or the wallet, on the age page, which comes back here
    if (failed instanceof CommerceError && failed.code === ERROR_CODES.cardNeedsAgeLevelA) {
      return showCheckout(c, gateway, checkoutId, paths, now, token, { text: failed.message, link: RAISE_AGE_FOR_CARD });
    }
    if (failed instanceof CommerceError && (await loadCheckoutState(c.env.DB, checkoutId.toLowerCase()))?.checkout.completed === 0) {
      // the cart is still open: show it again with the reason, so the shopper can fix it
      return showCheckout(c, gateway, checkoutId, paths, now, token, failed.message);
    }
    return failure(c, failed);
  }
  // the buyer's "pedido recebido" (once per order), after the answer: a mail never delays the Pix page
  const notice = noticePlaced(c.env, started.orderId, started.kind, mailerOf(c), now).catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', event: 'order_placed_notice_failed', orderId: started.orderId, error: String(error) }));
  });
  c.executionCtx.waitUntil(notice);
  // Post/Redirect/Get: a reload, Back or Forward shows the same Pix or card page, never a second charge
  return c.redirect(`${checkoutLink(paths, checkoutId.toLowerCase())}${started.kind === 'pix' ? '/pix' : '/cartao'}`, 303);
}

/**
 * The payment under way of the shopper's own checkout, for a payment step's page (Pix, card); or
 * the page to answer instead (the login, a checkout that is not theirs).
 */
async function paymentUnderWay(c: Context<Env>, checkoutId: string, paths: Paths, now: Date): Promise<OrderPayment | Response> {
  const customer = await customerOf(c, legacyTokenOf(c), now);
  if (!customer) return loginAgain(c, paths, checkoutId);
  try {
    await openCheckout(c.env.DB, checkoutId, customer, 'read');
  } catch (failed) {
    return failure(c, failed);
  }
  return orderPaymentOf(c.env.DB, checkoutId);
}

/** The card's step: the way to the provider's page of the payment under way, else the checkout page. */
async function showCardStep(c: Context<Env>, checkoutId: string, paths: Paths, now: Date): Promise<Response> {
  const payment = await paymentUnderWay(c, checkoutId, paths, now);
  if (payment instanceof Response) return payment;
  const { order, attempt } = payment;
  if (paymentState(payment, now) !== 'pending' || !order || attempt?.kind !== 'hosted' || !attempt.redirect_url)
    return c.redirect(checkoutLink(paths, checkoutId), 303);
  // what the provider's page will charge, said before the shopper leaves for it
  return respond(c, 200, 'Pagar com cartão', hostedPaymentPage(attempt.redirect_url, { id: order.id, amountCents: attempt.amount_cents }));
}

async function showPix(c: Context<Env>, gateway: PaymentGateway, checkoutId: string, paths: Paths, now: Date): Promise<Response> {
  const payment = await paymentUnderWay(c, checkoutId, paths, now);
  if (payment instanceof Response) return payment;
  const { order, attempt } = payment;
  // paid, expired or never started: the checkout page says which
  if (paymentState(payment, now) !== 'pending' || !order || attempt?.kind !== 'pix') return c.redirect(checkoutLink(paths, checkoutId), 303);
  const simulateUrl = gateway.provider === 'local' && attempt.provider_payment_id ? `${PAYMENT_STAND_IN_PATH}/${attempt.provider_payment_id}` : undefined;
  const body = pixPage({ orderId: order.id, checkoutId, attempt, pixDiscountPercent: order.pix_discount_percent, paths, simulateUrl });
  return respond(c, 200, 'Pague com Pix', body, PIX_PAGE_HEADERS);
}

/** The Pix page's polling: where the payment stands, nothing else (the shopper's own cart only). */
async function paymentSituation(c: Context<Env>, checkoutId: string, now: Date): Promise<Response> {
  const customer = await customerOf(c, legacyTokenOf(c), now);
  const headers = { 'Cache-Control': 'no-store' };
  if (!customer) return c.json({ error: 'unauthorized', message: 'Entre novamente na loja para continuar.' }, 401, headers);
  try {
    await openCheckout(c.env.DB, checkoutId, customer, 'read');
  } catch {
    return c.json({ error: 'not_found', message: 'Carrinho não encontrado.' }, 404, headers);
  }
  return c.json({ status: paymentState(await orderPaymentOf(c.env.DB, checkoutId), now) }, 200, headers);
}

export const checkoutPages: MiddlewareHandler<Env> = async (c, next) => {
  const config = readCommerceConfig(c.env);
  const paths: Paths = { checkoutPath: config.checkoutPath, accountPath: config.accountPath };
  const path = c.req.path;
  const now = new Date();
  const standIn = path === paths.accountPath || path === detailsPathOf(paths) || path.startsWith(`${paths.checkoutPath}/`);
  if (!standIn) return next();
  const gateway = await paymentGateway(c.env);
  if (!gateway) return closed(c);
  const get = c.req.method === 'GET';
  if (get && path === paths.accountPath) return showAccount(c, paths, now);
  if (path === detailsPathOf(paths)) return get ? showDetails(c, paths, now) : c.req.method === 'POST' ? saveDetails(c, paths, now) : next();
  const rest = path.slice(paths.checkoutPath.length);
  if (get && rest === '/pix.js') return c.body(PIX_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  const [, checkoutId, action = ''] = new RegExp(`^/(${UUID})(/|/pagar|/pix|/cartao|/situacao)?$`).exec(rest) ?? [];
  // a cart address that cannot be one (a link cut short, typed by hand): the shopper's page, not the API's JSON
  if (!checkoutId) return get ? failure(c, checkoutNotFound()) : next();
  const id = checkoutId.toLowerCase();
  if (get && (action === '' || action === '/')) return showCheckout(c, gateway, id, paths, now, legacyTokenOf(c));
  if (get && action === '/pix') return showPix(c, gateway, id, paths, now);
  if (get && action === '/cartao') return showCardStep(c, id, paths, now);
  // the payment form's address opened again (a reload, a restored tab): the checkout page says where it stands
  if (get && action === '/pagar') return c.redirect(checkoutLink(paths, id), 303);
  if (get && action === '/situacao') return paymentSituation(c, id, now);
  if (c.req.method === 'POST' && action === '/pagar') return pay(c, gateway, id, paths, now);
  return next();
};
