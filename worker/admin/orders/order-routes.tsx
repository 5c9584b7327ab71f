import { type Context, Hono } from 'hono';
import { z } from 'zod/mini';
import { orderIdSchema } from '../../../src/contracts/admin/orders.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import type { AppEnv } from '../../env.ts';
import { adminRead } from '../admin-api.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { OrderListPage, OrderPage } from './OrderPages.tsx';

const pageSchema = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1);

const listOrders = async (c: Context<AppEnv>) => {
  const page = pageSchema.parse(c.req.query('pagina'));
  const list = (await adminRead(c, ADMIN_API.orders, { query: { page } })) ?? { orders: [], total: 0, page, pageSize: 50 };
  return adminPage(c, <OrderListPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} list={list} />);
};

const showOrder = async (c: Context<AppEnv, '/:id'>) => {
  const id = orderIdSchema.safeParse(c.req.param('id'));
  const order = id.success ? await adminRead(c, ADMIN_API.order, { params: { id: id.data } }) : null;
  if (!order) return notFoundPage(c);
  return adminPage(c, <OrderPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} order={order} />);
};

/** "Pedidos": the list and each order (read only: the commerce service owns an order's life). */
export const orderRoutes = new Hono<AppEnv>().get('/', listOrders).get('/:id', showOrder);
