import { proxy } from 'valtio/vanilla';
import type { CartItem } from '../../contracts/cart-item.ts';

/** spec §3 "Stores": cart (cart, loading, open flag, coupon, checkout id). Framework-free. */
export interface CartState {
  items: CartItem[];
  loading: boolean;
  open: boolean;
  coupon: string | null;
  checkoutId: string | null;
}

export function createCartStore(initial: Partial<CartState> = {}): CartState {
  return proxy<CartState>({
    items: [],
    loading: false,
    open: false,
    coupon: null,
    checkoutId: null,
    ...initial,
  });
}

/** DECISIONS "Cart count": the badge and the drawer title count distinct wines (lines). */
export function cartCount(cart: { readonly items: readonly unknown[] }): number {
  return cart.items.length;
}

export function setCartItems(cart: CartState, items: CartItem[]): void {
  cart.items = items;
}

export function toggleCart(cart: CartState, open = !cart.open): void {
  cart.open = open;
}
