import type { Stores } from '../../../stores/stores.ts';
import { cartService } from './cart-service.ts';
import { browserMemory, couponFromUrl, rememberPendingCoupon } from './checkout-memory.ts';

/**
 * At page start, after the stored cart was read (client/main.ts loads this only when there is a
 * cart or a `?coupon=` link): a link coupon is kept until the cart can take it (spec §7), and the
 * cart is restored from the commerce service (spec §4 "Cart restore on start").
 */
export async function startCart(stores: Stores, search: string = window.location.search): Promise<void> {
  const coupon = couponFromUrl(search);
  if (coupon) rememberPendingCoupon(browserMemory(), coupon);
  await cartService(stores).restore();
}
