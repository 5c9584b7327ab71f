import { z } from 'zod/mini';

/**
 * spec §3 "Promotion" (name, page_promo_label, nav_promo_label) plus the raw site-in-promotion
 * value: the promotion button reads `nav_promo_label`, the /blackfriday heading `page_promo_label`.
 */
export const promotionSchema = z.object({
  name: z.string(),
  page_promo_label: z.string(),
  nav_promo_label: z.string(),
  site_in_promotion: z.number(),
});

export type Promotion = z.infer<typeof promotionSchema>;

/** spec §4 "Promotion flag": true only when the given value equals 1, otherwise false. */
export function isSiteInPromotion(promotion: Pick<Promotion, 'site_in_promotion'> | null | undefined): boolean {
  return promotion?.site_in_promotion === 1;
}
