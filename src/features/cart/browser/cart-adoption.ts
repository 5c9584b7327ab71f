import { runOperation } from '../../../core/browser/graphql.ts';
import { authApi } from '../../account/browser/index.ts';
import { browserCartEnv, type CartEnv } from './cart-env.ts';
import { cartService } from './cart-service.ts';
import { isGoneCheckout } from './cart-sync.ts';
import { readCartId, saveCartId } from './checkout-memory.ts';
import type { Checkout } from '../../../contracts/graphql/checkout-data.ts';
import { carryChoices, choicesOfCart } from './carried-choices.ts';
import { CHECKOUT_CUSTOMER_ASSOCIATE } from '../../../contracts/graphql/checkout-documents.ts';
import { mergeCarts } from '../cart-merge.ts';
import { cartFromCheckout, withFreshDetails } from '../cart-sync-plan.ts';
import type { Stores } from '../../../stores/stores.ts';
import { markCartLinked } from './cart-link.ts';
import { STORAGE_KEYS } from '../../../core/constants.ts';

/**
 * What happened to the cart on login (spec §4 "Login"; DECISIONS 2):
 * - `merged`: the account had a saved cart and this browser's wines joined it;
 * - `adopted`: the account's saved cart is now this browser's (nothing to merge);
 * - `kept`: this browser's cart stays (no saved cart, or it is gone or completed).
 */
export type CartAdoption = 'merged' | 'adopted' | 'kept';

export interface AdoptionDeps {
  cartEnv: CartEnv;
  sync(stores: Stores): Promise<boolean>;
  linkCart(cartId: string): Promise<unknown>;
  associate(checkoutId: string): Promise<unknown>;
}

function browserAdoptionDeps(): AdoptionDeps {
  return {
    cartEnv: browserCartEnv(),
    sync: (stores) => cartService(stores).sync(),
    linkCart: (cartId) => authApi.linkCart(cartId),
    // The edge fills customerAccessToken from the session cookie (DECISIONS 1).
    associate: (checkoutId) => runOperation(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId, customerAccessToken: '' }),
  };
}

function isPaid(checkout: Checkout): boolean {
  return checkout.completed || (checkout.orders ?? []).some((order) => order?.orderStatus === 'PAID');
}

async function readSaved(deps: AdoptionDeps, savedCartId: string): Promise<Checkout | null> {
  try {
    const checkout = await deps.cartEnv.api.read(savedCartId);
    return isPaid(checkout) ? null : checkout;
  } catch (error) {
    if (isGoneCheckout(error)) return null;
    throw error;
  }
}

/**
 * The cart this browser holds becomes the customer's: linked to the customer on the commerce
 * service (checkoutCustomerAssociate: afterwards only the customer's token opens it) and in the
 * own record (POST /auth/cart). Failures are logged: the login stands.
 */
async function claim(deps: AdoptionDeps, checkoutId: string | null, relink: boolean): Promise<void> {
  if (!checkoutId) return;
  markCartLinked(deps.cartEnv.memory.storage, checkoutId);
  await Promise.allSettled([deps.associate(checkoutId), relink ? deps.linkCart(checkoutId) : Promise.resolve()]).then((results) => {
    for (const result of results) if (result.status === 'rejected') console.warn('login: the cart could not be claimed', result.reason);
  });
}

/**
 * After login, with the saved cart id the edge answered (the customer's own record; null when it
 * held none or held this browser's cart): the saved checkout is read, this browser's wines are
 * merged into it (DECISIONS 2), and the merged cart, stored under the saved id, is synced; the
 * coupon and delivery chosen before the login follow the wines (carried-choices.ts).
 */
export async function adoptAccountCart(stores: Stores, savedCartId: string | null, deps: AdoptionDeps = browserAdoptionDeps()): Promise<CartAdoption> {
  const { cart } = stores;
  const { memory, productsCart } = deps.cartEnv;
  const current = cart.checkoutId ?? readCartId(memory);
  // the account's saved cart is this browser's own (the edge could not tell: its cookie had gone,
  // as a script's cookie does after 7 days in Safari): nothing to merge, or every quantity doubles
  if (!savedCartId || savedCartId === current) {
    await claim(deps, current, false);
    return 'kept';
  }
  let saved: Checkout | null;
  try {
    saved = await readSaved(deps, savedCartId);
  } catch (error) {
    console.warn('login: the saved cart could not be read; this cart is kept', error);
    return 'kept';
  }
  if (!saved) {
    // The saved cart is gone or paid: this browser's cart is the customer's from now on.
    await claim(deps, current, true);
    return 'kept';
  }
  const anonymous = cart.items;
  // the coupon and delivery chosen on this browser's cart, read before its wines join the account's
  const ownChoices = await choicesOfCart(deps.cartEnv.api, anonymous.length === 0 ? null : current);
  const ids = [...new Set([...anonymous.map((item) => item.wake_product_id), ...(saved.products ?? []).flatMap((line) => (line ? [line.productId] : []))])];
  const cards = ids.length > 0 ? await productsCart(ids) : [];
  // Both sides with fresh details (price, stock); the anonymous quantities as they were.
  const fresh = withFreshDetails(anonymous, cards);
  const account = cartFromCheckout(saved, cards);
  // this browser held the account's cart until its session ended: its wines are those, not new ones
  const continuing = memory.storage.getItem(STORAGE_KEYS.linkedCartId) === saved.checkoutId;
  const { items, changed } = mergeCarts(account, fresh, continuing);
  saveCartId(memory, saved.checkoutId);
  cart.checkoutId = saved.checkoutId;
  cart.items = items;
  if (changed) await deps.sync(stores);
  await claim(deps, saved.checkoutId, false);
  await carryChoices(deps.cartEnv.api, saved, ownChoices);
  return changed ? 'merged' : 'adopted';
}
