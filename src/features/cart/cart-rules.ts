import type { CartItem, CartWine } from '../../contracts/cart-item.ts';
import { pixDiscountCents } from '../../contracts/pix.ts';
import type { WineCard } from '../../contracts/wine.ts';
import { toCents } from '../../core/rules/money.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';

/**
 * The cart's rules as pure functions (spec §4 "Cart", "Quantity"; §5 "Add to cart"). Money is
 * summed in centavos so R$ 0,10 + R$ 0,20 stays R$ 0,30.
 */

export type AddDecision = { kind: 'unavailable' } | { kind: 'duplicate' } | { kind: 'add'; item: CartItem };

/**
 * spec §5: stock zero or less → "Produto indisponivel" and nothing is added; a product id already
 * in the cart → "Produto já adicionado ao carrinho" (DECISIONS "Product ids": compared by id);
 * otherwise the wine joins the cart with quantity 1.
 */
export function decideAdd(items: readonly CartItem[], wine: CartWine): AddDecision {
  if (wine.stock <= 0) return { kind: 'unavailable' };
  if (items.some((item) => item.id === wine.id)) return { kind: 'duplicate' };
  return { kind: 'add', item: { ...wine, quantity: 1 } };
}

export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return (toCents(item.price) * item.quantity) / 100;
}

/** Products subtotal, before coupon and shipping (DECISIONS "Free shipping"). */
export function cartSubtotal(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  return items.reduce((cents, item) => cents + toCents(item.price) * item.quantity, 0) / 100;
}

/** spec §5: an item without stock shows "Temporariamente indisponível". */
export function isOutOfStock(item: Pick<CartItem, 'stock'>): boolean {
  return item.stock <= 0;
}

/** Plus is offered while the quantity, with the clicks still waiting, stays within the stock. */
export function canIncrease(item: Pick<CartItem, 'quantity' | 'stock'>, pending = 0): boolean {
  return item.quantity + pending < item.stock;
}

export function withQuantity(items: readonly CartItem[], id: number, quantity: number): CartItem[] {
  return items.map((item) => (item.id === id ? { ...item, quantity } : item));
}

export function withoutItem(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/**
 * The total a shopper sees: the products subtotal (local, so it follows every click at once)
 * minus the coupon discount plus the shipping fee, both as the commerce service last computed them.
 */
/**
 * The cart brought within the stock the catalogue reports now (the stock may have fallen since a
 * wine was added): a sold-out line leaves, a line past its stock comes down to it, and each change
 * is told in pt-BR (spec §8 "Produto indisponivel", our DECISIONS 4 wording for the rest).
 */
export function fitToStock(items: readonly CartItem[]): { items: CartItem[]; notices: string[] } {
  const notices: string[] = [];
  const fitted = items.flatMap((item) => {
    if (item.stock <= 0) {
      notices.push(MESSAGES.cartLineSoldOut(item.name));
      return [];
    }
    if (item.quantity <= item.stock) return [item];
    notices.push(MESSAGES.cartStockLimited(item.name, item.stock));
    return [{ ...item, quantity: item.stock }];
  });
  return { items: fitted, notices };
}

/**
 * The wines whose price changed since the shopper last saw the cart (`before`), told in pt-BR: the
 * drawer's sums follow the service's price, the one charged, never silently.
 */
export function repricedNotices(before: readonly CartItem[], after: readonly CartItem[]): string[] {
  const seen = new Map(before.map((item) => [item.id, item.price]));
  return after.flatMap((item) => {
    const old = seen.get(item.id);
    return old !== undefined && toCents(old) !== toCents(item.price) ? [MESSAGES.cartPriceChanged(item.name, old, item.price)] : [];
  });
}

export function cartTotal(subtotal: number, couponDiscount: number, shippingFee: number): number {
  return Math.max(0, toCents(subtotal) - toCents(couponDiscount) + toCents(shippingFee)) / 100;
}

/**
 * The total paid with Pix (docs/decisions.md "Pix price"): the Pix discount comes off the wines
 * after the coupon, never off shipping, as the commerce service applies it at checkout.
 */
export function cartPixTotal(subtotal: number, couponDiscount: number, shippingFee: number, pixDiscountPercent: number): number {
  const products = Math.max(0, toCents(subtotal) - toCents(couponDiscount));
  return (products - pixDiscountCents(products, pixDiscountPercent) + toCents(shippingFee)) / 100;
}

/** The wine a listing, a search result or the catalogue offers to the cart (spec §3 "Cart item" without quantity). */
export function cartWineFromCard(card: Pick<WineCard, keyof CartWine>): CartWine {
  return {
    id: card.id,
    name: card.name,
    wake_product_id: card.wake_product_id,
    wake_wine_id: card.wake_wine_id,
    sku: card.sku,
    price: card.price,
    stock: card.stock,
    url_media: card.url_media,
  };
}
