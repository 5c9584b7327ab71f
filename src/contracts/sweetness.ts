/**
 * A wine's sweetness as Brazilian labels say it (Lei 7.678/88: seco, meio-seco, suave), with
 * "doce" for dessert and sweet fortified wines, as shoppers say it. In this order on every facet.
 * No zod here: pages import it for their first paint.
 */
export const SWEETNESS = ['seco', 'meio-seco', 'suave', 'doce'] as const;

export type Sweetness = (typeof SWEETNESS)[number];

/**
 * How each sweetness is named to a shopper, and what it means (the finder explains its options):
 * the same words on the facets, the product sheet, the back office and in the finder's answer,
 * which the backend gives too.
 */
export const SWEETNESS_NAMES: Readonly<Record<Sweetness, { label: string; hint: string }>> = {
  seco: { label: 'Seco', hint: 'Sem açúcar que se perceba: a maioria dos tintos e brancos.' },
  'meio-seco': { label: 'Meio-seco', hint: 'Um toque de doçura que arredonda o vinho.' },
  suave: { label: 'Suave', hint: 'Docinho e fácil de beber.' },
  doce: { label: 'Doce', hint: 'Vinhos de sobremesa e fortificados, como o Porto.' },
};

export function isSweetness(value: string): value is Sweetness {
  return (SWEETNESS as readonly string[]).includes(value);
}
