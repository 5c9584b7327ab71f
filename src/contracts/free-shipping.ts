/**
 * The free standard delivery (spec §9, DECISIONS "Free shipping"; the owner's "Frete"): from which
 * products subtotal, in reais, and for which CEP starts (first two digits, inclusive ranges).
 * Plain data, no schema: the cart's store holds it from the first paint, and zod stays out of the
 * page's first script (its schema is `shopSettingsSchema`, `pix.ts`).
 */
export interface FreeShippingRule {
  minimum: number;
  prefixes: Array<[number, number]>;
}

/** The shop's defaults, until the owner's rule is read or for a backend that does not say (a hosted service). */
export const DEFAULT_FREE_SHIPPING: FreeShippingRule = {
  minimum: 100,
  prefixes: [
    [1, 39],
    [80, 99],
  ],
};
