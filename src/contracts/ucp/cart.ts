import { z } from 'zod/mini';
import { UCP_LIMITS, type UcpMessage, type UcpResponseMeta } from './protocol.ts';

/**
 * The cart as agents build it (UCP cart.md, cart-rest.md, discount.md): what the shop reads of a
 * request and what it answers. Like the catalog requests, unknown fields are accepted and ignored.
 * `buyer`, `signals` and `attribution` are accepted and never read or kept: an agent's cart holds
 * wines, a coupon and a CEP, nothing personal (docs/assistants.md "Cart").
 */

const text = (max: number) => z.string().check(z.maxLength(max));
const unread = () => z.optional(z.looseObject({}));

/** types/line_item.json as a request: which wine (its id, as ends its page's address) and how many. */
const lineItemRequestSchema = z.looseObject({
  id: z.optional(text(100)),
  item: z.looseObject({ id: text(100).check(z.minLength(1)) }),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(UCP_LIMITS.maxLineQuantity)),
});

/** A cart's lines, as create, update and a checkout's hand-over take them. */
export const cartLinesSchema = z.array(lineItemRequestSchema).check(z.maxLength(UCP_LIMITS.maxCartLines));

/** context.json: the CEP for a shipping estimate (`postal_code`); the country, if given, must be Brazil. */
const cartContextSchema = z.looseObject({
  postal_code: z.optional(text(20)),
  address_country: z.optional(text(2)),
});

/** discount.md: the codes replace those before; `[]` removes the coupon. */
const discountsRequestSchema = z.looseObject({ codes: z.array(text(50)).check(z.maxLength(10)) });

/**
 * A cart's content as create_cart and update_cart take it (cart.json `ucp_request`): create
 * requires one line at least, update replaces every line (none empties the cart). `id` is the
 * REST update's, checked against the path; the MCP binding carries it beside `cart`.
 */
export const cartRequestSchema = z.looseObject({
  id: z.optional(text(200)),
  line_items: cartLinesSchema,
  context: z.optional(cartContextSchema),
  discounts: z.optional(discountsRequestSchema),
  buyer: unread(),
  signals: unread(),
  attribution: unread(),
});

export type CartRequest = z.infer<typeof cartRequestSchema>;

/** types/total.json; amounts in centavos, discounts negative (total.json). */
export interface UcpTotal {
  type: 'subtotal' | 'discount' | 'fulfillment' | 'total';
  amount: number;
  display_text?: string;
}

/** types/line_item.json as the shop answers it; `item.price` is the unit price in centavos (item.json). */
export interface UcpLineItem {
  id: string;
  item: { id: string; title: string; price: number; image_url?: string };
  quantity: number;
  totals: UcpTotal[];
}

/** cart.json (with discount.json): the cart an agent built, as it stands. */
export interface UcpCart {
  ucp: UcpResponseMeta;
  id: string;
  line_items: UcpLineItem[];
  currency: 'BRL';
  totals: UcpTotal[];
  /** discount.json `discounts`: the code asked for and what it takes off (positive, in centavos). */
  discounts?: { codes: string[]; applied: { code: string; title: string; amount: number }[] };
  messages: UcpMessage[];
  links: { type: string; url: string; title?: string }[];
  /** A link the person opens to find these wines in their own cart at the shop (the cart permalink). */
  continue_url: string;
}

/**
 * checkout.json as the shop answers every checkout call: never a checkout an agent can complete,
 * always `requires_escalation` with the cart's `continue_url` (docs/assistants.md "Checkout").
 */
export interface UcpEscalatedCheckout extends Omit<UcpCart, 'discounts'> {
  status: 'requires_escalation';
}
