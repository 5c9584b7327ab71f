import { fetchProductsCart } from '../../catalogue/browser/index.ts';
import { checkoutApi, type CheckoutApi } from './checkout-api.ts';
import type { WineCard } from '../../../contracts/wine.ts';
import { browserMemory, type BrowserMemory } from './checkout-memory.ts';

/** What the cart service talks to: the commerce service, the catalogue, the browser's memory. Tests pass fakes. */
export interface CartEnv {
  api: CheckoutApi;
  /** spec §7 POST /api/productsCart. */
  productsCart(productIds: number[]): Promise<WineCard[]>;
  memory: BrowserMemory;
}

export function browserCartEnv(): CartEnv {
  return { api: checkoutApi, productsCart: fetchProductsCart, memory: browserMemory() };
}
