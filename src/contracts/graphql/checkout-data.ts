import { z } from 'zod/mini';

/**
 * The `data` shapes of the checkout operations (spec §3 "Checkout", "Shipping quote"), as the
 * CheckoutFields and ShippingQuote selections of checkout-documents.ts ask for them. Amounts are
 * JSON numbers in reais (the hosted `Decimal`); ids of checkouts and quotes are UUID strings.
 */
const money = () => z.number();

const checkoutProductSchema = z.object({
  productId: z.number(),
  productVariantId: z.number(),
  name: z.nullable(z.string()),
  sku: z.nullable(z.string()),
  quantity: z.number(),
  price: money(),
  listPrice: money(),
  imageUrl: z.nullable(z.string()),
  url: z.nullable(z.string()),
});

const metadataSchema = z.object({ key: z.nullable(z.string()), value: z.nullable(z.string()) });

const checkoutOrderSchema = z.object({
  orderId: z.number(),
  /** Hosted `OrderStatus` (PAID, AWAITING_PAYMENT, …): kept open, the hosted list is long. */
  orderStatus: z.string(),
  date: z.string(),
  totalValue: money(),
});

const selectedShippingSchema = z.object({
  shippingQuoteId: z.string(),
  name: z.nullable(z.string()),
  /** "Retirada" is pickup at the shop (spec §3 "Shipping quote"). */
  type: z.nullable(z.string()),
  value: money(),
  /** Business days. */
  deadline: z.number(),
});

const checkoutSchema = z.object({
  checkoutId: z.string(),
  completed: z.boolean(),
  coupon: z.nullable(z.string()),
  couponDiscount: money(),
  /** Products subtotal, before coupon and shipping. */
  subtotal: money(),
  shippingFee: money(),
  total: money(),
  cep: z.nullable(z.number()),
  url: z.nullable(z.string()),
  updateDate: z.string(),
  products: z.nullable(z.array(z.nullable(checkoutProductSchema))),
  metadata: z.nullable(z.array(z.nullable(metadataSchema))),
  orders: z.nullable(z.array(z.nullable(checkoutOrderSchema))),
  selectedShipping: z.nullable(selectedShippingSchema),
});

export type Checkout = z.infer<typeof checkoutSchema>;

const shippingQuoteSchema = z.object({
  shippingQuoteId: z.string(),
  name: z.nullable(z.string()),
  type: z.nullable(z.string()),
  value: money(),
  deadline: z.number(),
  products: z.nullable(z.array(z.nullable(z.object({ productVariantId: z.number(), value: money() })))),
});

export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

const nullableCheckout = z.nullable(checkoutSchema);

export const createCheckoutDataSchema = z.object({ createCheckout: nullableCheckout });
export const checkoutDataSchema = z.object({ checkout: nullableCheckout });
export const checkoutAddProductDataSchema = z.object({ checkoutAddProduct: nullableCheckout });
export const checkoutRemoveProductDataSchema = z.object({ checkoutRemoveProduct: nullableCheckout });
export const checkoutAddCouponDataSchema = z.object({ checkoutAddCoupon: nullableCheckout });
export const checkoutRemoveCouponDataSchema = z.object({ checkoutRemoveCoupon: nullableCheckout });
export const checkoutCustomerAssociateDataSchema = z.object({ checkoutCustomerAssociate: nullableCheckout });
export const checkoutAddMetadataDataSchema = z.object({ checkoutAddMetadata: nullableCheckout });
export const checkoutSyncDataSchema = z.object({ checkoutSync: nullableCheckout });
export const checkoutRemoveMetadataDataSchema = z.object({ checkoutRemoveMetadata: nullableCheckout });
export const checkoutSelectShippingQuoteDataSchema = z.object({ checkoutSelectShippingQuote: nullableCheckout });
export const shippingQuotesDataSchema = z.object({ shippingQuotes: z.nullable(z.array(z.nullable(shippingQuoteSchema))) });
