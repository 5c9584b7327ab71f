import { type DeliveryAddress, deliveryAddressLine } from '../../../src/contracts/delivery-address.ts';
import { AGE_VERIFICATION_PATH } from '../../../src/contracts/age-paths.ts';
import { AGE_STANDING_TEXT, AGE_VERIFICATION_REQUIRED, type AgeStatus } from '../../../src/contracts/age-verification.ts';
import { businessDays } from '../../../src/core/rules/business-days.ts';
import { formatBRL, toCents, toReais } from '../../../src/core/rules/money.ts';
import { orderStatusLabel, trackingLink } from '../../../src/core/rules/order-status.ts';
import { saoPauloDateTime, saoPauloDay } from '../../../src/core/rules/sao-paulo-time.ts';
import type { CheckoutView } from '../commerce/checkout-view.ts';
import type { CustomerOrder } from '../commerce/orders.ts';
import { PAYMENT_METHODS, type PaymentMethodId } from '../commerce/payment-methods.ts';
import type { ShippingQuoteView } from '../commerce/shipping-quotes.ts';
import { addressFieldset, type AddressForm } from './delivery-address-form.ts';
import { html, type Html } from './html.ts';

/**
 * The embedded checkout's pages, in pt-BR: the order page with its payment choice and "Pagar"
 * button, the way to the provider's card page, the confirmation, the customer's orders, and a
 * notice page for failures. Plain HTML and forms: each payment choice states its own total, so
 * nothing needs recomputing in the page.
 */
export interface Paths {
  checkoutPath: string;
  accountPath: string;
}

function priceOrFree(reais: number): string {
  return reais === 0 ? 'Grátis' : formatBRL(reais);
}

const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function paymentName(method: string | null | undefined): string | undefined {
  return PAYMENT_METHODS.find((item) => item.id === method)?.name;
}

/** Links carry no token: the edge tells the stand-in who the shopper is (STAND_IN_CUSTOMER_HEADER). */
export function checkoutLink(paths: Paths, checkoutId: string): string {
  return `${paths.checkoutPath}/${checkoutId}`;
}

function summaryTable(caption: string, view: CheckoutView): Html {
  const rows = (view.products ?? []).map(
    (line) =>
      html`<tr><td>${line.name}</td><td class="num">${line.quantity}</td><td class="num">${formatBRL(line.price)}</td><td class="num">${formatBRL(line.totalAdjustedPrice)}</td></tr>`,
  );
  const shipping = view.selectedShipping;
  return html`<table>
<caption>${caption}</caption>
<thead><tr><th scope="col">Vinho</th><th scope="col" class="num">Qtd.</th><th scope="col" class="num">Preço</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><th scope="row" colspan="3">Subtotal</th><td class="num">${formatBRL(view.subtotal)}</td></tr>
${view.couponDiscount > 0 ? html`<tr><th scope="row" colspan="3">Desconto (cupom ${view.coupon ?? ''})</th><td class="num">-${formatBRL(view.couponDiscount)}</td></tr>` : ''}
${view.discount > 0 ? html`<tr><th scope="row" colspan="3">Desconto no Pix</th><td class="num">-${formatBRL(view.discount)}</td></tr>` : ''}
${shipping ? html`<tr><th scope="row" colspan="3">${shipping.name ?? 'Entrega'} (${businessDays(shipping.deadline)})</th><td class="num">${priceOrFree(shipping.value)}</td></tr>` : ''}
<tr class="total"><th scope="row" colspan="3">Total</th><td class="num">${formatBRL(view.total)}</td></tr>
</tfoot>
</table>`;
}

/** Why the last step was refused, with where to fix it when that is another page. */
export type CheckoutNotice = string | { text: string; link: { href: string; text: string } };

/**
 * What the page has to say first (a refusal, a payment's standing): it takes the focus as the page
 * loads (these pages run no script), so a screen reader starts there.
 */
function notice(error: CheckoutNotice | undefined): Html | string {
  if (!error) return '';
  if (typeof error === 'string') return html`<p class="notice" role="alert" tabindex="-1" autofocus>${error}</p>`;
  return html`<p class="notice" role="alert" tabindex="-1" autofocus>${error.text} <a href="${error.link.href}">${error.link.text}</a></p>`;
}

/** The payment choice: what each method would charge (centavos), shipping included once chosen. */
export interface PaymentChoice {
  /** Pre-checked; null: the shopper has not chosen yet. */
  selected: PaymentMethodId | null;
  pixDiscountPercent: number;
  pixTotalCents: number;
  cardTotalCents: number;
  /** The age confirmed by CPF only: a card needs it confirmed by document or wallet (docs/age-verification.md). */
  cardNeedsAgeLevelA?: boolean;
}

/**
 * The totals the page shows, as its pay form repeats them ("Pix:card", in centavos): a payment
 * starts only for the totals the shopper saw (routes.ts), never for a price, coupon or delivery
 * changed since the page was opened.
 */
export const shownTotalsOf = (payment: Pick<PaymentChoice, 'pixTotalCents' | 'cardTotalCents'>) => `${payment.pixTotalCents}:${payment.cardTotalCents}`;

/** Where a CPF-confirmed age is raised for a card, coming back to the checkout. */
export const RAISE_AGE_FOR_CARD = { href: AGE_VERIFICATION_REQUIRED.continue_url, text: 'Confirmar com documento ou carteira digital' } as const;

const CARD_AGE_LINK = html`<p>Para pagar com cartão, confirme sua idade com documento ou carteira digital: <a href="${RAISE_AGE_FOR_CARD.href}">${RAISE_AGE_FOR_CARD.text}</a>.</p>`;

function paymentFieldset(payment: PaymentChoice, shippingKnown: boolean): Html {
  const plusShipping = shippingKnown ? '' : ' mais a entrega';
  const pixSaves = payment.pixTotalCents < payment.cardTotalCents;
  const text: Record<PaymentMethodId, string> = {
    pix: pixSaves
      ? `Pix, ${percentFormat.format(payment.pixDiscountPercent)}% de desconto. Total no Pix: ${formatBRL(toReais(payment.pixTotalCents))}${plusShipping}`
      : `Pix. Total: ${formatBRL(toReais(payment.pixTotalCents))}${plusShipping}`,
    'credit-card': `Cartão de crédito. Total: ${formatBRL(toReais(payment.cardTotalCents))}${plusShipping}${payment.cardNeedsAgeLevelA ? ' (pede a idade confirmada por documento ou carteira digital)' : ''}`,
  };
  return html`<fieldset><legend>Forma de pagamento</legend>${PAYMENT_METHODS.map(
    (method) =>
      html`<label><input type="radio" name="paymentMethodId" value="${method.id}" required${payment.selected === method.id ? html` checked` : ''}> ${text[method.id]}</label>`,
  )}${payment.cardNeedsAgeLevelA ? CARD_AGE_LINK : ''}</fieldset>`;
}

export interface CheckoutPageInput {
  view: CheckoutView;
  token: string;
  paths: Paths;
  payment: PaymentChoice;
  cep?: string;
  quotes?: readonly ShippingQuoteView[];
  error?: CheckoutNotice;
  /** The delivery address's fields (delivery-address-form.ts), asked when a delivery is possible. */
  address?: AddressForm;
}

export function checkoutPage({ view, token, paths, payment, cep, quotes, error, address }: CheckoutPageInput): Html {
  if ((view.products ?? []).length === 0) {
    return html`<h1>Finalizar compra</h1>${notice(error)}<p>Seu carrinho está vazio.</p><p><a href="/">Continuar comprando</a></p>`;
  }
  const selected = view.selectedShipping;
  const cepForm = html`<form method="get" action="${checkoutLink(paths, view.checkoutId)}">
<label for="cep">CEP para entrega</label>
<input type="text" id="cep" name="cep" inputmode="numeric" autocomplete="postal-code" maxlength="9" value="${cep ?? ''}" required>
<button type="submit" class="secondary">Calcular frete</button>
</form>`;
  const choices =
    !selected && quotes && quotes.length > 0
      ? html`<fieldset><legend>Escolha a entrega</legend>${quotes.map(
          (quote, index) =>
            html`<label><input type="radio" name="shippingQuoteId" value="${quote.shippingQuoteId}" required${index === 0 ? html` checked` : ''}> ${quote.name ?? ''}: ${priceOrFree(quote.value)}, em até ${businessDays(quote.deadline)}</label>`,
        )}</fieldset>`
      : '';
  const canPay = Boolean(selected) || (quotes?.length ?? 0) > 0;
  return html`<h1>Finalizar compra</h1>
${notice(error)}
${summaryTable('Seu pedido', view)}
<h2>Entrega</h2>
${selected ? html`<p>${selected.name ?? 'Entrega'}: ${priceOrFree(selected.value)}, em até ${businessDays(selected.deadline)}.</p>` : cepForm}
${
  canPay
    ? html`<form method="post" action="${paths.checkoutPath}/${view.checkoutId}/pagar">
<input type="hidden" name="token" value="${token}">
<input type="hidden" name="shownTotals" value="${shownTotalsOf(payment)}">
${choices}
${address ? addressFieldset(address, selected ? [selected.type] : (quotes ?? []).map((quote) => quote.type)) : ''}
${paymentFieldset(payment, Boolean(selected))}
<p>Pix: o QR Code aparece na página seguinte. Cartão: você paga na página do provedor de pagamento; nenhum dado de cartão passa por esta loja.</p>
<button type="submit">Pagar</button>
</form>`
    : html`<p>Informe o CEP para escolher a entrega.</p>`
}`;
}

/** Paid from another CPF than the account's, whose age was confirmed by CPF only (docs/payments.md "Age and payment"). */
function heldForAgePage(view: CheckoutView, paths: Paths): Html {
  const order = view.orders[0];
  return html`<h1>Pedido aguardando confirmação de idade</h1>
<p class="notice" role="alert">Recebemos o pagamento do pedido nº ${order?.orderId ?? ''}, mas ele veio de um CPF diferente do da sua conta. Para liberar o pedido, confirme sua idade com documento e selfie ou carteira digital em até 48 horas; sem isso, o valor é estornado.</p>
<p><a href="${AGE_VERIFICATION_PATH}">Confirmar minha idade</a></p>
${summaryTable(`Pedido nº ${order?.orderId ?? ''}`, view)}
<p><a href="${paths.accountPath}">Ver meus pedidos</a></p>`;
}

export function confirmationPage(view: CheckoutView, paths: Paths, deliveryAddress: DeliveryAddress | null = null): Html {
  const order = view.orders[0];
  if (order?.orderStatus === 'AWAITING_AGE') return heldForAgePage(view, paths);
  return html`<h1>Pedido confirmado</h1>
<p class="notice ok" role="status">Pedido nº ${order?.orderId ?? ''} pago. Obrigado pela compra!</p>
<p>Situação do pedido: <strong>${orderStatusLabel(order?.orderStatus ?? '')}</strong></p>
${summaryTable(`Pedido nº ${order?.orderId ?? ''}`, view)}
${deliveryAddress ? html`<p>Entrega em: ${deliveryAddressLine(deliveryAddress)}.</p>` : ''}
${paymentName(view.selectedPaymentMethod?.paymentMethodId) ? html`<p>Forma de pagamento: ${paymentName(view.selectedPaymentMethod?.paymentMethodId)}</p>` : ''}
<p><a href="${paths.accountPath}">Ver meus pedidos</a></p>
<p><a href="/">Continuar comprando</a></p>`;
}

/** The account's age standing (docs/age-verification.md): since when and how, or where to confirm it. */
function ageLine(age: AgeStatus): Html {
  if (age.verified && age.verifiedAt && age.method) return html`<p>${AGE_STANDING_TEXT.confirmedOn(saoPauloDay(new Date(age.verifiedAt)), age.method)}</p>`;
  return html`<p>${AGE_STANDING_TEXT.notConfirmed} <a href="${AGE_VERIFICATION_PATH}">${AGE_STANDING_TEXT.confirmLink}</a></p>`;
}

/** Under an order in "Meus pedidos": its parcel's tracking, and its withdrawal (done, or the link while open). */
function orderAfterSale(order: CustomerOrder, withdrawalLink: string | undefined): Html {
  return html`${order.tracking_code ? html`<p>Rastreio dos Correios: <a href="${trackingLink(order.tracking_code)}">${order.tracking_code}</a></p>` : ''}
${order.status === 'AWAITING_AGE' ? html`<p>Para liberar este pedido, <a href="${AGE_VERIFICATION_PATH}">confirme sua idade com documento ou carteira digital</a> em até 48 horas do pagamento.</p>` : ''}
${order.withdrawal_protocol ? html`<p>Desistência registrada: protocolo ${order.withdrawal_protocol}.</p>` : ''}
${withdrawalLink ? html`<p><a href="${withdrawalLink}">Desistir da compra do pedido nº ${order.id}</a></p>` : ''}`;
}

export function accountPage(
  customerName: string,
  orders: readonly CustomerOrder[],
  age: AgeStatus,
  withdrawals: ReadonlyMap<number, string>,
  detailsHref: string,
): Html {
  const list = orders.map((order) => {
    const rows = order.products.map(
      (product) =>
        html`<tr><td>${product.name}</td><td class="num">${product.quantity}</td><td class="num">${formatBRL(product.unit_price)}</td><td class="num">${formatBRL(toReais(toCents(product.unit_price) * product.quantity))}</td></tr>`,
    );
    return html`<table>
<caption>Pedido nº ${order.id}, ${saoPauloDateTime(new Date(order.created_at))}: ${orderStatusLabel(order.status)}</caption>
<thead><tr><th scope="col">Vinho</th><th scope="col" class="num">Qtd.</th><th scope="col" class="num">Preço</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
${order.coupon_discount > 0 ? html`<tr><th scope="row" colspan="3">Desconto (cupom ${order.coupon_code ?? ''})</th><td class="num">-${formatBRL(order.coupon_discount)}</td></tr>` : ''}
${order.pix_discount > 0 ? html`<tr><th scope="row" colspan="3">Desconto no Pix (${percentFormat.format(order.pix_discount_percent)}%)</th><td class="num">-${formatBRL(order.pix_discount)}</td></tr>` : ''}
<tr><th scope="row" colspan="3">${order.shipping_name} (${businessDays(order.shipping_deadline)})</th><td class="num">${priceOrFree(order.shipping_fee)}</td></tr>
<tr class="total"><th scope="row" colspan="3">Total</th><td class="num">${formatBRL(order.total)}</td></tr>
${paymentName(order.payment_method) ? html`<tr><th scope="row" colspan="3">Forma de pagamento</th><td class="num">${paymentName(order.payment_method)}</td></tr>` : ''}
</tfoot>
</table>
${orderAfterSale(order, withdrawals.get(order.id))}`;
  });
  return html`<h1>Minha conta</h1>
<p>Olá, ${customerName}</p>
<p><a href="${detailsHref}">Meus dados</a> (nome, CPF, data de nascimento e celular)</p>
${ageLine(age)}
<h2>Meus pedidos</h2>
${orders.length === 0 ? html`<p>Você ainda não fez pedidos.</p>` : list}
<p><a href="/">Continuar comprando</a></p>`;
}

/** A card is paid on the provider's own page (no card number ever touches this shop). */
export function hostedPaymentPage(redirectUrl: string, order: { id: number; amountCents: number }): Html {
  return html`<h1>Pagar com cartão</h1>
<p>Pedido nº ${order.id}: <strong>${formatBRL(toReais(order.amountCents))}</strong> no cartão.</p>
<p>O pagamento com cartão é feito na página segura do provedor de pagamento. Depois de pagar, você volta para esta loja e vê o seu pedido.</p>
<p><a class="button" href="${redirectUrl}" rel="noreferrer">Ir para o pagamento</a></p>
<p><a href="/">Voltar à loja</a></p>`;
}

export function messagePage(title: string, message: string, link: { href: string; text: string }): Html {
  return html`<h1>${title}</h1><p class="notice" role="alert">${message}</p><p><a href="${link.href}">${link.text}</a></p>`;
}
