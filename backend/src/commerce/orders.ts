import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { toCents, toReais } from '../../../src/core/rules/money.ts';
import type { AgeBindings } from '../age/age-config.ts';
import { requireVerifiedAge } from '../age/order-guard.ts';
import { checkoutCompleted, openCheckout } from './checkout-access.ts';
import { loadCheckoutState, type OrderProductRow, type OrderRow } from './checkout-store.ts';
import { totalsOf } from './checkout-view.ts';
import { associateCustomer } from './checkouts.ts';
import type { CustomerRow } from './customers.ts';
import { CommerceError } from './errors.ts';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethodId } from './payment-methods.ts';
import { isPickupType } from './shipping-rates.ts';
import { storedDeliveryAddress } from '../../../src/contracts/delivery-address.ts';
import { batchWithAssertions, sqlAssertion } from './sql-assertions.ts';

/**
 * The one place orders are born (scripts/architecture.test.ts holds it so). When a shopper starts
 * paying, the checkout becomes an order "AWAITING_PAYMENT" with its amounts and wines frozen as
 * they are charged; paying it again after a change to the cart (a Pix that expired, another
 * method) freezes it anew. Nothing leaves stock and the cart stays open until the provider
 * confirms the payment (backend/src/payments/settle-payment.ts). No card data ever comes here.
 */
export interface FrozenOrder {
  orderId: number;
  amountCents: number;
  paymentMethod: PaymentMethodId;
  /** How reliably the customer's age was verified ("A" or "B"). */
  ageLevel: 'A' | 'B' | null;
}

const AWAITING = 'AWAITING_PAYMENT';

const ORDER_COLUMNS = `subtotal = ?, coupon_code = ?, coupon_discount = ?, shipping_fee = ?, total = ?, shipping_name = ?,
  shipping_type = ?, shipping_deadline = ?, cep = ?, payment_method = ?, pix_discount = ?, pix_discount_percent = ?, delivery_address = ?,
  status_reason = NULL`;

export async function freezeOrder(db: D1Database, env: AgeBindings, checkoutId: string, customer: CustomerRow, now: Date): Promise<FrozenOrder> {
  // ECA Digital: no order is born, and no payment starts, for a customer whose age is not verified
  const age = await requireVerifiedAge(db, env, customer, now);
  let state = await openCheckout(db, checkoutId, customer, 'write');
  if (state.checkout.customer_id === null) {
    // the checkout logs the shopper in with the legacy token: the cart becomes theirs
    await associateCustomer(db, state, customer, now);
    state = (await loadCheckoutState(db, state.checkout.id)) ?? state;
  }
  if (state.lines.length === 0) throw new CommerceError(ERROR_CODES.minimumQuantity, 'O carrinho está vazio.');
  const short = state.lines.find((line) => line.quantity > line.stock);
  if (short) throw new CommerceError(ERROR_CODES.insufficientStock, `${short.name} não tem mais estoque suficiente: ajuste a quantidade.`);
  const totals = totalsOf(state, now);
  if (!totals.shipping) throw new CommerceError(ERROR_CODES.shippingQuoteInvalid, 'Escolha a entrega antes de pagar.');
  // a delivery goes to the address the checkout page took; a pickup needs none
  const deliveryAddress = isPickupType(totals.shipping.type) ? null : state.checkout.delivery_address;
  if (!isPickupType(totals.shipping.type) && !storedDeliveryAddress(deliveryAddress)) {
    throw new CommerceError(ERROR_CODES.shippingQuoteInvalid, 'Informe o endereço de entrega antes de pagar.');
  }
  const existing = state.orders[0];
  // an order the owner cancelled before it was paid opens again with the cart
  const reopenable = (status: string) => status === AWAITING || status === 'CANCELLED';
  if (existing && !reopenable(existing.status)) throw checkoutCompleted();
  const paymentMethod = state.checkout.payment_method ?? DEFAULT_PAYMENT_METHOD;
  const couponCode = totals.couponDiscountCents > 0 ? state.checkout.coupon_code : null;
  const amounts = [
    toReais(totals.subtotalCents),
    couponCode,
    toReais(totals.couponDiscountCents),
    toReais(totals.shippingFeeCents),
    toReais(totals.totalCents),
    totals.shipping.name,
    totals.shipping.type,
    totals.shipping.deadline,
    state.checkout.shipping_cep,
    paymentMethod,
    toReais(totals.pixDiscountCents),
    totals.pixDiscountCents > 0 ? state.pixDiscountPercent : 0,
    deliveryAddress,
  ];
  const id = state.checkout.id;
  const orderId = '(SELECT id FROM orders WHERE checkout_id = ?)';
  const order = existing
    ? [
        db
          .prepare(`UPDATE orders SET ${ORDER_COLUMNS}, status = '${AWAITING}' WHERE id = ? AND status IN ('${AWAITING}', 'CANCELLED')`)
          .bind(...amounts, existing.id),
        // paid meanwhile (a notification between the read and this batch): nothing is frozen again
        sqlAssertion(db, 'changes() = 1', [], ERROR_CODES.checkoutCompleted),
        // a Pix or card page asking another amount can no longer pay it (a late payment of one is refunded)
        db
          .prepare("UPDATE payments SET status = 'superseded', updated_at = ? WHERE order_id = ? AND status = 'pending' AND amount_cents != ?")
          .bind(now.toISOString(), existing.id, totals.totalCents),
        db.prepare('DELETE FROM order_products WHERE order_id = ?').bind(existing.id),
      ]
    : [
        db
          .prepare(
            `INSERT INTO orders (checkout_id, customer_id, status, created_at, subtotal, coupon_code, coupon_discount, shipping_fee, total,
             shipping_name, shipping_type, shipping_deadline, cep, payment_method, pix_discount, pix_discount_percent, delivery_address)
           VALUES (?, ?, '${AWAITING}', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(id, customer.id, now.toISOString(), ...amounts),
      ];
  try {
    await batchWithAssertions(
      db,
      [
        ...order,
        ...state.lines.map((line) =>
          db
            .prepare(
              `INSERT INTO order_products (order_id, product_variant_id, product_id, name, sku, image_url, quantity, unit_price, list_price)
             VALUES (${orderId}, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .bind(id, line.product_variant_id, line.product_id, line.name, line.sku, line.image_url, line.quantity, line.price, line.list_price),
        ),
      ],
      () => new CommerceError(ERROR_CODES.checkoutCompleted, 'Este carrinho já foi pago.'),
    );
  } catch (error) {
    // two payments started at once: the first froze the order, the second says so
    if (String(error).includes('UNIQUE') && String(error).includes('orders.checkout_id')) {
      throw new CommerceError(ERROR_CODES.checkoutCompleted, 'O pagamento deste carrinho já começou: recarregue a página.');
    }
    throw error;
  }
  const frozen = await db.prepare('SELECT id, total FROM orders WHERE checkout_id = ?').bind(id).first<{ id: number; total: number }>();
  if (!frozen) throw new Error('order missing after freezing it');
  return { orderId: frozen.id, amountCents: toCents(frozen.total), paymentMethod, ageLevel: age.level };
}

export interface CustomerOrder extends OrderRow {
  products: OrderProductRow[];
}

/** A customer's orders, newest first (the account page). */
export async function ordersOfCustomer(db: D1Database, customerId: number): Promise<CustomerOrder[]> {
  const [orders, products] = await db.batch([
    db.prepare('SELECT * FROM orders WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT 50').bind(customerId),
    db.prepare('SELECT op.* FROM order_products op JOIN orders o ON o.id = op.order_id WHERE o.customer_id = ? ORDER BY op.name').bind(customerId),
  ]);
  const productRows = (products?.results ?? []) as OrderProductRow[];
  return ((orders?.results ?? []) as OrderRow[]).map((order) => ({ ...order, products: productRows.filter((product) => product.order_id === order.id) }));
}
