import type { CartItem } from '../../contracts/cart-item.ts';
import type { CartPermalinkLine } from '../../contracts/island-props.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { fitToStock } from './cart-rules.ts';

/**
 * What a cart link (docs/assistants.md "Permalink") does to the cart, as pure functions: the page
 * that opens it and the browser that applies it count alike.
 */

/** The link's pairs that cannot join the cart: those the page dropped (unreadable, no such wine) and its wines out of stock. */
export function permalinkPairsNotAdded(lines: readonly CartPermalinkLine[], dropped: number): number {
  return dropped + lines.filter((line) => line.wine.stock <= 0).length;
}

/**
 * The cart with a link's wines: a wine already in it is SET to the link's quantity (opening the
 * link again changes nothing), a new one joins at the end, every other line stays as the shopper
 * left it. A wine out of stock is left as the cart has it; a quantity past the stock comes down to
 * it, told as the cart tells it (fitToStock). The notices end with how many pairs were not added.
 */
export function withPermalinkLines(items: readonly CartItem[], lines: readonly CartPermalinkLine[], dropped: number): { items: CartItem[]; notices: string[] } {
  const available = lines.filter((line) => line.wine.stock > 0).map(({ wine, quantity }): CartItem => ({ ...wine, quantity }));
  const fitted = fitToStock(available);
  const fromLink = new Map(fitted.items.map((item) => [item.id, item]));
  const kept = items.map((item) => fromLink.get(item.id) ?? item);
  const added = fitted.items.filter((item) => !items.some((line) => line.id === item.id));
  const notAdded = permalinkPairsNotAdded(lines, dropped);
  return {
    items: [...kept, ...added],
    notices: notAdded > 0 ? [...fitted.notices, MESSAGES.cartLinkNotAdded(notAdded)] : fitted.notices,
  };
}
