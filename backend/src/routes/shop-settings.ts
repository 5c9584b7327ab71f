import { Hono } from 'hono';
import type { ShopSettings } from '../../../src/contracts/pix.ts';
import type { BackendEnv } from '../env.ts';
import { readShopSettings } from '../settings/shop-settings.ts';

/** GET /api/shopSettings: what the pages need of the owner's settings (the Pix discount, docs/decisions.md "Pix price"). */
export const shopSettingsRoutes = new Hono<BackendEnv>().get('/shopSettings', async (c) => {
  return c.json((await readShopSettings(c.env.DB)) satisfies ShopSettings);
});
