import { subscribe } from 'valtio/vanilla';
import type { CartPermalinkProps } from '../../../contracts/island-props.ts';
import { ROUTES } from '../../../core/routes.ts';
import { showSnack } from '../../../core/stores/snack-store.ts';
import type { Stores } from '../../../stores/stores.ts';
import { toggleCart } from '../cart-store.ts';
import { startCart } from './cart-boot.ts';
import { cartService } from './cart-service.ts';

/** The page the link opened: its query (read before the address changes) and a way to change its address. */
export interface PermalinkPage {
  search: string;
  replaceAddress(path: string): void;
}

/** The adults-only notice is modal: the drawer opens once it is read, where focus can reach it. */
function whenAgeNoticeRead(access: Stores['access']): Promise<void> {
  if (access.ageNotice !== 'showing') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(access, () => {
      if (access.ageNotice === 'showing') return;
      stop();
      resolve();
    });
  });
}

/**
 * A cart link opened in this browser (docs/assistants.md "Permalink"), once the page's stored cart
 * was read: its `?coupon=` kept for the cart as on every page (spec §7), the checkout restored, the
 * link's wines put in through the cart service, the address made `/` (a reload does not apply the
 * link again), then the drawer opened and anything not added told. It never orders, and never
 * leaves for the checkout. Resolves with the sync's outcome.
 */
export async function openCartPermalink(stores: Stores, link: CartPermalinkProps, page: PermalinkPage): Promise<boolean> {
  await startCart(stores, page.search);
  const { notices, synced } = await cartService(stores).applyPermalink(link);
  page.replaceAddress(ROUTES.home);
  await whenAgeNoticeRead(stores.access);
  toggleCart(stores.cart, true);
  if (notices.length > 0) showSnack(stores.snack, { text: notices.join(' '), style: 'warning' });
  return synced;
}
