import { z } from 'zod/mini';
import { DEFAULT_FREE_SHIPPING, type FreeShippingRule } from './free-shipping.ts';

/**
 * The Pix discount (docs/decisions.md "Pix price"): a percentage the owner sets on the commerce
 * service (0 turns it off), taken off the products after any coupon, never off shipping. One rule
 * for both sides: the backend applies it at checkout and prices wines with it, the storefront
 * shows the same figures.
 */
export const MAX_PIX_DISCOUNT_PERCENT = 50;

const freeShippingSchema = z.object({
  minimum: z.number().check(z.gte(0)),
  prefixes: z.array(z.tuple([z.number(), z.number()])),
}) satisfies z.ZodMiniType<FreeShippingRule>;

/** `GET /api/shopSettings`: what the shop's pages need of the owner's settings. */
export const shopSettingsSchema = z.object({
  pixDiscountPercent: z.number().check(z.gte(0), z.lte(MAX_PIX_DISCOUNT_PERCENT)),
  freeShipping: z._default(freeShippingSchema, DEFAULT_FREE_SHIPPING),
  /** "Retirada na loja" is offered (the owner's "Frete"). */
  pickup: z._default(z.boolean(), true),
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** The discount, in centavos, on an amount in centavos (rounded to the nearest centavo). */
export function pixDiscountCents(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

/** A price in reais as paid with Pix, in reais. */
export function pixPrice(price: number, percent: number): number {
  const cents = Math.round(price * 100);
  return (cents - pixDiscountCents(cents, percent)) / 100;
}
