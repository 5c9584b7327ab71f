import { Hono } from 'hono';
import { ADMIN_ORDER_MESSAGES, type AdminOrder, type AdminOrderPage, adminOrdersQuerySchema, orderIdSchema } from '../../../src/contracts/admin/orders.ts';
import { ADMIN_PAGE_SIZE } from '../../../src/contracts/admin/api.ts';
import type { BackendEnv } from '../env.ts';
import { NotFoundError, respondToError } from '../errors.ts';
import { readParam, readQuery } from '../validation/request.ts';

/**
 * The back office's orders (contract `src/contracts/admin/orders.ts`): what the embedded
 * checkout sold, newest first, with the amounts frozen at payment. Read only: the commerce
 * service owns an order's life. The customer's name and e-mail come from the account (none once
 * the account's personal data was erased on request).
 */
// an erased customer (LGPD) has neither name nor e-mail any more
const SUMMARY = `o.id, o.created_at, o.status, o.total, CASE WHEN c.erased_at IS NULL THEN c.email END AS customer_email,
  CASE WHEN c.erased_at IS NULL THEN c.full_name END AS customer_name,
  (SELECT coalesce(sum(quantity), 0) FROM order_products p WHERE p.order_id = o.id) AS items`;

async function listOrders(db: D1Database, page: number): Promise<AdminOrderPage> {
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${SUMMARY} FROM orders o LEFT JOIN customers c ON c.id = o.customer_id ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`)
      .bind(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE),
    db.prepare('SELECT count(*) AS total FROM orders'),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { orders: (rows?.results ?? []) as AdminOrderPage['orders'], total, page, pageSize: ADMIN_PAGE_SIZE };
}

async function findOrder(db: D1Database, id: number): Promise<AdminOrder | null> {
  const [orderRows, lineRows] = await db.batch([
    db
      .prepare(
        `SELECT ${SUMMARY}, o.subtotal, o.coupon_code, o.coupon_discount, o.pix_discount, o.payment_method, o.shipping_name,
           o.shipping_fee, o.shipping_deadline, o.cep
         FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE o.id = ?`,
      )
      .bind(id),
    db.prepare('SELECT product_id, sku, name, quantity, unit_price FROM order_products WHERE order_id = ? ORDER BY name').bind(id),
  ]);
  const order = orderRows?.results[0] as Omit<AdminOrder, 'lines'> | undefined;
  return order ? { ...order, lines: (lineRows?.results ?? []) as AdminOrder['lines'] } : null;
}

export const adminOrderRoutes = new Hono<BackendEnv>()
  .get('/', async (c) => c.json(await listOrders(c.env.DB, readQuery(c, adminOrdersQuerySchema).page)))
  .get('/:id', async (c) => {
    const order = await findOrder(c.env.DB, readParam(c, 'id', orderIdSchema, ADMIN_ORDER_MESSAGES.invalidId));
    if (!order) throw new NotFoundError(ADMIN_ORDER_MESSAGES.notFound);
    return c.json(order);
  })
  .onError(respondToError);
