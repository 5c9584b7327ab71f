import type { ShopSettings } from '../../../src/contracts/pix.ts';
import { toReais } from '../../../src/core/rules/money.ts';
import { shippingRatesOf, shippingRatesStatements } from '../commerce/shipping-rates.ts';

/**
 * The owner's settings (migrations 0043, 0047: one row with id 1, and the shipping ranges). Read in
 * the statement that needs them, never kept between requests: an owner's change shows on the next
 * read (wine cards, checkout totals, the cart's free-shipping bar), and a missing row means no Pix
 * discount.
 */
export const PIX_DISCOUNT_PERCENT_SQL = 'coalesce((SELECT pix_discount_percent FROM shop_settings WHERE id = 1), 0)';

export async function readShopSettings(db: D1Database): Promise<ShopSettings> {
  const [pix, ranges, shipping] = await db.batch([db.prepare(`SELECT ${PIX_DISCOUNT_PERCENT_SQL} AS percent`), ...shippingRatesStatements(db)]);
  const rates = shippingRatesOf(ranges, shipping);
  return {
    pixDiscountPercent: (pix?.results[0] as { percent: number } | undefined)?.percent ?? 0,
    freeShipping: {
      minimum: toReais(rates.freeShippingMinimumCents),
      prefixes: rates.ranges.filter((range) => range.free_shipping === 1).map((range) => [range.cep_from, range.cep_to]),
    },
    pickup: rates.pickup,
  };
}
