import type { Context } from 'hono';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import type { AppEnv } from '../../env.ts';
import { readHistory } from '../admin-api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { adminPage } from '../render.tsx';
import { type FormState, singleFormRoutes } from '../single-form-routes.ts';
import { checkShippingForm, readShippingForm, type ShippingFormValues, shippingFormValues } from './shipping-form.ts';
import { ShippingPage } from './ShippingPage.tsx';

async function shippingPage(c: Context<AppEnv>, state: FormState<ShippingFormValues>) {
  const history = await readHistory(c, 'shipping');
  return adminPage(c, <ShippingPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} history={history} {...state} />, state.message ? 400 : 200);
}

/**
 * "Frete". Quotes and checkouts read the rates when they are made, so a save counts from the next
 * quote; the shop's settings (the cart's free-shipping bar reads the minimum and the ranges) are
 * purged at once.
 */
export const shippingRoutes = singleFormRoutes({
  read: ADMIN_API.shipping,
  write: ADMIN_API.saveShipping,
  path: ADMIN_PATHS.shipping,
  valuesOf: shippingFormValues,
  readForm: readShippingForm,
  check: (values) => {
    const checked = checkShippingForm(values);
    return checked.ok ? { ok: true, payload: checked.rates } : checked;
  },
  page: shippingPage,
});
