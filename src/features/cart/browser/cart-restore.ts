import type { Checkout } from '../../../contracts/graphql/checkout-data.ts';
import { ERROR_CODES } from '../../../contracts/graphql/error-codes.ts';
import { RequestError } from '../../../core/browser/request.ts';
import { cartFromCheckout, isEmptyPlan, linesOf, planSync, withFreshDetails } from '../cart-sync-plan.ts';
import { fitToStock, repricedNotices } from '../cart-rules.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { showSnack } from '../../../core/stores/snack-store.ts';
import type { Stores } from '../../../stores/stores.ts';
import type { CartEnv } from './cart-env.ts';
import type { CartSync } from './cart-sync.ts';
import { hasUnsyncedChanges, readCartId, readCheckoutMetadata, readPendingCoupon, saveCartId } from './checkout-memory.ts';

/** DECISIONS "A completed checkout": paid, or CKT117. */
function isCompleted(checkout: Checkout): boolean {
  return checkout.completed || (checkout.orders ?? []).some((order) => order?.orderStatus === 'PAID');
}

function codeOf(error: unknown): string | null {
  return error instanceof RequestError ? error.code : null;
}

/**
 * spec §4 "Cart restore on start": when this browser has a cart id or a stored wine list, a
 * checkout is created from the stored list if there is no id, the checkout is read, the product
 * details fetched (POST /api/productsCart) and the cart stored: the checkout's lines, as another
 * device may have left them, unless a local change never reached it (then the cart the shopper
 * last saw is kept whole and replayed: nothing added is lost, nothing removed comes back). A completed checkout starts a
 * new, empty cart (DECISIONS). A checkout the service forgot (CKT113), or one that now needs a
 * session this browser no longer has (CKT110: the session ended elsewhere), is made again from the
 * stored wines, so nothing the shopper added is lost (after a logout the stored list is empty:
 * the account's cart stays the account's). spec §8: restore errors are logged only; the local
 * cart stays and the drawer offers a retry.
 */
export async function restoreCart(stores: Stores, env: CartEnv, cartSync: CartSync): Promise<void> {
  const { cart } = stores;
  const { api, memory } = env;
  const storedId = readCartId(memory);
  if (!storedId && cart.items.length === 0) return;

  const startOver = (told: boolean) => {
    cart.items = [];
    cartSync.forget();
    if (told) showSnack(stores.snack, { text: MESSAGES.cartCompletedRestarted, style: 'info' });
  };

  cart.loading = true;
  let checkout: Checkout;
  try {
    if (storedId) {
      try {
        checkout = await api.read(storedId);
      } catch (error) {
        const code = codeOf(error);
        if (code === ERROR_CODES.checkoutCompleted) {
          startOver(true);
          return;
        }
        if (code !== ERROR_CODES.checkoutNotFound && code !== ERROR_CODES.checkoutGet && code !== ERROR_CODES.checkoutForbidden) throw error;
        // This checkout cannot be used: the stored list makes a new one (below, by the sync).
        cartSync.forget();
        cart.loading = false;
        if (cart.items.length > 0) await cartSync.sync();
        return;
      }
    } else {
      checkout = await api.create(linesOf(cart.items));
      saveCartId(memory, checkout.checkoutId);
    }
    if (isCompleted(checkout)) {
      startOver(true);
      return;
    }
    // The checkout is the truth (another device may have changed it), unless this browser holds
    // a change that never reached it (an add, a removal, a quantity up or down): then the cart the
    // shopper last saw wins whole and is replayed onto the checkout below (docs/decisions.md).
    const unsynced = hasUnsyncedChanges(memory);
    const remoteIds = (checkout.products ?? []).flatMap((line) => (line ? [line.productId] : []));
    const productIds = unsynced ? cart.items.map((item) => item.wake_product_id) : remoteIds;
    const details = productIds.length > 0 ? await env.productsCart([...new Set(productIds)]) : [];
    // The stock may have fallen since a wine was added: the cart comes within it, and the drawer says so.
    const { items, notices } = fitToStock(unsynced ? withFreshDetails(cart.items, details) : cartFromCheckout(checkout, details));
    const told = [...repricedNotices(cart.items, items), ...notices];
    cart.items = items;
    if (told.length > 0) stores.checkout.notices = told;
    cartSync.applyCheckout(checkout);
  } catch (error) {
    console.warn('cart: restore failed; the local cart is kept', error);
    stores.checkout.syncFailed = true;
    return;
  } finally {
    cart.loading = false;
  }
  // Lines this browser holds that the checkout lacks (a failed call before a reload), metadata,
  // and a link coupon are sent now.
  const plan = planSync(
    cart.items,
    checkout,
    readCheckoutMetadata(memory).map((entry) => entry.key),
  );
  if (!isEmptyPlan(plan) || readPendingCoupon(memory)) await cartSync.sync();
}
