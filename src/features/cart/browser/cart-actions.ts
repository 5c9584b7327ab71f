import type { CartWine } from '../../../contracts/cart-item.ts';
import type { Stores } from '../../../stores/stores.ts';
import { cartService } from './cart-service.ts';

/** spec §4 "Cart" / §5 "Add to cart" (the add-to-cart button's entry point, loaded on its first click). */
export function addToCart(stores: Stores, wine: CartWine): Promise<void> {
  return cartService(stores).add(wine);
}
