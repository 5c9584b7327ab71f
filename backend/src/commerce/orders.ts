import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { openCheckout } from './checkout-access.ts';
import { COUPON_USES_SQL, loadCheckoutState, type OrderProductRow, type OrderRow } from './checkout-store.ts';
import { totalsOf } from './checkout-view.ts';
import { associateCustomer, COUPON_MESSAGES } from './checkouts.ts';
import type { CustomerRow } from './customers.ts';
import { CommerceError } from './errors.ts';
import { toReais } from '../../../src/core/rules/money.ts';
import { DEFAULT_PAYMENT_METHOD } from './payment-methods.ts';
import { batchWithAssertions, sqlAssertion } from './sql-assertions.ts';
import type { AgeBindings } from '../age/age-config.ts';
import { requireVerifiedAge } from '../age/order-guard.ts';

/**
 * The one place orders are created (scripts/architecture.test.ts holds it so). Paying on the
 * hosted-checkout stand-in: the checkout becomes an order with status
 * PAID, its amounts frozen, the wines taken out of stock and the checkout completed — all in one
 * D1 transaction (a batch), so a shortage or a second payment changes nothing. The order records
 * the chosen payment method (a card payment when none was chosen) and the total it charges, Pix
 * discount included. No card data is collected: payment itself is out of scope.
 */
export async function payCheckout(db: D1Database, env: AgeBindings, checkoutId: string, customer: CustomerRow, now: Date): Promise<number> {
  // ECA Digital: an order is born only for a customer whose age is verified
  await requireVerifiedAge(db, env, customer, now);
  let state = await openCheckout(db, checkoutId, customer, 'write');
  if (state.checkout.customer_id === null) {
    // the hosted checkout logs the shopper in with the legacy token: the cart becomes theirs
    await associateCustomer(db, state, customer, now);
    state = (await loadCheckoutState(db, state.checkout.id)) ?? state;
  }
  if (state.lines.length === 0) throw new CommerceError(ERROR_CODES.minimumQuantity, 'O carrinho está vazio.');
  const totals = totalsOf(state, now);
  if (!totals.shipping) throw new CommerceError(ERROR_CODES.shippingQuoteInvalid, 'Escolha a entrega antes de pagar.');
  const id = state.checkout.id;
  const paymentMethod = state.checkout.payment_method ?? DEFAULT_PAYMENT_METHOD;
  const stamp = now.toISOString();
  const orderId = '(SELECT id FROM orders WHERE checkout_id = ?)';
  const couponCode = totals.couponDiscountCents > 0 ? state.checkout.coupon_code : null;
  // A limited coupon's last use goes to one payment only: counted again inside the batch, with
  // this order in it, so parallel payments that all read a free use cannot pass the limit together.
  const limitedCoupon = couponCode !== null && state.coupon?.usageLimit != null;
  try {
    await batchWithAssertions(
      db,
      [
        db
          .prepare(
            `INSERT INTO orders (checkout_id, customer_id, status, subtotal, coupon_code, coupon_discount, shipping_fee, total,
             shipping_name, shipping_type, shipping_deadline, cep, created_at, payment_method, pix_discount, pix_discount_percent)
           VALUES (?, ?, 'PAID', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            id,
            customer.id,
            toReais(totals.subtotalCents),
            couponCode,
            toReais(totals.couponDiscountCents),
            toReais(totals.shippingFeeCents),
            toReais(totals.totalCents),
            totals.shipping.name,
            totals.shipping.type,
            totals.shipping.deadline,
            state.checkout.shipping_cep,
            stamp,
            paymentMethod,
            toReais(totals.pixDiscountCents),
            totals.pixDiscountCents > 0 ? state.pixDiscountPercent : 0,
          ),
        ...state.lines.map((line) =>
          db
            .prepare(
              `INSERT INTO order_products (order_id, product_variant_id, product_id, name, sku, image_url, quantity, unit_price, list_price)
             VALUES (${orderId}, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .bind(id, line.product_variant_id, line.product_id, line.name, line.sku, line.image_url, line.quantity, line.price, line.list_price),
        ),
        ...(limitedCoupon
          ? [sqlAssertion(db, `(SELECT ${COUPON_USES_SQL} <= c.usage_limit FROM coupons c WHERE c.code = ?)`, [couponCode], ERROR_CODES.couponInvalid)]
          : []),
        db.prepare('UPDATE checkouts SET completed = 1, updated_at = ? WHERE id = ?').bind(stamp, id),
      ],
      () => new CommerceError(ERROR_CODES.couponInvalid, COUPON_MESSAGES.exhausted, { reason: 'exhausted' }),
    );
  } catch (error) {
    if (error instanceof CommerceError) throw error;
    const text = String(error);
    if (text.includes('CKT106')) throw new CommerceError(ERROR_CODES.insufficientStock, 'Um dos vinhos não tem mais estoque suficiente.');
    if (text.includes('UNIQUE') && text.includes('orders.checkout_id'))
      throw new CommerceError(ERROR_CODES.checkoutCompleted, 'Este carrinho já foi finalizado.');
    throw error;
  }
  const order = await db.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(id).first<{ id: number }>();
  if (!order) throw new Error('order missing after payment');
  return order.id;
}

export interface CustomerOrder extends OrderRow {
  products: OrderProductRow[];
}

/** A customer's orders, newest first (the stand-in account page). */
export async function ordersOfCustomer(db: D1Database, customerId: number): Promise<CustomerOrder[]> {
  const [orders, products] = await db.batch([
    db.prepare('SELECT * FROM orders WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT 50').bind(customerId),
    db.prepare('SELECT op.* FROM order_products op JOIN orders o ON o.id = op.order_id WHERE o.customer_id = ? ORDER BY op.name').bind(customerId),
  ]);
  const productRows = (products?.results ?? []) as OrderProductRow[];
  return ((orders?.results ?? []) as OrderRow[]).map((order) => ({ ...order, products: productRows.filter((product) => product.order_id === order.id) }));
}
