import { subscribe } from 'valtio/vanilla';
import { runOperation } from '../../../core/browser/graphql.ts';
import { authApi } from '../../account/browser/index.ts';
import { STORAGE_KEYS } from '../../../core/constants.ts';
import { CHECKOUT_CUSTOMER_ASSOCIATE } from '../../../contracts/graphql/checkout-documents.ts';
import type { Stores } from '../../../stores/stores.ts';

/**
 * spec §4 "Login": the customer's own record holds the cart id (so the cart follows the customer
 * to another browser). Login links the cart this browser had; this keeps it linked afterwards: a
 * cart a logged-in customer starts (the first add, or after a completed order) is linked too,
 * through the edge (POST /auth/cart, the customer id from the session: DECISIONS 5), and made the
 * customer's on the commerce service (checkoutCustomerAssociate). Once per cart per browser.
 */
export interface CartLinkDeps {
  storage: Storage;
  link(cartId: string): Promise<unknown>;
  associate(checkoutId: string): Promise<unknown>;
}

function browserCartLinkDeps(): CartLinkDeps {
  return {
    storage: window.localStorage,
    link: (cartId) => authApi.linkCart(cartId),
    // The edge fills customerAccessToken from the session cookie (DECISIONS 1).
    associate: (checkoutId) => runOperation(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId, customerAccessToken: '' }),
  };
}

export function markCartLinked(storage: Storage, cartId: string): void {
  storage.setItem(STORAGE_KEYS.linkedCartId, cartId);
}

export function startCartLink(stores: Stores, deps: CartLinkDeps = browserCartLinkDeps()): () => void {
  let working = false;
  const check = () => {
    const cartId = stores.cart.checkoutId;
    if (working || stores.auth.status !== 'customer' || !cartId) return;
    if (deps.storage.getItem(STORAGE_KEYS.linkedCartId) === cartId) return;
    working = true;
    markCartLinked(deps.storage, cartId);
    void Promise.allSettled([deps.link(cartId), deps.associate(cartId)])
      .then((results) => {
        for (const result of results) if (result.status === 'rejected') console.warn('cart: could not be linked to the customer', result.reason);
      })
      .finally(() => {
        working = false;
        check();
      });
  };
  const stopCart = subscribe(stores.cart, check);
  const stopAuth = subscribe(stores.auth, check);
  check();
  return () => {
    stopCart();
    stopAuth();
  };
}
