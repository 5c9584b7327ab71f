import { fetchShopSettings } from '../../catalogue/browser/index.ts';
import type { ShopSettings } from '../../../contracts/pix.ts';
import type { CheckoutState } from '../checkout-store.ts';

/**
 * Reads the shop's settings the cart shows, once per page (the drawer asks when it opens): the Pix
 * discount for the Pix total and the free-shipping rule for its bar. A failure leaves the discount
 * unknown (no Pix total shows) and the bar on spec §9's defaults; the next opening asks again.
 */
export function createPixDiscountLoader(fetchSettings: () => Promise<ShopSettings> = fetchShopSettings) {
  let pending: Promise<void> | undefined;
  return function loadPixDiscount(checkout: CheckoutState): Promise<void> {
    if (checkout.pixDiscountPercent !== null) return Promise.resolve();
    pending ??= fetchSettings()
      .then((settings) => {
        checkout.pixDiscountPercent = settings.pixDiscountPercent;
        checkout.freeShipping = settings.freeShipping;
      })
      .catch((error: unknown) => {
        console.warn('cart: the Pix discount could not be read', error);
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}

export const loadPixDiscount = createPixDiscountLoader();
