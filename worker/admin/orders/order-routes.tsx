import { type Context, Hono } from 'hono';
import { z } from 'zod/mini';
import { ADMIN_ORDER_MESSAGES, type AdminOrder, orderIdSchema, orderRefundSchema } from '../../../src/contracts/admin/orders.ts';
import { ADMIN_MESSAGES } from '../../../src/contracts/admin/api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import type { AppEnv } from '../../env.ts';
import { adminRead, adminWrite, readHistory } from '../admin-api.ts';
import { readAdminForm } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { ORDER_OUTCOMES, OrderListPage, OrderPage } from './OrderPages.tsx';

const pageSchema = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1);

const listOrders = async (c: Context<AppEnv>) => {
  const page = pageSchema.parse(c.req.query('pagina'));
  const list = (await adminRead(c, ADMIN_API.orders, { query: { page } })) ?? { orders: [], total: 0, page, pageSize: 50 };
  return adminPage(c, <OrderListPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} list={list} />);
};

async function readOrder(c: Context<AppEnv>): Promise<AdminOrder | null> {
  const id = orderIdSchema.safeParse(c.req.param('id'));
  return id.success ? adminRead(c, ADMIN_API.order, { params: { id: id.data } }) : null;
}

async function orderPage(c: Context<AppEnv>, order: AdminOrder, outcome: { saved?: string; message?: string; errors?: Record<string, string> } = {}) {
  const history = await readHistory(c, 'order', order.id);
  const refused = Object.keys(outcome.errors ?? {}).length > 0 ? 400 : 409;
  const status = outcome.message ? refused : 200;
  return adminPage(c, <OrderPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} order={order} history={history} {...outcome} />, status);
}

const showOrder = async (c: Context<AppEnv>) => {
  const order = await readOrder(c);
  if (!order) return notFoundPage(c);
  return orderPage(c, order, { saved: ORDER_OUTCOMES[c.req.query('feito') ?? ''] });
};

const changeOrderStatus = async (c: Context<AppEnv>) => {
  const form = await readAdminForm(c);
  const order = await readOrder(c);
  if (!order) return notFoundPage(c);
  const trackingCode = form.get('tracking_code')?.trim();
  const body = { status: form.get('status') ?? '', ...(trackingCode ? { tracking_code: trackingCode } : {}) };
  const saved = await adminWrite(c, ADMIN_API.changeOrderStatus, { params: { id: order.id }, body: { json: body } });
  if (!saved.ok) return orderPage(c, order, { message: saved.message, errors: saved.fields });
  return c.redirect(`${ADMIN_PATHS.order(order.id)}?feito=situacao`, 303);
};

/** The refund form: a quantity per wine (`estornar-{variant}`), all blank for the whole order. */
function refundLines(form: URLSearchParams): Array<{ product_variant_id: number; quantity: number }> {
  return [...form.entries()].flatMap(([name, value]) => {
    const variant = /^estornar-(\d+)$/.exec(name)?.[1];
    return variant && value.trim() ? [{ product_variant_id: Number(variant), quantity: Number(value.trim()) }] : [];
  });
}

const refundOrder = async (c: Context<AppEnv>) => {
  const form = await readAdminForm(c);
  const order = await readOrder(c);
  if (!order) return notFoundPage(c);
  const lines = refundLines(form);
  // judged by the contract first, so a quantity like "1,5" or "-1" is told beside its field and costs no call
  const refund = orderRefundSchema.safeParse(lines.length > 0 ? { lines } : {});
  if (!refund.success) return orderPage(c, order, { message: ADMIN_MESSAGES.invalidFields, errors: { lines: ADMIN_ORDER_MESSAGES.refundLines } });
  const saved = await adminWrite(c, ADMIN_API.refundOrder, { params: { id: order.id }, body: { json: refund.data } });
  if (!saved.ok) return orderPage(c, order, { message: saved.message, errors: saved.fields });
  return c.redirect(`${ADMIN_PATHS.order(order.id)}?feito=estorno`, 303);
};

/** "Pedidos": the list, each order, and the owner's moves on it (situation, tracking code, refunds). */
export const orderRoutes = new Hono<AppEnv>()
  .get('/', listOrders)
  .get('/:id', showOrder)
  .post('/:id/situacao', changeOrderStatus)
  .post('/:id/estorno', refundOrder);
