import type { CartWine } from '../../../contracts/cart-item.ts';
import type { CartPermalinkProps } from '../../../contracts/island-props.ts';
import { TIMINGS } from '../../../core/constants.ts';
import { canIncrease, decideAdd, withoutItem, withQuantity } from '../cart-rules.ts';
import { withPermalinkLines } from '../cart-permalink-rules.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { askConfirmation } from '../../../core/stores/dialog-store.ts';
import { showSnack } from '../../../core/stores/snack-store.ts';
import type { Stores } from '../../../stores/stores.ts';
import { browserCartEnv, type CartEnv } from './cart-env.ts';
import { restoreCart } from './cart-restore.ts';
import { createCartSync } from './cart-sync.ts';
import { proceedToCheckout } from './checkout-handoff.ts';
import { createQuantityClicks } from './quantity-clicks.ts';
import { createCouponActions, type CouponActions } from './coupon-actions.ts';
import { createShippingActions, type ShippingActions } from './shipping-actions.ts';

/** The cart's actions, one set per set of stores (islands reach it through `cartService`). */
export interface CartService {
  add(wine: CartWine): Promise<void>;
  remove(id: number): Promise<void>;
  /** spec §2: the delete button asks first ("exclusão", "Sim"). */
  confirmRemove(id: number): Promise<void>;
  /** spec §4: minus on quantity 1 asks to confirm the deletion; otherwise one less (500 ms guard). */
  decrease(id: number): Promise<void>;
  /** spec §4: one more after 1000 ms; the remote update goes once the clicks settle. */
  increase(id: number): void;
  sync(): Promise<boolean>;
  /** spec §4 "Cart restore on start"; one at a time (a second call while one runs joins it). */
  restore(): Promise<void>;
  /**
   * A cart link's wines (docs/assistants.md "Permalink"), set to the link's quantities, the other
   * lines kept. Resolves once the cart holds them, with what the shopper should be told (also in
   * the drawer's notices) and the sync that follows.
   */
  applyPermalink(link: CartPermalinkProps): Promise<{ notices: string[]; synced: Promise<boolean> }>;
  checkout(): Promise<void>;
  shipping: ShippingActions;
  coupon: CouponActions;
}

export function createCartService(stores: Stores, env: CartEnv): CartService {
  const { cart } = stores;
  const cartSync = createCartSync(stores, env);
  const shipping = createShippingActions(stores, env, cartSync);
  const coupon = createCouponActions(stores, env, cartSync);

  /** Every change ends here: the remote checkout follows, then shown quotes are refreshed. */
  async function syncAndRefresh(): Promise<boolean> {
    const ok = await cartSync.sync();
    if (ok) void shipping.refresh();
    return ok;
  }

  const clicks = createQuantityClicks({
    increaseDelayMs: TIMINGS.quantityIncreaseDelayMs,
    minusGuardMs: TIMINGS.quantityMinusGuardMs,
    pending: stores.checkout.pendingIncrease,
    onIncrease(id) {
      const item = cart.items.find((line) => line.id === id);
      if (item && canIncrease(item)) cart.items = withQuantity(cart.items, id, item.quantity + 1);
    },
    onSettled: () => void syncAndRefresh(),
  });

  async function remove(id: number): Promise<void> {
    clicks.cancel(id);
    cart.items = withoutItem(cart.items, id);
    await syncAndRefresh();
  }

  // A restore replaces the cart with the checkout's lines when it ends, unless a change is waiting
  // to reach the checkout: a link's lines join after a restore under way, and a restore started
  // while they travel waits for them (it would otherwise read the checkout without them).
  let restoring: Promise<void> | null = null;
  let linkSynced: Promise<boolean> | null = null;

  function restore(): Promise<void> {
    restoring ??= (async () => {
      await linkSynced;
      await restoreCart(stores, env, cartSync);
    })().finally(() => {
      restoring = null;
    });
    return restoring;
  }

  async function applyPermalink({ lines, dropped }: CartPermalinkProps) {
    await restoring;
    const next = withPermalinkLines(cart.items, lines, dropped);
    cart.items = next.items;
    // the drawer lists each text once (a restore may have said the same of a line)
    if (next.notices.length > 0) stores.checkout.notices = [...new Set([...stores.checkout.notices, ...next.notices])];
    const synced = syncAndRefresh();
    linkSynced = synced;
    return { notices: next.notices, synced };
  }

  async function confirmRemove(id: number): Promise<void> {
    const item = cart.items.find((line) => line.id === id);
    if (!item) return;
    const confirmed = await askConfirmation(stores.dialogs, {
      title: MESSAGES.confirmDeleteTitle,
      text: MESSAGES.confirmDeleteText(item.name),
      confirmLabel: MESSAGES.yes,
      showNo: true,
    });
    if (confirmed) await remove(id);
  }

  return {
    async add(wine) {
      // spec §5 messages, in the spec's order: no stock first, then "already in the cart".
      const decision = decideAdd(cart.items, wine);
      if (decision.kind === 'unavailable') return showSnack(stores.snack, { text: MESSAGES.productUnavailable, style: 'error' });
      if (decision.kind === 'duplicate') return showSnack(stores.snack, { text: MESSAGES.productAlreadyInCart, style: 'warning' });
      cart.items = [...cart.items, decision.item];
      const ok = await syncAndRefresh();
      // A failed sync has told the shopper already (the wine stays in the cart, with a retry);
      // the service may also have refused the wine for stock (told as "Produto indisponivel").
      if (ok && cart.items.some((item) => item.id === wine.id)) {
        showSnack(stores.snack, { text: MESSAGES.productAdded, style: 'success' });
      }
    },
    remove,
    confirmRemove,
    async decrease(id) {
      const item = cart.items.find((line) => line.id === id);
      if (!item) return;
      if (item.quantity <= 1) return confirmRemove(id);
      if (!clicks.minus(id)) return;
      cart.items = withQuantity(cart.items, id, item.quantity - 1);
      await syncAndRefresh();
    },
    increase(id) {
      const item = cart.items.find((line) => line.id === id);
      if (item && canIncrease(item, stores.checkout.pendingIncrease[id] ?? 0)) clicks.plus(id);
    },
    sync: syncAndRefresh,
    restore,
    applyPermalink,
    checkout: () => proceedToCheckout(stores, cartSync),
    shipping,
    coupon,
  };
}

const services = new WeakMap<Stores, CartService>();

/** The cart service of these stores (the browser has one set: client/stores.ts). */
export function cartService(stores: Stores, env?: CartEnv): CartService {
  let service = services.get(stores);
  if (!service) {
    service = createCartService(stores, env ?? browserCartEnv());
    services.set(stores, service);
  }
  return service;
}
