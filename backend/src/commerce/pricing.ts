import { pixDiscountCents } from '../../../src/contracts/pix.ts';
import { couponDiscountCents, couponProblem, type Coupon } from './coupon-rules.ts';
import type { PaymentMethodId } from './payment-methods.ts';
import { quoteService, type ServiceQuote, type ShippingRates } from './shipping-rates.ts';

/**
 * A checkout's totals, always computed on the server from the current cart:
 * subtotal = Σ price × quantity; the coupon's discount on that subtotal (when it applies);
 * with Pix chosen, the shop's Pix discount on what the products cost after the coupon (docs/decisions.md
 * "Pix price", the rule in src/contracts/pix.ts); the selected shipping re-priced for
 * the subtotal (so free shipping follows the cart), never discounted;
 * total = subtotal − couponDiscount − pixDiscount + shippingFee.
 */
interface PricedLine {
  priceCents: number;
  quantity: number;
}

export interface PricingInput {
  lines: readonly PricedLine[];
  coupon: Coupon | undefined;
  customerHasOrders: boolean | undefined;
  shipping: { service: string; cep: string } | undefined;
  /** undefined while none is chosen: priced as a card payment. */
  paymentMethod: PaymentMethodId | undefined;
  /** The shop's setting, read with the checkout (0: no Pix discount). */
  pixDiscountPercent: number;
  /** The owner's shipping rates, read with the checkout. */
  shippingRates: ShippingRates;
  now: Date;
}

export interface Totals {
  subtotalCents: number;
  couponDiscountCents: number;
  /** The Pix discount (hosted `Checkout.discount`: the discount excluding any coupons). */
  pixDiscountCents: number;
  shippingFeeCents: number;
  totalCents: number;
  /** The selected delivery, re-priced; undefined when none is selected or the cart is empty. */
  shipping: ServiceQuote | undefined;
}

export function priceCheckout(input: PricingInput): Totals {
  const subtotalCents = input.lines.reduce((total, line) => total + line.priceCents * line.quantity, 0);
  const applies =
    input.coupon !== undefined && couponProblem(input.coupon, { subtotalCents, customerHasOrders: input.customerHasOrders, now: input.now }) === undefined;
  const discount = applies && input.coupon ? couponDiscountCents(input.coupon, subtotalCents) : 0;
  const products = Math.max(0, subtotalCents - discount);
  const pix = input.paymentMethod === 'pix' ? pixDiscountCents(products, input.pixDiscountPercent) : 0;
  const shipping =
    input.shipping && input.lines.length > 0 ? quoteService(input.shipping.service, input.shipping.cep, subtotalCents, input.shippingRates) : undefined;
  const shippingFeeCents = shipping?.cents ?? 0;
  return {
    subtotalCents,
    couponDiscountCents: discount,
    pixDiscountCents: pix,
    shippingFeeCents,
    totalCents: Math.max(0, products - pix + shippingFeeCents),
    shipping,
  };
}
