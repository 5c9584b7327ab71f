import { fetchProductsCart } from '../../catalogue/browser/index.ts';
import { parsePublicConfig, PUBLIC_CONFIG_ELEMENT_ID } from '../../../contracts/public-config.ts';
import { checkoutApi, type CheckoutApi, syncInOneCall } from './checkout-api.ts';
import type { WineCard } from '../../../contracts/wine.ts';
import { browserMemory, type BrowserMemory } from './checkout-memory.ts';

/** What the cart service talks to: the commerce service, the catalogue, the browser's memory. Tests pass fakes. */
export interface CartEnv {
  api: CheckoutApi;
  /** spec §7 POST /api/productsCart. */
  productsCart(productIds: number[]): Promise<WineCard[]>;
  memory: BrowserMemory;
}

/** The page says whether its commerce service takes the cart in one call (worker/render/renderer.tsx). */
function takesCartInOneCall(): boolean {
  return parsePublicConfig(document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent)?.cartInOneCall === true;
}

export function browserCartEnv(): CartEnv {
  const api = takesCartInOneCall() ? { ...checkoutApi, sync: syncInOneCall } : checkoutApi;
  return { api, productsCart: fetchProductsCart, memory: browserMemory() };
}
