import { productsCartResponseSchema, type WineCard } from '../../../contracts/wine.ts';
import { shopSettingsSchema, type ShopSettings } from '../../../contracts/pix.ts';
import { requestJson } from '../../../core/browser/request.ts';

/** spec §7 `POST /api/productsCart`: the wine records of the given product ids (cart restore). */
export function fetchProductsCart(productIds: number[]): Promise<WineCard[]> {
  return requestJson('/api/productsCart', productsCartResponseSchema, { body: { wines: productIds } });
}

/** `GET /api/shopSettings`: the owner's settings the pages show (the Pix discount). */
export function fetchShopSettings(): Promise<ShopSettings> {
  return requestJson('/api/shopSettings', shopSettingsSchema);
}
