import { hasPassed } from '../ui/dates.ts';
import { type Context, Hono } from 'hono';
import { ADMIN_MESSAGES, fieldErrors } from '../../../src/contracts/admin/api.ts';
import { ADMIN_COUPON_MESSAGES, couponCreateSchema } from '../../../src/contracts/admin/coupons.ts';
import type { AppEnv } from '../../env.ts';
import { adminRead, adminWrite } from '../admin-api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { readAdminForm } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { couponPayload, type CouponFormValues, EMPTY_COUPON, readCouponForm } from './coupon-form.ts';
import { CouponListPage, NewCouponPage } from './CouponPages.tsx';

/** What the last action did, shown on the list it redirects to (`?salvo=`). */
const OUTCOMES: Record<string, string> = {
  novo: 'Cupom criado. Ele já vale na loja.',
  desativado: 'Cupom desativado: a loja não o aceita mais.',
  reativado: 'Cupom reativado.',
};

function newCouponPage(c: Context<AppEnv>, values: CouponFormValues, refusal?: { message: string; errors: Record<string, string> }) {
  return adminPage(c, <NewCouponPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} values={values} {...refusal} />, refusal ? 400 : 200);
}

const listCoupons = async (c: Context<AppEnv>) => {
  const list = await adminRead(c, ADMIN_API.coupons);
  return adminPage(
    c,
    <CouponListPage
      storeName={c.env.STORE_NAME}
      owner={c.get('owner') ?? ''}
      coupons={list?.coupons ?? []}
      saved={OUTCOMES[c.req.query('salvo') ?? '']}
      now={new Date()}
    />,
  );
};

const showNewCouponForm = (c: Context<AppEnv>) => newCouponPage(c, EMPTY_COUPON);

const createCoupon = async (c: Context<AppEnv>) => {
  const values = readCouponForm(await readAdminForm(c));
  const coupon = couponCreateSchema.safeParse(couponPayload(values));
  if (!coupon.success) return newCouponPage(c, values, { message: ADMIN_MESSAGES.invalidFields, errors: fieldErrors(coupon.error.issues).fields });
  // a coupon already expired could never be used, and the list would say it "já vale na loja"
  if (hasPassed(coupon.data.expires_at)) {
    return newCouponPage(c, values, { message: ADMIN_MESSAGES.invalidFields, errors: { expires_at: ADMIN_COUPON_MESSAGES.expiresAtPast } });
  }
  const saved = await adminWrite(c, ADMIN_API.createCoupon, { body: { json: coupon.data } });
  if (!saved.ok) return newCouponPage(c, values, { message: saved.message, errors: saved.fields });
  return c.redirect(`${ADMIN_PATHS.coupons}?salvo=novo`, 303);
};

const switchCoupon = async (c: Context<AppEnv, '/:code/ativo'>) => {
  const active = (await readAdminForm(c)).get('active') === 'sim';
  const saved = await adminWrite(c, ADMIN_API.editCoupon, { params: { code: c.req.param('code') }, body: { json: { active } } });
  if (!saved.ok) return notFoundPage(c);
  return c.redirect(`${ADMIN_PATHS.coupons}?salvo=${active ? 'reativado' : 'desativado'}`, 303);
};

/**
 * "Cupons": the list, "Novo cupom" and deactivation. Coupons are never in the edge cache (the
 * commerce service reads them when a shopper applies a code), so a change holds on the next try.
 */
export const couponRoutes = new Hono<AppEnv>()
  .get('/', listCoupons)
  .get('/novo', showNewCouponForm)
  .post('/novo', createCoupon)
  .post('/:code/ativo', switchCoupon);
