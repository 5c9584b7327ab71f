import { cartPermalinkPath } from '../../../../src/contracts/cart-permalink.ts';
import type { Checkout, ShippingQuote } from '../../../../src/contracts/graphql/checkout-data.ts';
import type { UcpCart, UcpLineItem, UcpTotal } from '../../../../src/contracts/ucp/cart.ts';
import { UCP_CAPABILITIES, UCP_VERSION, type UcpMessage, type UcpResponseMeta } from '../../../../src/contracts/ucp/protocol.ts';
import type { WineCard } from '../../../../src/contracts/wine.ts';
import { AGENT_MESSAGES } from '../../../../src/core/messages/pt-BR-agents.ts';
import { toCents } from '../../../../src/core/rules/money.ts';
import { absoluteUrl } from '../../../../src/core/seo/absolute-url.ts';
import { adultsOnlyWarning } from '../ucp-answers.ts';
import { sellerLinks, type ShopFacts } from '../wine-product.ts';

/**
 * An agent's cart as UCP says it (cart.json with discount.json), from the checkout as the commerce
 * service answered it: its lines at the service's prices, the coupon it applied, a shipping
 * estimate when the request gave a CEP, and the link that hands the cart to the person.
 */

/** overview "Negotiation": a cart answer's active capabilities are the cart and its discount extension. */
function cartMeta(): UcpResponseMeta {
  return {
    version: UCP_VERSION,
    capabilities: { [UCP_CAPABILITIES.cart]: [{ version: UCP_VERSION }], [UCP_CAPABILITIES.discount]: [{ version: UCP_VERSION }] },
  };
}

function lineItems(checkout: Checkout, wines: ReadonlyMap<number, WineCard>, origin: string): UcpLineItem[] {
  return (checkout.products ?? []).flatMap((line) => {
    if (!line) return [];
    const image = line.imageUrl ?? wines.get(line.productId)?.url_media;
    const amount = toCents(line.price) * line.quantity;
    return [
      {
        id: `li_${line.productVariantId}`,
        item: {
          id: String(line.productId),
          title: line.name ?? wines.get(line.productId)?.name ?? String(line.productId),
          price: toCents(line.price),
          ...(image ? { image_url: absoluteUrl(origin, image) } : {}),
        },
        quantity: line.quantity,
        totals: [
          { type: 'subtotal', amount },
          { type: 'total', amount },
        ],
      },
    ];
  });
}

function totals(checkout: Checkout, estimate: ShippingQuote | undefined): UcpTotal[] {
  const discount = toCents(checkout.couponDiscount);
  const fulfillment = estimate ? toCents(estimate.value) : 0;
  return [
    { type: 'subtotal', amount: toCents(checkout.subtotal), display_text: AGENT_MESSAGES.subtotal },
    ...(discount > 0 ? [{ type: 'discount' as const, amount: -discount, display_text: AGENT_MESSAGES.couponDiscount }] : []),
    ...(estimate
      ? [{ type: 'fulfillment' as const, amount: fulfillment, display_text: AGENT_MESSAGES.shippingEstimate(estimate.name, estimate.deadline) }]
      : []),
    { type: 'total', amount: toCents(checkout.total) + fulfillment, display_text: AGENT_MESSAGES.estimatedTotal },
  ];
}

/** Where the person finds these wines (and the coupon) in their own cart at the shop: the cart permalink. */
function continueUrl(checkout: Checkout, origin: string): string {
  const lines = (checkout.products ?? []).flatMap((line) => (line ? [{ id: line.productId, quantity: line.quantity }] : []));
  // an empty cart has no link to fill: the person starts at the shop
  if (lines.length === 0) return `${origin}/`;
  return `${origin}${cartPermalinkPath(lines, checkout.coupon ?? undefined)}`;
}

export interface CartAnswerInput {
  cartId: string;
  checkout: Checkout;
  wines: ReadonlyMap<number, WineCard>;
  messages: readonly UcpMessage[];
  /**
   * The cheapest delivery to the CEP the request gave (the person chooses at checkout). The CEP is
   * not repeated in the answer nor kept on the cart; the commerce service keeps its quotes a day,
   * as it does a shopper's.
   */
  estimate?: ShippingQuote;
}

export function cartAnswer(shop: ShopFacts, { cartId, checkout, wines, messages, estimate }: CartAnswerInput): UcpCart {
  const discount = toCents(checkout.couponDiscount);
  return {
    ucp: cartMeta(),
    id: cartId,
    line_items: lineItems(checkout, wines, shop.origin),
    currency: 'BRL',
    totals: totals(checkout, estimate),
    ...(checkout.coupon
      ? {
          discounts: {
            codes: [checkout.coupon],
            applied: discount > 0 ? [{ code: checkout.coupon, title: AGENT_MESSAGES.couponTitle(checkout.coupon), amount: discount }] : [],
          },
        }
      : {}),
    messages: [...messages, adultsOnlyWarning(shop.origin)],
    links: sellerLinks(shop.origin),
    continue_url: continueUrl(checkout, shop.origin),
  };
}
