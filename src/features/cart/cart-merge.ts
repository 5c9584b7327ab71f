import type { CartItem } from '../../contracts/cart-item.ts';

/**
 * DECISIONS 2: on login, the anonymous cart's wines are merged into the customer's saved cart
 * (spec §4 would replace it): quantities added, stock permitting. The account's lines come first,
 * in their order, then the wines only the anonymous cart had. Both lists carry fresh catalogue
 * details (stock). Pure.
 */
export interface CartMerge {
  items: CartItem[];
  /** Whether the anonymous cart added anything to the account's (the shopper is then told). */
  changed: boolean;
}

/** The quantity two lines of one wine make together: the sum, within the stock; never less than the account had. */
function joinedQuantity(account: CartItem, anonymous: CartItem): number {
  // Out of stock: nothing is added; the account's line stays as it was (the drawer tells).
  if (account.stock <= 0) return account.quantity;
  return Math.max(account.quantity, Math.min(account.quantity + anonymous.quantity, account.stock));
}

/**
 * `continuing`: this browser's cart grew from the account's own (it held that cart until the
 * session ended, and the lines it had came with it): a wine in both is the same bottles, at the
 * quantity this browser last set (within the stock), never added twice.
 */
export function mergeCarts(account: readonly CartItem[], anonymous: readonly CartItem[], continuing = false): CartMerge {
  const anonymousById = new Map(anonymous.map((item) => [item.id, item]));
  let changed = false;
  const items = account.map((line) => {
    const other = anonymousById.get(line.id);
    if (!other) return line;
    anonymousById.delete(line.id);
    const quantity = continuing ? Math.max(1, Math.min(other.quantity, line.stock > 0 ? line.stock : line.quantity)) : joinedQuantity(line, other);
    if (quantity !== line.quantity) changed = true;
    return quantity === line.quantity ? line : { ...line, quantity };
  });
  for (const item of anonymousById.values()) {
    // A wine only the anonymous cart had joins as it was (an unavailable one is then refused,
    // and told, by the commerce service as any add would be).
    items.push(item.stock > 0 ? { ...item, quantity: Math.min(item.quantity, item.stock) } : item);
    changed = true;
  }
  return { items, changed };
}
