import { requestErrorMessage, RequestError } from '../../../core/browser/request.ts';
import { ERROR_CODES } from '../../../contracts/graphql/error-codes.ts';
import { formatBRL } from '../../../core/rules/money.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { showSnack } from '../../../core/stores/snack-store.ts';
import type { Stores } from '../../../stores/stores.ts';
import type { CartEnv } from './cart-env.ts';
import type { CartSync } from './cart-sync.ts';
import { clearPendingCoupon, recordFirstDiscount } from './checkout-memory.ts';

/**
 * The drawer's coupon field (spec §7 checkoutAddCoupon / checkoutRemoveCoupon): one coupon at a
 * time. A typed code that is refused says why, in terms the shopper can act on (DECISIONS 4); a
 * `?coupon=` link stays silent when refused (spec §8; cart-sync.ts), so a campaign link never
 * greets a visitor with an error.
 */
export interface CouponActions {
  setCode(code: string): void;
  apply(): Promise<void>;
  remove(): Promise<void>;
}

/** Why the commerce service refused a code, as the shopper reads it. */
export function couponRefusal(error: unknown): string {
  if (!(error instanceof RequestError)) return MESSAGES.couponFailed;
  const reason = error.details.reason;
  if (error.code === ERROR_CODES.couponInvalid) {
    if (reason === 'expired') return MESSAGES.couponExpired;
    if (reason === 'not_started') return MESSAGES.couponNotStarted;
    if (reason === 'exhausted') return MESSAGES.couponExhausted;
    return MESSAGES.couponUnknown;
  }
  if (error.code === ERROR_CODES.couponNotApplicable) {
    if (reason === 'first_purchase') return MESSAGES.couponFirstPurchase;
    const minimum = error.details.minimum;
    if (reason === 'minimum' || typeof minimum === 'number') return MESSAGES.couponMinimum(typeof minimum === 'number' ? formatBRL(minimum) : null);
    // a service that restricts a coupon to some wines (the hosted one) answers this without a reason of ours
    return MESSAGES.couponNotForTheseWines;
  }
  return requestErrorMessage(error) ?? MESSAGES.couponFailed;
}

export function createCouponActions(stores: Stores, env: CartEnv, cartSync: CartSync): CouponActions {
  const form = stores.checkout.couponForm;

  async function checkoutId(): Promise<string | null> {
    if (stores.cart.checkoutId && !stores.checkout.syncFailed) return stores.cart.checkoutId;
    return (await cartSync.sync()) ? stores.cart.checkoutId : null;
  }

  return {
    setCode(code) {
      form.code = code.toUpperCase().replace(/\s+/g, '').slice(0, 60);
      if (form.status === 'refused') {
        form.status = 'idle';
        form.error = null;
      }
    },
    async apply() {
      const code = form.code.trim();
      if (!code) {
        form.status = 'refused';
        form.error = MESSAGES.couponEmpty;
        return;
      }
      form.status = 'applying';
      form.error = null;
      const id = await checkoutId();
      if (!id) {
        form.status = 'refused';
        form.error = MESSAGES.couponFailed;
        return;
      }
      try {
        cartSync.applyCheckout(await env.api.addCoupon(id, code));
        clearPendingCoupon(env.memory);
        recordFirstDiscount(env.memory);
        form.code = '';
        form.status = 'idle';
        showSnack(stores.snack, { text: MESSAGES.couponApplied(stores.cart.coupon ?? code), style: 'success' });
      } catch (error) {
        if (!(error instanceof RequestError && error.kind === 'graphql')) console.warn('cart: the coupon could not be applied', error);
        form.status = 'refused';
        form.error = couponRefusal(error);
      }
    },
    async remove() {
      const id = await checkoutId();
      if (!id) return;
      try {
        cartSync.applyCheckout(await env.api.removeCoupon(id));
        clearPendingCoupon(env.memory);
        showSnack(stores.snack, { text: MESSAGES.couponRemoved, style: 'info' });
      } catch (error) {
        console.warn('cart: the coupon could not be removed', error);
        showSnack(stores.snack, { text: requestErrorMessage(error) ?? MESSAGES.couponFailed, style: 'error' });
      }
    },
  };
}
