/**
 * A wine's sweetness as Brazilian labels say it (Lei 7.678/88: seco, meio-seco, suave), with
 * "doce" for dessert and sweet fortified wines, as shoppers say it. In this order on every facet.
 * No zod here: pages import it for their first paint.
 */
export const SWEETNESS = ['seco', 'meio-seco', 'suave', 'doce'] as const;

export type Sweetness = (typeof SWEETNESS)[number];

export function isSweetness(value: string): value is Sweetness {
  return (SWEETNESS as readonly string[]).includes(value);
}
