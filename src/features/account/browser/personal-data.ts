import { ACCOUNT, STORAGE_KEYS } from '../../../core/constants.ts';
import { forgetCartId, type BrowserMemory } from '../../cart/browser/index.ts';

/**
 * spec §4 "After login or logout the client cache is reset": the service worker's caches that
 * may hold personal pages (server HTML carries the header's greeting) are deleted, so no page
 * cached for one customer is shown to the next. The stores are reset by the full navigation that
 * follows every login and logout (a page starts with fresh stores). Never rejects.
 */
export async function resetPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(ACCOUNT.personalCaches.map((name) => caches.delete(name).catch(() => false)));
}

/**
 * On logout, what this browser keeps for the customer goes: the cart (it is the account's and
 * follows the customer to the next login), its checkout id and metadata, and the page's own
 * account notes. The age answer, the privacy notice and other shop preferences stay, and so do
 * favourites kept in this browser (after login they live in the account; only where the backend
 * keeps none, hosted mode, are they this browser's own).
 */
export function forgetCustomerData(memory: BrowserMemory, session: Storage): void {
  forgetCartId(memory);
  for (const key of [STORAGE_KEYS.cartItems, STORAGE_KEYS.customerIdLegacy, STORAGE_KEYS.linkedCartId]) memory.storage.removeItem(key);
  session.removeItem(STORAGE_KEYS.googleIdentity);
}
