import { RequestError, requestErrorMessage } from '../../../core/browser/request.ts';
import type { Checkout } from '../../../contracts/graphql/checkout-data.ts';
import { ERROR_CODES } from '../../../contracts/graphql/error-codes.ts';
import { repricedNotices, withoutItem } from '../cart-rules.ts';
import { linesOf, metadataFor, planSync } from '../cart-sync-plan.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { showSnack } from '../../../core/stores/snack-store.ts';
import type { Stores } from '../../../stores/stores.ts';
import type { CartEnv } from './cart-env.ts';
import {
  clearPendingCoupon,
  markUnsynced,
  forgetCartId,
  readCartId,
  readCheckoutMetadata,
  readPendingCoupon,
  recordFirstDiscount,
  saveCartId,
  writeCheckoutMetadata,
} from './checkout-memory.ts';

export interface CartSync {
  /**
   * Brings the remote checkout in step with the local cart; resolves true once it is. Calls made
   * while a sync runs are folded into one more pass. A failure keeps the local cart as it is and
   * tells the shopper, with a retry (DECISIONS 4); the next successful sync reconciles.
   */
  sync(): Promise<boolean>;
  /** Shows what the commerce service answered (amounts, coupon, shipping). */
  applyCheckout(checkout: Checkout): void;
  /** Drops the remote checkout (a new one is created when needed). */
  forget(): void;
}

/** Codes after which this browser's checkout cannot be used any more: not found, malformed, someone else's, completed. */
const GONE = new Set<string>([ERROR_CODES.checkoutNotFound, ERROR_CODES.checkoutGet, ERROR_CODES.checkoutForbidden, ERROR_CODES.checkoutCompleted]);

export function isGoneCheckout(error: unknown): boolean {
  return error instanceof RequestError && error.code !== null && GONE.has(error.code);
}

/** spec §3 Checkout.cep is an Int on the hosted API: leading zeros are lost on the way. */
function cepText(cep: number | null): string | null {
  if (cep === null) return null;
  const digits = String(cep).padStart(8, '0');
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

export function createCartSync(stores: Stores, env: CartEnv): CartSync {
  const { cart, checkout: state } = stores;
  const { api, memory } = env;
  let running: Promise<boolean> | null = null;
  let dirty = false;
  /** The one-call sync while the edge takes it; a page older than a switch to a hosted service loses it. */
  let oneCall = api.sync;

  function applyCheckout(checkout: Checkout): void {
    cart.checkoutId = checkout.checkoutId;
    cart.coupon = checkout.coupon;
    state.summary = {
      couponDiscount: checkout.couponDiscount,
      shippingFee: checkout.shippingFee,
      total: checkout.total,
      cep: cepText(checkout.cep),
      selectedShippingId: checkout.selectedShipping?.shippingQuoteId ?? null,
    };
    // The service's price is the one charged: keep the drawer's sums in step with it.
    const prices = new Map((checkout.products ?? []).flatMap((line) => (line ? [[line.productVariantId, line.price] as const] : [])));
    if (cart.items.some((item) => prices.has(item.wake_wine_id) && prices.get(item.wake_wine_id) !== item.price)) {
      const repriced = cart.items.map((item) => ({ ...item, price: prices.get(item.wake_wine_id) ?? item.price }));
      state.notices = [...state.notices, ...repricedNotices(cart.items, repriced)];
      cart.items = repriced;
    }
  }

  function forget(): void {
    forgetCartId(memory);
    markUnsynced(memory, false);
    cart.checkoutId = null;
    cart.coupon = null;
    state.summary = null;
    state.shipping.quotes = [];
    state.shipping.quotedCep = null;
  }

  /**
   * Not enough stock (CKT106) or an unknown variant (CKT102) for one line: the line is lowered to
   * what is available, or leaves the cart with "Produto indisponivel" (spec §8). True if handled.
   */
  function handleShortage(error: unknown): boolean {
    if (!(error instanceof RequestError)) return false;
    if (error.code !== ERROR_CODES.insufficientStock && error.code !== ERROR_CODES.productNotFound) return false;
    const variant = error.details.productVariantId;
    const item = cart.items.find((line) => line.wake_wine_id === variant);
    if (!item) return false;
    const reported = error.details.available;
    const available = error.code === ERROR_CODES.insufficientStock && typeof reported === 'number' ? reported : 0;
    if (available <= 0) {
      cart.items = withoutItem(cart.items, item.id);
      showSnack(stores.snack, { text: MESSAGES.productUnavailable, style: 'error' });
      state.notices = [...state.notices, MESSAGES.cartLineSoldOut(item.name)];
    } else {
      cart.items = cart.items.map((line) => (line.id === item.id ? { ...line, quantity: Math.min(line.quantity, available), stock: available } : line));
      showSnack(stores.snack, { text: MESSAGES.cartStockLimited(item.name, available), style: 'warning' });
      state.notices = [...state.notices, MESSAGES.cartStockLimited(item.name, available)];
    }
    return true;
  }

  /** The checkout to sync against, read fresh (another tab may have changed it), or a new one. */
  async function currentCheckout(): Promise<Checkout | null> {
    const id = cart.checkoutId ?? readCartId(memory);
    if (id) {
      try {
        const checkout = await api.read(id);
        if (!checkout.completed) return checkout;
      } catch (error) {
        if (!isGoneCheckout(error)) throw error;
      }
      forget();
    }
    if (cart.items.length === 0) return null;
    try {
      // spec §4: the first add creates the checkout and stores cart-id.
      const created = await api.create(linesOf(cart.items));
      saveCartId(memory, created.checkoutId);
      cart.checkoutId = created.checkoutId;
      return created;
    } catch (error) {
      if (!handleShortage(error)) throw error;
      dirty = true;
      return null;
    }
  }

  /** A coupon from a `?coupon=` link (spec §7). spec §8: a coupon failure says nothing, and never breaks the cart. */
  async function applyPendingCoupon(checkout: Checkout): Promise<Checkout> {
    const coupon = readPendingCoupon(memory);
    if (!coupon || cart.items.length === 0) return checkout;
    if (checkout.coupon?.toUpperCase() === coupon.toUpperCase()) {
      clearPendingCoupon(memory);
      return checkout;
    }
    try {
      const applied = await api.addCoupon(checkout.checkoutId, coupon);
      clearPendingCoupon(memory);
      recordFirstDiscount(memory);
      return applied;
    } catch (error) {
      // An unknown or expired code is dropped; one the cart cannot take yet (a minimum) waits.
      if (error instanceof RequestError && error.code === ERROR_CODES.couponInvalid) clearPendingCoupon(memory);
      return checkout;
    }
  }

  /**
   * The cart in one call where the service offers it: the checkout's lines become the local ones
   * (the local cart is the shopper's intent, as for planSync), nothing is read first. A checkout
   * this browser can no longer use is forgotten and the next pass makes a new one.
   */
  async function syncInOneCall(sync: NonNullable<CartEnv['api']['sync']>): Promise<void> {
    const id = cart.checkoutId ?? readCartId(memory);
    if (!id && cart.items.length === 0) return;
    const wanted = cart.items.map(metadataFor);
    const removed = readCheckoutMetadata(memory)
      .map((entry) => entry.key)
      .filter((key) => !wanted.some((entry) => entry.key === key));
    let latest: Checkout;
    try {
      latest = await sync(id, linesOf(cart.items), wanted, removed);
    } catch (error) {
      // the edge no longer takes it (its GraphQL became a hosted service since this page was made)
      if (error instanceof RequestError && error.status === 403) {
        oneCall = undefined;
        dirty = true;
        return;
      }
      if (id && isGoneCheckout(error)) {
        forget();
        dirty = true;
        return;
      }
      if (!handleShortage(error)) throw error;
      dirty = true;
      return;
    }
    if (latest.checkoutId !== id) saveCartId(memory, latest.checkoutId);
    cart.checkoutId = latest.checkoutId;
    writeCheckoutMetadata(memory, wanted);
    applyCheckout(await applyPendingCoupon(latest));
  }

  async function syncOnce(): Promise<void> {
    if (oneCall) return syncInOneCall(oneCall);
    const found = await currentCheckout();
    if (!found) return;
    let latest = found;
    const id = found.checkoutId;
    const managed = readCheckoutMetadata(memory).map((entry) => entry.key);
    const plan = planSync(cart.items, latest, managed);
    try {
      if (plan.remove.length > 0) latest = await api.removeProducts(id, plan.remove);
      if (plan.add.length > 0) latest = await api.addProducts(id, plan.add);
    } catch (error) {
      if (!handleShortage(error)) throw error;
      dirty = true;
      return;
    }
    // spec §4: each wine's metadata (key = sku) follows it in and out of the checkout.
    if (plan.removeMetadata.length > 0) latest = await api.removeMetadata(id, plan.removeMetadata);
    if (plan.addMetadata.length > 0) latest = await api.addMetadata(id, plan.addMetadata);
    writeCheckoutMetadata(memory, cart.items.map(metadataFor));
    applyCheckout(await applyPendingCoupon(latest));
  }

  function reportFailure(error: unknown): void {
    console.warn('cart: the checkout could not be updated', error);
    state.syncFailed = true;
    showSnack(stores.snack, {
      text: requestErrorMessage(error) ?? MESSAGES.cartSyncFailed,
      style: 'error',
      action: { label: MESSAGES.cartRetry, run: () => void sync() },
    });
  }

  function sync(): Promise<boolean> {
    dirty = true;
    markUnsynced(memory, true);
    running ??= (async () => {
      cart.loading = true;
      try {
        while (dirty) {
          dirty = false;
          await syncOnce();
        }
        state.syncFailed = false;
        markUnsynced(memory, false);
        return true;
      } catch (error) {
        dirty = false;
        reportFailure(error);
        return false;
      } finally {
        cart.loading = false;
        running = null;
      }
    })();
    return running;
  }

  return { sync, applyCheckout, forget };
}
