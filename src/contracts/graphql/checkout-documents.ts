import type { z } from 'zod/mini';
import {
  checkoutAddCouponDataSchema,
  checkoutAddMetadataDataSchema,
  checkoutAddProductDataSchema,
  checkoutCustomerAssociateDataSchema,
  checkoutDataSchema,
  checkoutRemoveCouponDataSchema,
  checkoutRemoveMetadataDataSchema,
  checkoutRemoveProductDataSchema,
  checkoutSelectShippingQuoteDataSchema,
  createCheckoutDataSchema,
  shippingQuotesDataSchema,
} from './checkout-data.ts';
import { defineOperation } from './operation.ts';

/**
 * The cart's GraphQL documents (spec §7 "Storefront GraphQL": checkouts, coupons, shipping), with
 * the hosted signatures (notes/storefront-api.md): `checkout(checkoutId: String!)` but `Uuid!` in
 * the mutations. Every checkout-returning operation selects the same CheckoutFields, so the cart
 * store reads one shape. `customerAccessToken` is filled by the edge from the session cookie
 * (DECISIONS 1): browsers never hold it.
 */
export const CHECKOUT_FIELDS = /* GraphQL */ `
fragment CheckoutFields on Checkout {
  checkoutId
  completed
  coupon
  couponDiscount
  subtotal
  shippingFee
  total
  cep
  url
  updateDate
  products { productId productVariantId name sku quantity price listPrice imageUrl url }
  metadata { key value }
  orders { orderId orderStatus date totalValue }
  selectedShipping { shippingQuoteId name type value deadline }
}`;

export interface CheckoutMetadataInput {
  key: string;
  value: string;
}

/** A checkout line as the cart sends it: which variant, how many. */
export interface CheckoutLineInput {
  productVariantId: number;
  quantity: number;
}

export interface CheckoutProductItemInput extends CheckoutLineInput {
  metadata?: CheckoutMetadataInput[] | null;
}

interface WithToken {
  customerAccessToken?: string | null;
}

export const CREATE_CHECKOUT = defineOperation<{ products: CheckoutProductItemInput[] }, z.infer<typeof createCheckoutDataSchema>>({
  operationName: 'CreateCheckout',
  query: `mutation CreateCheckout($products: [CheckoutProductItemInput]) {
  createCheckout(products: $products) { ...CheckoutFields }
}${CHECKOUT_FIELDS}`,
  data: createCheckoutDataSchema,
});

export const CHECKOUT = defineOperation<{ checkoutId: string } & WithToken, z.infer<typeof checkoutDataSchema>>({
  operationName: 'Checkout',
  query: `query Checkout($checkoutId: String!, $customerAccessToken: String) {
  checkout(checkoutId: $checkoutId, customerAccessToken: $customerAccessToken) { ...CheckoutFields }
}${CHECKOUT_FIELDS}`,
  data: checkoutDataSchema,
});

/** Adds `quantity` to each line (a new line when the variant is not in the cart yet). */
export const CHECKOUT_ADD_PRODUCT = defineOperation<
  { input: { id: string; products: CheckoutProductItemInput[] } } & WithToken,
  z.infer<typeof checkoutAddProductDataSchema>
>({
  operationName: 'CheckoutAddProduct',
  query: `mutation CheckoutAddProduct($input: CheckoutProductInput!, $customerAccessToken: String) {
  checkoutAddProduct(input: $input, customerAccessToken: $customerAccessToken) { ...CheckoutFields }
}${CHECKOUT_FIELDS}`,
  data: checkoutAddProductDataSchema,
});

/** Lowers each line by `quantity`; a line reaching zero leaves the cart. */
export const CHECKOUT_REMOVE_PRODUCT = defineOperation<
  { input: { id: string; products: CheckoutProductItemInput[] } } & WithToken,
  z.infer<typeof checkoutRemoveProductDataSchema>
>({
  operationName: 'CheckoutRemoveProduct',
  query: `mutation CheckoutRemoveProduct($input: CheckoutProductInput!, $customerAccessToken: String) {
  checkoutRemoveProduct(input: $input, customerAccessToken: $customerAccessToken) { ...CheckoutFields }
}${CHECKOUT_FIELDS}`,
  data: checkoutRemoveProductDataSchema,
});

export const CHECKOUT_ADD_COUPON = defineOperation<{ checkoutId: string; coupon: string } & WithToken, z.infer<typeof checkoutAddCouponDataSchema>>({
  operationName: 'CheckoutAddCoupon',
  query: `mutation CheckoutAddCoupon($checkoutId: Uuid!, $coupon: String!, $customerAccessToken: String) {
  checkoutAddCoupon(checkoutId: $checkoutId, coupon: $coupon, customerAccessToken: $customerAccessToken) { ...CheckoutFields }
}${CHECKOUT_FIELDS}`,
  data: checkoutAddCouponDataSchema,
});

export const CHECKOUT_REMOVE_COUPON = defineOperation<{ checkoutId: string } & WithToken, z.infer<typeof checkoutRemoveCouponDataSchema>>({
  operationName: 'CheckoutRemoveCoupon',
  query: `mutation CheckoutRemoveCoupon($checkoutId: Uuid!, $customerAccessToken: String) {
  checkoutRemoveCoupon(checkoutId: $checkoutId, customerAccessToken: $customerAccessToken) { ...CheckoutFields }
}${CHECKOUT_FIELDS}`,
  data: checkoutRemoveCouponDataSchema,
});

export const CHECKOUT_CUSTOMER_ASSOCIATE = defineOperation<
  { checkoutId: string; customerAccessToken: string },
  z.infer<typeof checkoutCustomerAssociateDataSchema>
>({
  operationName: 'CheckoutCustomerAssociate',
  query: `mutation CheckoutCustomerAssociate($checkoutId: Uuid!, $customerAccessToken: String!) {
  checkoutCustomerAssociate(checkoutId: $checkoutId, customerAccessToken: $customerAccessToken) { ...CheckoutFields }
}${CHECKOUT_FIELDS}`,
  data: checkoutCustomerAssociateDataSchema,
});

/** spec §3 metaDataCheckout: key = sku. */
export const CHECKOUT_ADD_METADATA = defineOperation<
  { checkoutId: string; metadata: CheckoutMetadataInput[] } & WithToken,
  z.infer<typeof checkoutAddMetadataDataSchema>
>({
  operationName: 'CheckoutAddMetadata',
  query: `mutation CheckoutAddMetadata($checkoutId: Uuid!, $metadata: [CheckoutMetadataInput]!, $customerAccessToken: String) {
  checkoutAddMetadata(checkoutId: $checkoutId, metadata: $metadata, customerAccessToken: $customerAccessToken) { ...CheckoutFields }
}${CHECKOUT_FIELDS}`,
  data: checkoutAddMetadataDataSchema,
});

export const CHECKOUT_REMOVE_METADATA = defineOperation<{ checkoutId: string; keys: string[] } & WithToken, z.infer<typeof checkoutRemoveMetadataDataSchema>>({
  operationName: 'CheckoutRemoveMetadata',
  query: `mutation CheckoutRemoveMetadata($checkoutId: Uuid!, $keys: [String]!, $customerAccessToken: String) {
  checkoutRemoveMetadata(checkoutId: $checkoutId, keys: $keys, customerAccessToken: $customerAccessToken) { ...CheckoutFields }
}${CHECKOUT_FIELDS}`,
  data: checkoutRemoveMetadataDataSchema,
});

/** spec §7: the CEP without its hyphen (8 digits). */
export const SHIPPING_QUOTES = defineOperation<{ cep: string; checkoutId: string }, z.infer<typeof shippingQuotesDataSchema>>({
  operationName: 'ShippingQuotes',
  query: `query ShippingQuotes($cep: CEP!, $checkoutId: Uuid!) {
  shippingQuotes(cep: $cep, checkoutId: $checkoutId) {
    shippingQuoteId name type value deadline
    products { productVariantId value }
  }
}`,
  data: shippingQuotesDataSchema,
});

export const CHECKOUT_SELECT_SHIPPING_QUOTE = defineOperation<
  { checkoutId: string; shippingQuoteId: string } & WithToken,
  z.infer<typeof checkoutSelectShippingQuoteDataSchema>
>({
  operationName: 'CheckoutSelectShippingQuote',
  query: `mutation CheckoutSelectShippingQuote($checkoutId: Uuid!, $shippingQuoteId: Uuid!, $customerAccessToken: String) {
  checkoutSelectShippingQuote(checkoutId: $checkoutId, shippingQuoteId: $shippingQuoteId, customerAccessToken: $customerAccessToken) { ...CheckoutFields }
}${CHECKOUT_FIELDS}`,
  data: checkoutSelectShippingQuoteDataSchema,
});
