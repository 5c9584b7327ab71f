import type { Checkout } from '../../../contracts/graphql/checkout-data.ts';
import type { CheckoutApi } from './checkout-api.ts';

/**
 * What the shopper chose on this browser's cart besides its wines: the coupon, and the delivery
 * (for a CEP, an option by its name: quote ids are one checkout's).
 */
export interface CartChoices {
  coupon: string | null;
  delivery: { cep: string; name: string | null; type: string | null } | null;
}

function choicesOf(checkout: Checkout | null): CartChoices {
  const chosen = checkout?.selectedShipping;
  return {
    coupon: checkout?.coupon ?? null,
    // spec §3 Checkout.cep is an Int on the hosted API: leading zeros are lost on the way
    delivery: chosen && checkout.cep !== null ? { cep: String(checkout.cep).padStart(8, '0'), name: chosen.name, type: chosen.type } : null,
  };
}

const sameCoupon = (a: string | null, b: string | null) => a?.toUpperCase() === b?.toUpperCase();
const sameDelivery = (a: CartChoices['delivery'], b: CartChoices['delivery']) => a?.cep === b?.cep && a?.name === b?.name && a?.type === b?.type;

/**
 * On login, the coupon and the delivery chosen before it, chosen again on the account's cart:
 * they are the shopper's latest choices, which the checkout would otherwise ask for again. The
 * same option for the same CEP when the account's cart is offered it; a coupon the account cannot
 * use (a first purchase only) stays off, as the service says. Failures are logged: the login stands.
 */
export async function carryChoices(api: CheckoutApi, account: Checkout, choices: CartChoices): Promise<void> {
  const id = account.checkoutId;
  const theirs = choicesOf(account);
  try {
    if (choices.coupon && !sameCoupon(choices.coupon, theirs.coupon)) await api.addCoupon(id, choices.coupon);
  } catch (error) {
    console.warn('login: the coupon used before could not be used on the account’s cart', error);
  }
  const { delivery } = choices;
  if (!delivery || sameDelivery(delivery, theirs.delivery)) return;
  try {
    const quotes = await api.shippingQuotes(id, delivery.cep);
    const same = quotes.find((quote) => quote.name === delivery.name && quote.type === delivery.type);
    if (same) await api.selectShippingQuote(id, same.shippingQuoteId);
  } catch (error) {
    console.warn('login: the delivery chosen before could not be chosen again', error);
  }
}

/** This browser's cart as the service holds it, for the choices made on it; none when it cannot be read. */
export async function choicesOfCart(api: CheckoutApi, checkoutId: string | null): Promise<CartChoices> {
  if (!checkoutId) return choicesOf(null);
  try {
    return choicesOf(await api.read(checkoutId));
  } catch (error) {
    console.warn('login: this browser’s cart could not be read; its coupon and delivery are not carried over', error);
    return choicesOf(null);
  }
}
