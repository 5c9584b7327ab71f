import type { CartWine } from '../contracts/cart-item.ts';
import { decideAdd } from '../domain/cart-rules.ts';
import { MESSAGES } from '../messages/pt-BR.ts';
import { showSnack } from '../stores/snack-store.ts';
import type { Stores } from '../stores/stores.ts';

/** spec §4 "Cart" / §5 "Add to cart": the rules' messages, then the wine joins the cart. */
export async function addToCart(stores: Stores, wine: CartWine): Promise<void> {
  const decision = decideAdd(stores.cart.items, wine);
  if (decision.kind === 'unavailable') return showSnack(stores.snack, { text: MESSAGES.productUnavailable, style: 'error' });
  if (decision.kind === 'duplicate') return showSnack(stores.snack, { text: MESSAGES.productAlreadyInCart, style: 'warning' });
  stores.cart.items = [...stores.cart.items, decision.item];
  showSnack(stores.snack, { text: MESSAGES.productAdded, style: 'success' });
}
