import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { adminRead, adminWrite, readHistory } from '../admin-api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { readAdminForm } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { checkShippingForm, readShippingForm, type ShippingFormValues, shippingFormValues } from './shipping-form.ts';
import { ShippingPage } from './ShippingPage.tsx';

async function page(c: Context<AppEnv>, state: { values: ShippingFormValues; saved?: string | undefined; message?: string; errors?: Record<string, string> }) {
  const history = await readHistory(c, 'shipping');
  return adminPage(c, <ShippingPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} history={history} {...state} />, state.message ? 400 : 200);
}

const showShipping = async (c: Context<AppEnv>) => {
  const rates = await adminRead(c, ADMIN_API.shipping);
  if (!rates) return notFoundPage(c);
  return page(c, { values: shippingFormValues(rates), saved: c.req.query('salvo') === '1' ? 'Alterações salvas' : undefined });
};

const saveShipping = async (c: Context<AppEnv>) => {
  const values = readShippingForm(await readAdminForm(c));
  const checked = checkShippingForm(values);
  if (!checked.ok) return page(c, { values, message: checked.message, errors: checked.errors });
  const saved = await adminWrite(c, ADMIN_API.saveShipping, { body: { json: checked.rates } });
  if (!saved.ok) return page(c, { values, message: saved.message, errors: saved.fields });
  return c.redirect(`${ADMIN_PATHS.shipping}?salvo=1`, 303);
};

/**
 * "Frete". Quotes and checkouts read the rates when they are made, so a save counts from the next
 * quote; the shop's settings (the cart's free-shipping bar reads the minimum and the ranges) are
 * purged at once.
 */
export const shippingRoutes = new Hono<AppEnv>().get('/', showShipping).post('/', saveShipping);
