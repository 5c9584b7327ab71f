import type { Checkout, ShippingQuote } from '../../../contracts/graphql/checkout-data.ts';
import * as documents from '../../../contracts/graphql/checkout-documents.ts';
import type { CheckoutLineInput, CheckoutMetadataInput } from '../../../contracts/graphql/checkout-documents.ts';
import { ERROR_CODES } from '../../../contracts/graphql/error-codes.ts';
import { CHECKOUT_SYNC } from '../../../contracts/graphql/own-operations.ts';
import { runOperation } from '../../../core/browser/graphql.ts';
import { RequestError } from '../../../core/browser/request.ts';

/**
 * The cart's view of the commerce service (spec §7 "Storefront GraphQL"): each call answers the
 * checkout as it is after the change. The customer's token is added by the edge, never here.
 */
export interface CheckoutApi {
  create(products: CheckoutLineInput[]): Promise<Checkout>;
  read(checkoutId: string): Promise<Checkout>;
  addProducts(checkoutId: string, products: CheckoutLineInput[]): Promise<Checkout>;
  removeProducts(checkoutId: string, products: CheckoutLineInput[]): Promise<Checkout>;
  addMetadata(checkoutId: string, metadata: CheckoutMetadataInput[]): Promise<Checkout>;
  removeMetadata(checkoutId: string, keys: string[]): Promise<Checkout>;
  addCoupon(checkoutId: string, coupon: string): Promise<Checkout>;
  removeCoupon(checkoutId: string): Promise<Checkout>;
  shippingQuotes(checkoutId: string, cep: string): Promise<ShippingQuote[]>;
  selectShippingQuote(checkoutId: string, shippingQuoteId: string): Promise<Checkout>;
  /**
   * The whole cart in one call (lines set to these quantities, metadata written and removed), a
   * new checkout without an id: only where the service offers it (this shop's own backend).
   */
  sync?(checkoutId: string | null, products: CheckoutLineInput[], metadata: CheckoutMetadataInput[], removeMetadataKeys: string[]): Promise<Checkout>;
}

/** A null checkout without an error: the service did not find it (as CKT113 would say). */
function present(checkout: Checkout | null, operation: string): Checkout {
  if (!checkout) throw new RequestError('graphql', `${operation} answered no checkout`, 200, ERROR_CODES.checkoutNotFound);
  return checkout;
}

export const checkoutApi: CheckoutApi = {
  async create(products) {
    return present((await runOperation(documents.CREATE_CHECKOUT, { products })).createCheckout, 'createCheckout');
  },
  async read(checkoutId) {
    return present((await runOperation(documents.CHECKOUT, { checkoutId })).checkout, 'checkout');
  },
  async addProducts(checkoutId, products) {
    const data = await runOperation(documents.CHECKOUT_ADD_PRODUCT, { input: { id: checkoutId, products } });
    return present(data.checkoutAddProduct, 'checkoutAddProduct');
  },
  async removeProducts(checkoutId, products) {
    const data = await runOperation(documents.CHECKOUT_REMOVE_PRODUCT, { input: { id: checkoutId, products } });
    return present(data.checkoutRemoveProduct, 'checkoutRemoveProduct');
  },
  async addMetadata(checkoutId, metadata) {
    return present((await runOperation(documents.CHECKOUT_ADD_METADATA, { checkoutId, metadata })).checkoutAddMetadata, 'checkoutAddMetadata');
  },
  async removeMetadata(checkoutId, keys) {
    return present((await runOperation(documents.CHECKOUT_REMOVE_METADATA, { checkoutId, keys })).checkoutRemoveMetadata, 'checkoutRemoveMetadata');
  },
  async addCoupon(checkoutId, coupon) {
    return present((await runOperation(documents.CHECKOUT_ADD_COUPON, { checkoutId, coupon })).checkoutAddCoupon, 'checkoutAddCoupon');
  },
  async removeCoupon(checkoutId) {
    return present((await runOperation(documents.CHECKOUT_REMOVE_COUPON, { checkoutId })).checkoutRemoveCoupon, 'checkoutRemoveCoupon');
  },
  async shippingQuotes(checkoutId, cep) {
    const quotes = (await runOperation(documents.SHIPPING_QUOTES, { checkoutId, cep })).shippingQuotes ?? [];
    return quotes.filter((quote): quote is ShippingQuote => quote !== null);
  },
  async selectShippingQuote(checkoutId, shippingQuoteId) {
    const data = await runOperation(documents.CHECKOUT_SELECT_SHIPPING_QUOTE, { checkoutId, shippingQuoteId });
    return present(data.checkoutSelectShippingQuote, 'checkoutSelectShippingQuote');
  },
};

/** The cart in one call (CheckoutSync), for a service that answers the shop's own extensions. */
export async function syncInOneCall(
  checkoutId: string | null,
  products: CheckoutLineInput[],
  metadata: CheckoutMetadataInput[],
  removeMetadataKeys: string[],
): Promise<Checkout> {
  const data = await runOperation(CHECKOUT_SYNC, { checkoutId, products, metadata, removeMetadataKeys });
  return present(data.checkoutSync, 'checkoutSync');
}
