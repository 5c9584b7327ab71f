import type { Context } from 'hono';
import type { Checkout, ShippingQuote } from '../../../../src/contracts/graphql/checkout-data.ts';
import * as documents from '../../../../src/contracts/graphql/checkout-documents.ts';
import type { CheckoutLineInput } from '../../../../src/contracts/graphql/checkout-documents.ts';
import type { GraphqlOperation } from '../../../../src/contracts/graphql/index.ts';
import type { CartItem } from '../../../../src/contracts/cart-item.ts';
import { planSync } from '../../../../src/features/cart/cart-sync-plan.ts';
import type { AppEnv } from '../../../env.ts';
import { commerceCall } from '../../../session/commerce-client.ts';

/**
 * An agent's cart on the commerce service (spec §7 "Storefront GraphQL"), through the very
 * operations the storefront's cart sends: the checkout is the one cart model, whoever fills it.
 * Sent by the edge with the store's token and no customer's: an agent's cart belongs to no
 * account.
 */

/** The commerce service said no (GraphQL errors, or no checkout): its code, for the caller to tell why. */
export class CheckoutRefusal extends Error {
  override name = 'CheckoutRefusal';
  constructor(
    readonly operation: string,
    readonly code: string | undefined,
    /** A change the service refused (the stock or the checkout moved meanwhile), not a read. */
    readonly change: boolean,
  ) {
    super(`${operation} refused${code ? `: ${code}` : ''}`);
  }
}

/** The operations that only read: a refusal of theirs is the service failing, not a conflict. */
const READS: ReadonlySet<string> = new Set([documents.CHECKOUT.operationName, documents.SHIPPING_QUOTES.operationName]);

async function call<Variables, Data, Result>(
  c: Context<AppEnv>,
  operation: GraphqlOperation<Variables, Data>,
  variables: Variables,
  pick: (data: Data) => Result | null | undefined,
): Promise<Result> {
  const { data, errors } = await commerceCall(c, operation, variables);
  const result = data ? pick(data) : null;
  if (errors.length > 0 || result === null || result === undefined) {
    throw new CheckoutRefusal(operation.operationName, errors[0]?.extensions?.code, !READS.has(operation.operationName));
  }
  return result;
}

export function createCheckout(c: Context<AppEnv>, products: CheckoutLineInput[]): Promise<Checkout> {
  return call(c, documents.CREATE_CHECKOUT, { products }, (data) => data.createCheckout);
}

export function readCheckout(c: Context<AppEnv>, checkoutId: string): Promise<Checkout> {
  return call(c, documents.CHECKOUT, { checkoutId }, (data) => data.checkout);
}

/**
 * The checkout made to hold exactly `items` (and the spec §3 metadata of each line), by the
 * storefront's own plan (planSync): lines added or lowered by the difference, metadata of lines
 * that left removed. Every key on an agent's checkout was written here, so all are this plan's.
 */
export async function setCheckoutLines(c: Context<AppEnv>, checkout: Checkout, items: readonly CartItem[]): Promise<Checkout> {
  const managedKeys = (checkout.metadata ?? []).flatMap((entry) => (entry?.key && entry.key !== CANCELED_KEY ? [entry.key] : []));
  const plan = planSync(items, checkout, managedKeys);
  const { checkoutId } = checkout;
  let current = checkout;
  if (plan.remove.length > 0) {
    current = await call(c, documents.CHECKOUT_REMOVE_PRODUCT, { input: { id: checkoutId, products: plan.remove } }, (data) => data.checkoutRemoveProduct);
  }
  if (plan.add.length > 0) {
    current = await call(c, documents.CHECKOUT_ADD_PRODUCT, { input: { id: checkoutId, products: plan.add } }, (data) => data.checkoutAddProduct);
  }
  if (plan.removeMetadata.length > 0) {
    current = await call(c, documents.CHECKOUT_REMOVE_METADATA, { checkoutId, keys: plan.removeMetadata }, (data) => data.checkoutRemoveMetadata);
  }
  if (plan.addMetadata.length > 0) {
    current = await call(c, documents.CHECKOUT_ADD_METADATA, { checkoutId, metadata: plan.addMetadata }, (data) => data.checkoutAddMetadata);
  }
  return current;
}

/** The metadata that marks an agent's cart canceled (cancel_cart); no line's key (a sku) is this. */
const CANCELED_KEY = 'ucp-cart-canceled';

export function isCanceled(checkout: Checkout): boolean {
  return (checkout.metadata ?? []).some((entry) => entry?.key === CANCELED_KEY);
}

export async function markCanceled(c: Context<AppEnv>, checkoutId: string): Promise<void> {
  await call(c, documents.CHECKOUT_ADD_METADATA, { checkoutId, metadata: [{ key: CANCELED_KEY, value: 'true' }] }, (data) => data.checkoutAddMetadata);
}

export function addCoupon(c: Context<AppEnv>, checkoutId: string, coupon: string): Promise<Checkout> {
  return call(c, documents.CHECKOUT_ADD_COUPON, { checkoutId, coupon }, (data) => data.checkoutAddCoupon);
}

export function removeCoupon(c: Context<AppEnv>, checkoutId: string): Promise<Checkout> {
  return call(c, documents.CHECKOUT_REMOVE_COUPON, { checkoutId }, (data) => data.checkoutRemoveCoupon);
}

export async function shippingQuotes(c: Context<AppEnv>, checkoutId: string, cep: string): Promise<ShippingQuote[]> {
  const quotes = await call(c, documents.SHIPPING_QUOTES, { checkoutId, cep }, (data) => data.shippingQuotes);
  return quotes.filter((quote): quote is ShippingQuote => quote !== null);
}
