import { SOLD_ORDER_STATUSES } from '../../../src/core/rules/order-status.ts';
import { PIX_DISCOUNT_PERCENT_SQL } from '../settings/shop-settings.ts';
import { type ShippingRates, shippingRatesOf, shippingRatesStatements } from './shipping-rates.ts';
import type { Coupon } from './coupon-rules.ts';
import type { PaymentMethodId } from './payment-methods.ts';

/**
 * Reads a checkout and everything its answer needs in one D1 round trip (a batch): the cart row,
 * its lines joined with the catalogue's `wines`, metadata, coupon, whether its customer has bought
 * before, its orders, and the shop's Pix discount as it is now (never cached across requests).
 */
interface CheckoutRow {
  id: string;
  customer_id: number | null;
  coupon_code: string | null;
  shipping_quote_id: string | null;
  shipping_service: string | null;
  shipping_cep: string | null;
  completed: number;
  created_at: string;
  updated_at: string;
  /** NULL until the shopper chooses (migration 0043). */
  payment_method: PaymentMethodId | null;
  payment_selection_id: string | null;
  /** Where a delivery goes, JSON of src/contracts/delivery-address.ts (migration 0060). */
  delivery_address: string | null;
}

/** A checkout line: its checkout_products row joined with the wine's columns (as WineRow has them). */
export interface LineRow extends Omit<WineRow, 'id' | 'variant_id'> {
  product_variant_id: number;
  quantity: number;
  metadata: string;
  product_id: number;
  slug: string;
}

export interface OrderRow {
  id: number;
  status: string;
  subtotal: number;
  coupon_code: string | null;
  coupon_discount: number;
  shipping_fee: number;
  total: number;
  shipping_name: string;
  shipping_type: string;
  shipping_deadline: number;
  cep: string | null;
  created_at: string;
  /** NULL for orders paid before payment methods existed (migration 0043). */
  payment_method: PaymentMethodId | null;
  pix_discount: number;
  pix_discount_percent: number;
  /** The order's life after payment (migration 0053). */
  tracking_code: string | null;
  delivered_at: string | null;
  withdrawn_at: string | null;
  withdrawal_protocol: string | null;
  /** Where it goes, frozen with the amounts; NULL for a pickup (migration 0060). */
  delivery_address: string | null;
}

export interface OrderProductRow {
  order_id: number;
  product_variant_id: number;
  product_id: number;
  name: string;
  sku: string;
  image_url: string;
  quantity: number;
  unit_price: number;
  list_price: number;
}

export interface CheckoutState {
  checkout: CheckoutRow;
  lines: LineRow[];
  metadata: Array<{ key: string; value: string }>;
  coupon: Coupon | undefined;
  /** undefined while the checkout has no customer. */
  customerHasOrders: boolean | undefined;
  orders: OrderRow[];
  orderProducts: OrderProductRow[];
  /** The shop's Pix discount (shop_settings), read with the checkout. */
  pixDiscountPercent: number;
  /** The owner's shipping rates, read with the checkout (the selected delivery is re-priced with them). */
  shippingRates: ShippingRates;
}

interface CouponRow {
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  minimum_subtotal: number;
  first_purchase_only: number;
  active: number;
  starts_at: string | null;
  expires_at: string | null;
  usage_limit: number | null;
  times_used: number;
}

function toCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minimumSubtotal: row.minimum_subtotal,
    firstPurchaseOnly: row.first_purchase_only === 1,
    active: row.active === 1,
    startsAt: row.starts_at,
    expiresAt: row.expires_at,
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
  };
}

/** An order that was sold (core/rules/order-status.ts), as an SQL list: one awaiting payment is not. */
export const SOLD_STATUSES_SQL = `(${SOLD_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * The uses of the coupon `c` (migration 0045): its paid orders, each of which took its discount
 * (an order records the code only then). The one definition of a use, for the shop and the back office.
 */
export const COUPON_USES_SQL = `(SELECT count(*) FROM orders o WHERE o.coupon_code = c.code AND (o.status IN ${SOLD_STATUSES_SQL} OR o.status = 'AWAITING_AGE'))`;

/** A coupon's columns read from `c`; its uses are counted only when it has a limit. */
const COUPON_COLUMNS = `c.code, c.kind, c.value, c.minimum_subtotal, c.first_purchase_only, c.active, c.starts_at, c.expires_at,
  c.usage_limit, CASE WHEN c.usage_limit IS NULL THEN 0 ELSE ${COUPON_USES_SQL} END AS times_used`;

export async function findCoupon(db: D1Database, code: string): Promise<Coupon | undefined> {
  const row = await db.prepare(`SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.code = ?`).bind(code.trim().toUpperCase()).first<CouponRow>();
  return row ? toCoupon(row) : undefined;
}

export async function customerHasOrders(db: D1Database, customerId: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT EXISTS (SELECT 1 FROM orders WHERE customer_id = ? AND status IN ${SOLD_STATUSES_SQL}) AS bought`)
    .bind(customerId)
    .first<{ bought: number }>();
  return row?.bought === 1;
}

/**
 * The reads of a checkout's state, to run as one batch or at the end of a write batch (so a change
 * and the answer it gives are one round trip); `checkoutStateOf` reads their results.
 */
export function checkoutStateStatements(db: D1Database, checkoutId: string): D1PreparedStatement[] {
  return [
    db.prepare('SELECT * FROM checkouts WHERE id = ?').bind(checkoutId),
    db
      .prepare(
        `SELECT cp.product_variant_id, cp.quantity, cp.metadata, w.id AS product_id, w.name, w.sku, w.price, w.list_price,
                w.stock, w.image_url, w.slug
         FROM checkout_products cp JOIN wines w ON w.variant_id = cp.product_variant_id
         WHERE cp.checkout_id = ? ORDER BY cp.added_at, cp.product_variant_id`,
      )
      .bind(checkoutId),
    db.prepare('SELECT key, value FROM checkout_metadata WHERE checkout_id = ? ORDER BY key').bind(checkoutId),
    db.prepare(`SELECT ${COUPON_COLUMNS} FROM coupons c JOIN checkouts k ON k.coupon_code = c.code WHERE k.id = ?`).bind(checkoutId),
    db
      .prepare(
        `SELECT k.customer_id AS customer_id, EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = k.customer_id AND o.status IN ${SOLD_STATUSES_SQL}) AS bought
         FROM checkouts k WHERE k.id = ?`,
      )
      .bind(checkoutId),
    db.prepare('SELECT * FROM orders WHERE checkout_id = ? ORDER BY id').bind(checkoutId),
    db.prepare('SELECT op.* FROM order_products op JOIN orders o ON o.id = op.order_id WHERE o.checkout_id = ? ORDER BY op.order_id, op.name').bind(checkoutId),
    db.prepare(`SELECT ${PIX_DISCOUNT_PERCENT_SQL} AS percent`),
    ...shippingRatesStatements(db),
  ];
}

/** The state from the results of `checkoutStateStatements` (in their order), or undefined without the checkout. */
export function checkoutStateOf(results: readonly D1Result[]): CheckoutState | undefined {
  const [checkouts, lines, metadata, coupons, history, orders, orderProducts, settings, ranges, shippingSettings] = results;
  const checkout = checkouts?.results[0] as CheckoutRow | undefined;
  if (!checkout) return undefined;
  const couponRow = coupons?.results[0] as CouponRow | undefined;
  const historyRow = history?.results[0] as { customer_id: number | null; bought: number } | undefined;
  return {
    checkout,
    lines: (lines?.results ?? []) as LineRow[],
    metadata: (metadata?.results ?? []) as Array<{ key: string; value: string }>,
    coupon: couponRow ? toCoupon(couponRow) : undefined,
    customerHasOrders: historyRow?.customer_id != null ? historyRow.bought === 1 : undefined,
    orders: (orders?.results ?? []) as OrderRow[],
    orderProducts: (orderProducts?.results ?? []) as OrderProductRow[],
    pixDiscountPercent: (settings?.results[0] as { percent: number } | undefined)?.percent ?? 0,
    shippingRates: shippingRatesOf(ranges, shippingSettings),
  };
}

export async function loadCheckoutState(db: D1Database, checkoutId: string): Promise<CheckoutState | undefined> {
  return checkoutStateOf(await db.batch(checkoutStateStatements(db, checkoutId)));
}

export interface WineRow {
  id: number;
  variant_id: number;
  name: string;
  sku: string;
  price: number;
  list_price: number;
  stock: number;
  image_url: string;
}

/** Wines by variant id that can be sold (active in the catalogue). */
export async function findWines(db: D1Database, variantIds: readonly number[]): Promise<Map<number, WineRow>> {
  if (variantIds.length === 0) return new Map();
  const placeholders = variantIds.map(() => '?').join(', ');
  const { results } = await db
    .prepare(`SELECT id, variant_id, name, sku, price, list_price, stock, image_url FROM wines WHERE active = 1 AND variant_id IN (${placeholders})`)
    .bind(...variantIds)
    .all<WineRow>();
  return new Map(results.map((wine) => [wine.variant_id, wine]));
}
