import type { ShopSettings } from '../../../src/contracts/pix.ts';

/**
 * The owner's settings (migration 0043, one row with id 1). Read in the statement that needs
 * them, never kept between requests: an owner's change shows on the next read (wine cards,
 * checkout totals), and a missing row means no Pix discount.
 */
export const PIX_DISCOUNT_PERCENT_SQL = 'coalesce((SELECT pix_discount_percent FROM shop_settings WHERE id = 1), 0)';

export async function readShopSettings(db: D1Database): Promise<ShopSettings> {
  const row = await db.prepare(`SELECT ${PIX_DISCOUNT_PERCENT_SQL} AS percent`).first<{ percent: number }>();
  return { pixDiscountPercent: row?.percent ?? 0 };
}
