import { deliveryAddressLine, storedDeliveryAddress } from '../../../src/contracts/delivery-address.ts';
import { toCents } from '../../../src/core/rules/money.ts';
import { readCommerceConfig, type CommerceBindings } from '../commerce/config.ts';
import { isPickupType } from '../commerce/shipping-rates.ts';
import {
  ageHoldMail,
  lowStockMail,
  type MailOrder,
  orderPaidMail,
  orderPlacedMail,
  orderShippedMail,
  ownerOrderMail,
  refundMail,
  withdrawalMail,
} from '../mail/order-mails.ts';
import { AGE_VERIFICATION_PATH } from '../../../src/contracts/age-paths.ts';
import type { SendMail } from '../mail/send-mail.ts';
import { withdrawalLink } from '../withdrawal/withdrawal-link.ts';
import { PIX_LIFETIME_MS } from './payment-attempts.ts';

/**
 * Who is told what when an order moves (docs/payments.md): the buyer and the owner (the shop's
 * contact e-mail in "Dados da empresa"). The mails go through `send`, which queues them
 * (mail/send-mail.ts); a buyer whose personal data was erased (LGPD) gets none.
 */
interface NoticeBindings extends CommerceBindings {
  API_ACCESS_TOKEN?: string;
}

async function mailOrderOf(db: D1Database, orderId: number): Promise<MailOrder | null> {
  const row = await db
    .prepare(
      `SELECT o.id, o.total, o.shipping_type, o.delivery_address, c.full_name, c.email FROM orders o JOIN customers c ON c.id = o.customer_id
       WHERE o.id = ? AND c.erased_at IS NULL`,
    )
    .bind(orderId)
    .first<{ id: number; total: number; shipping_type: string | null; delivery_address: string | null; full_name: string; email: string }>();
  if (!row) return null;
  const address = storedDeliveryAddress(row.delivery_address);
  return {
    id: row.id,
    totalCents: toCents(row.total),
    customerName: row.full_name,
    customerEmail: row.email,
    delivery: isPickupType(row.shipping_type) ? { pickup: true } : { pickup: false, address: address ? deliveryAddressLine(address) : null },
  };
}

async function ownerEmail(db: D1Database): Promise<string | null> {
  const row = await db.prepare('SELECT email FROM company_facts WHERE id = 1').first<{ email: string | null }>();
  return row?.email?.trim() || null;
}

const adminOrderLink = (env: NoticeBindings, orderId: number) => `${readCommerceConfig(env).shopOrigin}/admin/pedidos/${orderId}`;

/**
 * An order placed awaiting its payment: the buyer is told once per order, by whichever attempt the
 * provider accepted first (claimed in D1, so a renewed Pix, another method or two tabs at once send
 * nothing more), with the order's page, where it is paid.
 */
export async function noticePlaced(env: NoticeBindings, orderId: number, kind: 'pix' | 'hosted', send: SendMail, now: Date): Promise<void> {
  const claimed = await env.DB.prepare('UPDATE orders SET placed_mail_at = ? WHERE id = ? AND placed_mail_at IS NULL RETURNING checkout_id')
    .bind(now.toISOString(), orderId)
    .first<{ checkout_id: string }>();
  if (!claimed) return;
  const order = await mailOrderOf(env.DB, orderId);
  const { shopOrigin, checkoutPath } = readCommerceConfig(env);
  const payment = kind === 'pix' ? { kind, minutes: PIX_LIFETIME_MS / 60_000 } : { kind };
  if (order) send(orderPlacedMail(order, payment, `${shopOrigin}${checkoutPath}/${claimed.checkout_id}`));
}

/** A paid order: the buyer's confirmation, the wines it brought down to the low-stock threshold, and the owner's notice (last). */
export async function noticePaid(env: NoticeBindings, orderId: number, send: SendMail): Promise<void> {
  const [order, owner, lowStock] = await Promise.all([
    mailOrderOf(env.DB, orderId),
    ownerEmail(env.DB),
    // the wines this order took to the threshold or below (not those already there before it); 0 turns the notice off
    env.DB.prepare(
      `SELECT w.name, w.stock, s.low_stock_threshold AS threshold FROM order_products p JOIN wines w ON w.variant_id = p.product_variant_id
       JOIN shop_settings s ON s.id = 1
       WHERE p.order_id = ? AND s.low_stock_threshold > 0 AND w.stock <= s.low_stock_threshold AND w.stock + p.quantity > s.low_stock_threshold ORDER BY w.name`,
    )
      .bind(orderId)
      .all<{ name: string; stock: number; threshold: number }>(),
  ]);
  const { shopOrigin, accountPath } = readCommerceConfig(env);
  if (order) send(orderPaidMail(order, { orders: `${shopOrigin}${accountPath}`, withdrawal: await withdrawalLink(env, orderId) }));
  if (!owner) return;
  const threshold = lowStock.results[0]?.threshold;
  if (threshold !== undefined) send(lowStockMail(owner, lowStock.results, threshold, `${shopOrigin}/admin/vinhos`));
  if (order) send(ownerOrderMail(owner, order, 'paid', adminOrderLink(env, orderId)));
}

export async function noticeHeldForAge(env: NoticeBindings, orderId: number, send: SendMail): Promise<void> {
  const order = await mailOrderOf(env.DB, orderId);
  if (order) send(ageHoldMail(order, `${readCommerceConfig(env).shopOrigin}${AGE_VERIFICATION_PATH}`));
}

export async function noticeShipped(env: NoticeBindings, orderId: number, trackingCode: string, send: SendMail): Promise<void> {
  const order = await mailOrderOf(env.DB, orderId);
  if (order) send(orderShippedMail(order, trackingCode, { withdrawal: await withdrawalLink(env, orderId) }));
}

export async function noticeRefund(env: NoticeBindings, orderId: number, refundCents: number, send: SendMail): Promise<void> {
  const order = await mailOrderOf(env.DB, orderId);
  if (order && refundCents > 0) send(refundMail(order, refundCents));
}

export async function noticeWithdrawal(env: NoticeBindings, order: MailOrder, protocol: string, refundCents: number, send: SendMail): Promise<void> {
  send(withdrawalMail(order, protocol, refundCents));
  const owner = await ownerEmail(env.DB);
  if (owner) send(ownerOrderMail(owner, order, 'withdrawn', adminOrderLink(env, order.id), { protocol, refunded: refundCents > 0 }));
}
