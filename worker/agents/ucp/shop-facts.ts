import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import type { ShopFacts } from './wine-product.ts';

/**
 * The shop as this request reached it: its origin (the one the site's own links and JSON-LD use,
 * so every address an agent gets opens here) and its name (STORE_NAME).
 */
export function shopFacts(c: Context<AppEnv>): ShopFacts {
  return { origin: new URL(c.req.url).origin, storeName: c.env.STORE_NAME };
}
