import { nodeId } from './crypto.ts';
import type { CheckoutState, LineRow, OrderProductRow, OrderRow } from './checkout-store.ts';
import { toCents, toReais } from '../../../src/core/rules/money.ts';
import type { PaymentMethodId } from './payment-methods.ts';
import { priceCheckout, type Totals } from './pricing.ts';

/**
 * Reshapes a checkout's rows into the hosted API's `Checkout` type (notes/storefront-api.md
 * "Types"). An open checkout is priced from the current catalogue and the shop's Pix discount; a
 * completed one answers the amounts frozen in its order. `discount` is the Pix discount (hosted:
 * "the discount applied at checkout excluding any coupons"), `totalDiscount` coupon plus Pix.
 */
interface Metadata {
  key: string;
  value: string;
}

function parseMetadata(text: string): Metadata[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as Metadata[]) : [];
  } catch {
    return [];
  }
}

/** spec §2: product links are /produto/{name-in-hyphens}-{wake_product_id}. */
function productUrl(slug: string, productId: number): string {
  return slug ? `/produto/${slug}-${productId}` : `/produto/${productId}`;
}

/** The columns a cart line and an order's product share; the price and link differ. */
type ProductRow = Pick<LineRow & OrderProductRow, 'product_id' | 'product_variant_id' | 'name' | 'sku' | 'quantity' | 'list_price' | 'image_url'>;

function productNode(product: ProductRow, price: number, slug: string, metadata: Metadata[]) {
  return {
    productId: product.product_id,
    productVariantId: product.product_variant_id,
    name: product.name,
    sku: product.sku,
    quantity: product.quantity,
    price,
    listPrice: product.list_price,
    ajustedPrice: price,
    totalAdjustedPrice: toReais(toCents(price) * product.quantity),
    totalListPrice: toReais(toCents(product.list_price) * product.quantity),
    imageUrl: product.image_url,
    url: productUrl(slug, product.product_id),
    gift: false,
    metadata,
  };
}

const lineNode = (line: LineRow) => productNode(line, line.price, line.slug, parseMetadata(line.metadata));

/** An order's products are frozen at their paid price; the order keeps no slug or metadata. */
const orderProductNode = (product: OrderProductRow) => productNode(product, product.unit_price, '', []);

function orderNode(order: OrderRow, products: readonly OrderProductRow[]) {
  return {
    orderId: order.id,
    orderStatus: order.status,
    date: order.created_at,
    totalValue: order.total,
    shippingValue: order.shipping_fee,
    discountValue: toReais(toCents(order.coupon_discount) + toCents(order.pix_discount)),
    interestValue: 0,
    delivery: { cost: order.shipping_fee, deadline: order.shipping_deadline, deliveryTime: order.shipping_deadline, name: order.shipping_name },
    products: products
      .filter((product) => product.order_id === order.id)
      .map((product) => ({
        productVariantId: product.product_variant_id,
        name: product.name,
        imageUrl: product.image_url,
        quantity: product.quantity,
        unitValue: product.unit_price,
        value: toReais(toCents(product.unit_price) * product.quantity),
      })),
  };
}

/** The checkout's totals with its chosen payment method, or with `paymentMethod` (the stand-in shows both). */
export function totalsOf(state: CheckoutState, now: Date, paymentMethod: PaymentMethodId | undefined = state.checkout.payment_method ?? undefined): Totals {
  const { checkout } = state;
  return priceCheckout({
    lines: state.lines.map((line) => ({ priceCents: toCents(line.price), quantity: line.quantity })),
    coupon: state.coupon,
    customerHasOrders: state.customerHasOrders,
    shipping: checkout.shipping_service && checkout.shipping_cep ? { service: checkout.shipping_service, cep: checkout.shipping_cep } : undefined,
    paymentMethod,
    pixDiscountPercent: state.pixDiscountPercent,
    shippingRates: state.shippingRates,
    now,
  });
}

export interface CheckoutViewOptions {
  now: Date;
  checkoutPath: string;
  /** Resolves `Checkout.customer` only when a document asks for it. */
  customer: () => Promise<{ customerId: number; customerName: string; email: string } | null>;
}

export function checkoutView(state: CheckoutState, options: CheckoutViewOptions) {
  const { checkout } = state;
  const order = state.orders[0];
  const completed = checkout.completed === 1;
  const cepNumber = checkout.shipping_cep ? Number(checkout.shipping_cep) : null;
  const base = {
    id: nodeId('Checkout', checkout.id),
    checkoutId: checkout.id,
    completed,
    coupon: checkout.coupon_code,
    metadata: state.metadata,
    orders: state.orders.map((row) => orderNode(row, state.orderProducts)),
    updateDate: checkout.updated_at,
    url: `${options.checkoutPath}/${checkout.id}`,
    customer: options.customer,
  };
  const chosen = (method: PaymentMethodId | null) =>
    method ? { id: checkout.payment_selection_id ?? '00000000-0000-4000-8000-000000000000', paymentMethodId: method } : null;
  if (completed && order) {
    return {
      ...base,
      cep: order.cep ? Number(order.cep) : cepNumber,
      products: state.orderProducts.filter((product) => product.order_id === order.id).map(orderProductNode),
      subtotal: order.subtotal,
      couponDiscount: order.coupon_discount,
      discount: order.pix_discount,
      totalDiscount: toReais(toCents(order.coupon_discount) + toCents(order.pix_discount)),
      selectedPaymentMethod: chosen(order.payment_method),
      shippingFee: order.shipping_fee,
      total: order.total,
      selectedShipping: {
        shippingQuoteId: checkout.shipping_quote_id ?? '00000000-0000-4000-8000-000000000000',
        name: order.shipping_name,
        type: order.shipping_type,
        value: order.shipping_fee,
        deadline: order.shipping_deadline,
        deadlineInHours: null,
      },
    };
  }
  const totals = totalsOf(state, options.now);
  return {
    ...base,
    cep: cepNumber,
    products: state.lines.map(lineNode),
    subtotal: toReais(totals.subtotalCents),
    couponDiscount: toReais(totals.couponDiscountCents),
    discount: toReais(totals.pixDiscountCents),
    totalDiscount: toReais(totals.couponDiscountCents + totals.pixDiscountCents),
    selectedPaymentMethod: chosen(checkout.payment_method),
    shippingFee: toReais(totals.shippingFeeCents),
    total: toReais(totals.totalCents),
    selectedShipping:
      totals.shipping && checkout.shipping_quote_id
        ? {
            shippingQuoteId: checkout.shipping_quote_id,
            name: totals.shipping.name,
            type: totals.shipping.type,
            value: toReais(totals.shipping.cents),
            deadline: totals.shipping.deadline,
            deadlineInHours: null,
          }
        : null,
  };
}

export type CheckoutView = ReturnType<typeof checkoutView>;
