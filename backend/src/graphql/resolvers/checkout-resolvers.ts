import { ERROR_CODES } from '../../../../src/contracts/graphql/error-codes.ts';
import type { OrderStatus } from '../../../../src/core/rules/order-status.ts';
import { customerForToken } from '../../commerce/auth.ts';
import { callerOf, checkoutCompleted, checkoutNotFound, openCheckout } from '../../commerce/checkout-access.ts';
import { loadCheckoutState, type CheckoutState } from '../../commerce/checkout-store.ts';
import { type CheckoutSyncInput, syncCheckout } from '../../commerce/checkout-sync.ts';
import { checkoutView } from '../../commerce/checkout-view.ts';
import {
  addMetadata,
  addProducts,
  applyCoupon,
  associateCustomer,
  createCheckout,
  removeCoupon,
  removeMetadata,
  removeProducts,
  type ItemInput,
} from '../../commerce/checkouts.ts';
import { findCustomerById, type CustomerRow } from '../../commerce/customers.ts';
import { CommerceError } from '../../commerce/errors.ts';
import { paymentMethodNodes, selectPaymentMethod } from '../../commerce/payment-methods.ts';
import { quoteCheckout, quoteVariant, selectShippingQuote } from '../../commerce/shipping-quotes.ts';
import type { CommerceContext } from '../context.ts';

/**
 * Checkout, coupon and shipping operations of spec §7, with the hosted signatures
 * (notes/storefront-api.md). Every mutation answers the checkout as it is after the change.
 */
type Maybe<T> = T | null | undefined;
type Metadata = Maybe<{ key?: Maybe<string>; value?: Maybe<string> }>;

const customerNode = (row: CustomerRow | undefined) => (row ? { customerId: row.id, customerName: row.full_name, email: row.email } : null);

/**
 * The hosted API's `OrderStatus` for each of this shop's order statuses (src/core/rules/order-status.ts):
 * GraphQL answers only the enum's values, and an order separated, shipped, refunded or held for the
 * buyer's age made the whole `checkout` answer an error (a browser then kept the wines it had bought).
 */
const HOSTED_ORDER_STATUS: Readonly<Record<OrderStatus, string>> = {
  AWAITING_PAYMENT: 'AWAITING_PAYMENT',
  AWAITING_AGE: 'APPROVED_ANALYSIS',
  PAID: 'PAID',
  SEPARATING: 'SEPARATED',
  SHIPPED: 'SENT',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
  REFUNDED: 'RETURNED',
};

/** The checkout as an answer; its customer is read only when the document asks for it. */
function view(context: CommerceContext, state: CheckoutState, customer: () => Promise<CustomerRow | undefined>) {
  const answer = checkoutView(state, { now: context.now, checkoutPath: context.config.checkoutPath, customer: async () => customerNode(await customer()) });
  const orders = answer.orders.map((order) => ({ ...order, orderStatus: HOSTED_ORDER_STATUS[order.orderStatus as OrderStatus] ?? order.orderStatus }));
  return { ...answer, orders };
}

async function answer(context: CommerceContext, checkoutId: string) {
  const state = await loadCheckoutState(context.db, checkoutId);
  if (!state) throw checkoutNotFound();
  const customerId = state.checkout.customer_id;
  return view(context, state, async () => (customerId !== null ? findCustomerById(context.db, customerId) : undefined));
}

/** Opens the checkout for a change by the caller, runs it, answers the updated checkout. */
async function change(
  context: CommerceContext,
  checkoutId: string,
  token: Maybe<string>,
  command: (state: CheckoutState, caller: CustomerRow | undefined) => Promise<void>,
) {
  const caller = await callerOf(context.db, token, context.now);
  const state = await openCheckout(context.db, checkoutId, caller, 'write');
  await command(state, caller);
  return answer(context, state.checkout.id);
}

export const checkoutQueries = {
  async checkout(args: { checkoutId: string; customerAccessToken?: Maybe<string> }, context: CommerceContext) {
    const caller = await callerOf(context.db, args.customerAccessToken, context.now);
    const state = await openCheckout(context.db, args.checkoutId, caller, 'read');
    return answer(context, state.checkout.id);
  },

  /** For a checkout's products, or one variant (product page); the CEP is required (SHP101). */
  async shippingQuotes(
    args: { cep?: Maybe<string>; checkoutId?: Maybe<string>; productVariantId?: Maybe<number>; quantity?: Maybe<number> },
    context: CommerceContext,
  ) {
    if (args.checkoutId) {
      // the hosted operation takes no customer token: a quote reveals only prices
      const state = await loadCheckoutState(context.db, args.checkoutId);
      if (!state) throw checkoutNotFound();
      return quoteCheckout(context.db, state, args.cep, context.now);
    }
    if (args.productVariantId !== null && args.productVariantId !== undefined) {
      return quoteVariant(context.db, args.productVariantId, args.quantity ?? 1, args.cep);
    }
    throw new CommerceError(ERROR_CODES.shippingNoProducts, 'Informe o carrinho ou o produto a cotar.');
  },

  /** The hosted operation takes no customer token: the list reveals nothing of the cart (CKT113 when unknown). */
  async paymentMethods(args: { checkoutId: string }, context: CommerceContext) {
    const found = await context.db.prepare('SELECT 1 AS found FROM checkouts WHERE id = ?').bind(args.checkoutId).first<{ found: number }>();
    if (!found) throw checkoutNotFound();
    return paymentMethodNodes();
  },
};

export const checkoutMutations = {
  /** The shop's own extension (own-extensions.graphql): the whole cart in one call and one D1 batch. */
  async checkoutSync(args: CheckoutSyncInput & { customerAccessToken?: Maybe<string> }, context: CommerceContext) {
    const caller = await callerOf(context.db, args.customerAccessToken, context.now);
    const { state, customer } = await syncCheckout(context.db, args, caller, context.now);
    return view(context, state, () => Promise.resolve(customer));
  },

  async createCheckout(args: { products?: Maybe<ReadonlyArray<Maybe<ItemInput>>> }, context: CommerceContext) {
    const id = await createCheckout(context.db, args.products, context.now);
    return answer(context, id);
  },

  checkoutAddProduct(
    args: { customerAccessToken?: Maybe<string>; input: { id: string; products: ReadonlyArray<Maybe<ItemInput>> } },
    context: CommerceContext,
  ) {
    return change(context, args.input.id, args.customerAccessToken, (state) => addProducts(context.db, state, args.input.products, context.now));
  },

  checkoutRemoveProduct(
    args: { customerAccessToken?: Maybe<string>; input: { id: string; products: ReadonlyArray<Maybe<ItemInput>> } },
    context: CommerceContext,
  ) {
    return change(context, args.input.id, args.customerAccessToken, (state) => removeProducts(context.db, state, args.input.products, context.now));
  },

  checkoutAddCoupon(args: { checkoutId: string; coupon: string; customerAccessToken?: Maybe<string> }, context: CommerceContext) {
    return change(context, args.checkoutId, args.customerAccessToken, (state, caller) => applyCoupon(context.db, state, args.coupon, caller, context.now));
  },

  checkoutRemoveCoupon(args: { checkoutId: string; customerAccessToken?: Maybe<string> }, context: CommerceContext) {
    return change(context, args.checkoutId, args.customerAccessToken, (state) => removeCoupon(context.db, state, context.now));
  },

  async checkoutCustomerAssociate(args: { checkoutId: string; customerAccessToken: string }, context: CommerceContext) {
    const customer = await customerForToken(context.db, args.customerAccessToken, context.now);
    const state = await loadCheckoutState(context.db, args.checkoutId);
    if (!state) throw checkoutNotFound();
    if (state.checkout.completed === 1) throw checkoutCompleted();
    await associateCustomer(context.db, state, customer, context.now);
    return answer(context, state.checkout.id);
  },

  checkoutAddMetadata(args: { checkoutId: string; customerAccessToken?: Maybe<string>; metadata: ReadonlyArray<Metadata> }, context: CommerceContext) {
    return change(context, args.checkoutId, args.customerAccessToken, (state) => addMetadata(context.db, state, args.metadata, context.now));
  },

  checkoutRemoveMetadata(args: { checkoutId: string; customerAccessToken?: Maybe<string>; keys: ReadonlyArray<Maybe<string>> }, context: CommerceContext) {
    return change(context, args.checkoutId, args.customerAccessToken, (state) => removeMetadata(context.db, state, args.keys, context.now));
  },

  checkoutSelectShippingQuote(args: { checkoutId: string; shippingQuoteId: string; customerAccessToken?: Maybe<string> }, context: CommerceContext) {
    return change(context, args.checkoutId, args.customerAccessToken, (state) => selectShippingQuote(context.db, state, args.shippingQuoteId, context.now));
  },

  checkoutSelectPaymentMethod(args: { checkoutId: string; paymentMethodId: string; customerAccessToken?: Maybe<string> }, context: CommerceContext) {
    return change(context, args.checkoutId, args.customerAccessToken, (state) => selectPaymentMethod(context.db, state, args.paymentMethodId, context.now));
  },
};
