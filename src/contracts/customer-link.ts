import { z } from 'zod/mini';

/** A storefront customer id (spec §3 customerId, a Long), as a number or its digits. */
export const customerIdSchema = z.pipe(
  z.union([z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)), z.string().check(z.regex(/^[1-9]\d{0,14}$/))]),
  z.transform((value: number | string) => Number(value)),
);

/**
 * A checkout id, or the literal text "null" that old records hold (spec §4 "Login": a cart id
 * other than the text "null" is reloaded). Kept as a string either way.
 */
export const cartIdSchema = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9-]+$/));

/** spec §3 own customer record and §7 `GET /api/customer/{id}` response. */
export const customerLinkSchema = z.object({
  customer_id: z.number().check(z.int(), z.positive()),
  cart_id: z.string(),
});

export type CustomerLink = z.infer<typeof customerLinkSchema>;

/**
 * spec §7 `POST /api/customer` body: customer_id and cart_id (upsert). spec §5 removes empty
 * fields before sending, so cart_id may be absent: an existing link keeps its cart, a new one
 * stores "null".
 */
export const customerLinkRequestSchema = z.object({
  customer_id: customerIdSchema,
  cart_id: z.optional(cartIdSchema),
});
