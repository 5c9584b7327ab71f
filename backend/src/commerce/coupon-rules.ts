import { toCents } from '../../../src/core/rules/money.ts';

/**
 * Coupon rules (docs/decisions.md "Commerce: coupons"): percentage or fixed value, optional start and expiry, a
 * minimum products subtotal, first-purchase-only (the spec's haveFirstDiscount), an optional limit
 * of uses in total (migration 0045). Pure: the caller says whether the customer has bought before
 * (undefined when the cart has no customer yet) and how many paid orders used the coupon.
 */
export interface Coupon {
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  minimumSubtotal: number;
  firstPurchaseOnly: boolean;
  active: boolean;
  startsAt: string | null;
  expiresAt: string | null;
  /** Paid orders allowed to use it, in total; null: no limit. */
  usageLimit: number | null;
  /** Paid orders that used it (took its discount). */
  timesUsed: number;
}

export type CouponProblem = 'inactive' | 'not_started' | 'expired' | 'exhausted' | 'minimum' | 'first_purchase';

export interface CouponSituation {
  subtotalCents: number;
  /** undefined: nobody known yet; the coupon is then accepted and checked again at payment. */
  customerHasOrders: boolean | undefined;
  now: Date;
}

/** Problems that make a code unusable for anyone right now. */
export function validityProblem(coupon: Coupon, now: Date): CouponProblem | undefined {
  if (!coupon.active) return 'inactive';
  const instant = now.toISOString();
  if (coupon.startsAt && coupon.startsAt > instant) return 'not_started';
  if (coupon.expiresAt && coupon.expiresAt <= instant) return 'expired';
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'exhausted';
  return undefined;
}

/** Why the coupon gives no discount to this cart, or undefined when it applies. */
export function couponProblem(coupon: Coupon, situation: CouponSituation): CouponProblem | undefined {
  const validity = validityProblem(coupon, situation.now);
  if (validity) return validity;
  if (situation.subtotalCents < toCents(coupon.minimumSubtotal)) return 'minimum';
  if (coupon.firstPurchaseOnly && situation.customerHasOrders === true) return 'first_purchase';
  return undefined;
}

/** The discount on the products subtotal; never more than the subtotal. */
export function couponDiscountCents(coupon: Coupon, subtotalCents: number): number {
  const raw = coupon.kind === 'percentage' ? Math.round((subtotalCents * coupon.value) / 100) : toCents(coupon.value);
  return Math.max(0, Math.min(raw, subtotalCents));
}
