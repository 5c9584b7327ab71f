import { type Context, Hono } from 'hono';
import { customerIdSchema } from '../../../src/contracts/admin/customers.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import type { AppEnv } from '../../env.ts';
import { adminDownload, adminRead, adminWrite } from '../admin-api.ts';
import { readAdminForm } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { CustomerErasurePage, CustomerPage, CustomerSearchPage } from './CustomerPages.tsx';

const owner = (c: Context<AppEnv>) => ({ storeName: c.env.STORE_NAME, owner: c.get('owner') ?? '' });

const QUERY_HINT = 'Informe um e-mail (ou parte dele, ao menos 3 letras) ou um CPF com 11 dígitos.';

async function readCustomer(c: Context<AppEnv>) {
  const id = customerIdSchema.safeParse(c.req.param('id'));
  return id.success ? adminRead(c, ADMIN_API.customer, { params: { id: id.data } }) : null;
}

const findCustomers = async (c: Context<AppEnv>) => {
  const query = (c.req.query('q') ?? '').trim().slice(0, 120);
  const notice = c.req.query('excluido') === '1' ? 'Dados pessoais excluídos. Os pedidos ficaram, sem nome nem e-mail.' : undefined;
  if (query.length === 0) return adminPage(c, <CustomerSearchPage {...owner(c)} query="" found={null} notice={notice} />);
  if (query.length < 3) return adminPage(c, <CustomerSearchPage {...owner(c)} query={query} found={null} refusal={QUERY_HINT} />, 400);
  const list = await adminRead(c, ADMIN_API.findCustomers, { query: { q: query } });
  return adminPage(c, <CustomerSearchPage {...owner(c)} query={query} found={list?.customers ?? []} />);
};

const showCustomer = async (c: Context<AppEnv, '/:id'>) => {
  const customer = await readCustomer(c);
  if (!customer) return notFoundPage(c);
  return adminPage(c, <CustomerPage {...owner(c)} customer={customer} />);
};

const exportCustomerData = async (c: Context<AppEnv, '/:id/exportar.json'>) => {
  const customer = await readCustomer(c);
  if (!customer) return notFoundPage(c);
  return adminDownload(c, ADMIN_API.exportCustomer, { params: { id: customer.id } });
};

const confirmCustomerErasure = async (c: Context<AppEnv, '/:id/excluir'>) => {
  const customer = await readCustomer(c);
  if (!customer) return notFoundPage(c);
  return adminPage(c, <CustomerErasurePage {...owner(c)} customer={customer} />);
};

const eraseCustomer = async (c: Context<AppEnv, '/:id/excluir'>) => {
  await readAdminForm(c);
  const customer = await readCustomer(c);
  if (!customer) return notFoundPage(c);
  const erased = await adminWrite(c, ADMIN_API.eraseCustomer, { params: { id: customer.id } });
  if (!erased.ok) return notFoundPage(c);
  return c.redirect(`${ADMIN_PATHS.customers}?excluido=1`, 303);
};

/** "Clientes": search, a customer's page, the LGPD export and the erasure behind its confirmation. */
export const customerRoutes = new Hono<AppEnv>()
  .get('/', findCustomers)
  .get('/:id', showCustomer)
  .get('/:id/exportar.json', exportCustomerData)
  .get('/:id/excluir', confirmCustomerErasure)
  .post('/:id/excluir', eraseCustomer);
