/**
 * A cart in a link (docs/assistants.md "Permalink"): `/comprar/{id}:{quantity},{id}:{quantity}`,
 * the wine's id as it ends its product page's address, as UCP's draft permalink writes a pair
 * (`item_id:quantity`, comma-separated). An assistant builds it, or is handed it as a cart's
 * `continue_url`; the person's browser puts those wines in its own cart. A link's coupon travels
 * in the query parameter every page already reads (`?coupon=`, spec §7 checkoutAddCoupon).
 */

/** Where permalinks live (ROUTE_PREFIXES.cartPermalink). */
export const CART_PERMALINK_PATH = '/comprar';

/** spec §7 checkoutAddCoupon: "The coupon comes from the query parameter coupon", on any page (CART.couponQueryParam). */
export const COUPON_QUERY_PARAM = 'coupon';

export const CART_PERMALINK_LIMITS = {
  /** More lines than any cart a person fills by hand; the rest of a longer link is dropped with a notice. */
  maxLines: 30,
  /** A quantity past this is a typo or a probe, not a purchase: the pair is dropped with a notice. */
  maxQuantity: 99,
  /** A link longer than this is not read at all (no wine's id and quantity need more than 30 × 21 characters). */
  maxLength: 1024,
} as const;

export interface PermalinkLine {
  /** The wine's id (`wake_product_id`), as it ends its product page's address. */
  id: number;
  quantity: number;
}

export interface ParsedPermalink {
  /** In the link's order; a wine named twice has its quantities added (up to the maximum). */
  lines: PermalinkLine[];
  /** How many pairs could not be read (not `id:quantity`, a quantity of 0 or past the maximum, past the line limit). */
  dropped: number;
}

/** A positive integer without leading zeros (UCP draft permalink: `quantity = 1*DIGIT`, no leading zero). */
const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;

/** The `{items}` segment of a permalink, decoded or not (`%3A` and `%2C` read as `:` and `,`). */
export function parseCartPermalink(items: string): ParsedPermalink {
  let text = items;
  try {
    text = decodeURIComponent(items);
  } catch {
    // a broken escape: read as written, each pair then fails on its own
  }
  if (text.length > CART_PERMALINK_LIMITS.maxLength) return { lines: [], dropped: 1 };
  const lines = new Map<number, number>();
  let dropped = 0;
  for (const pair of text.split(',')) {
    const [id = '', quantity = '', ...rest] = pair.trim().split(':');
    const known = lines.has(Number(id));
    const fits =
      rest.length === 0 &&
      POSITIVE_INTEGER.test(id) &&
      POSITIVE_INTEGER.test(quantity) &&
      Number(quantity) + (lines.get(Number(id)) ?? 0) <= CART_PERMALINK_LIMITS.maxQuantity &&
      (known || lines.size < CART_PERMALINK_LIMITS.maxLines);
    if (!fits) {
      if (pair.trim() !== '') dropped += 1;
      continue;
    }
    lines.set(Number(id), Number(quantity) + (lines.get(Number(id)) ?? 0));
  }
  return { lines: [...lines].map(([id, quantity]) => ({ id, quantity })), dropped };
}

/** The path of a permalink for these lines, with the coupon as every page reads it. */
export function cartPermalinkPath(lines: readonly PermalinkLine[], coupon?: string): string {
  const items = lines.map(({ id, quantity }) => `${id}:${quantity}`).join(',');
  const query = coupon ? `?${COUPON_QUERY_PARAM}=${encodeURIComponent(coupon)}` : '';
  return `${CART_PERMALINK_PATH}/${items}${query}`;
}
