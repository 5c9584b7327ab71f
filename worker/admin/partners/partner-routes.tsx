import { type Context, Hono } from 'hono';
import { ADMIN_MESSAGES, fieldErrors } from '../../../src/contracts/admin/api.ts';
import { type AdminPartner, PARTNER_MESSAGES, partnerCreateSchema, partnerEditSchema } from '../../../src/contracts/admin/partners.ts';
import { matchFixedRoute } from '../../../src/core/routes.ts';
import type { AppEnv } from '../../env.ts';
import { describeError } from '../../log.ts';
import { refreshPartnerNames } from '../../partners/partner-list.ts';
import { isOwnAddress } from '../../partners/own-addresses.ts';
import { embeddedCheckoutPaths } from '../../config.ts';
import { adminRead, adminWrite, readHistory } from '../admin-api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { readAdminForm } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { EMPTY_PARTNER, type PartnerFormValues, partnerFormValues, partnerPayload, readPartnerForm } from './partner-form.ts';
import { PartnerFormPage, PartnerListPage } from './PartnerPages.tsx';
import { savedNotice } from '../single-form-routes.ts';
import { mergeEdit } from '../ui/edit-baseline.ts';

/**
 * A partner write changes the partner pages and the /{name} shortcuts (spec §2 dynamic redirects):
 * the `partners` edge-cache scope is purged (the write's ADMIN_API row) and the redirect list in KV
 * rewritten at once, so a new partner's shortcut works without waiting for the cron trigger or a deploy.
 */
async function publishPartners(c: Context<AppEnv>): Promise<void> {
  try {
    await refreshPartnerNames(c.env.PARTNERS_KV, c.get('backend'), c.get('log'));
  } catch (error) {
    // the cron trigger writes the list within 10 minutes anyway; the owner's save stands
    c.get('log').warn('partners_refresh_failed', { error: describeError(error) });
  }
}

async function formPage(
  c: Context<AppEnv>,
  state: { partner?: AdminPartner; values: PartnerFormValues; saved?: string | undefined; message?: string; errors?: Record<string, string> },
  status: 200 | 400 = 200,
): Promise<Response> {
  const history = state.partner ? await readHistory(c, 'partner', state.partner.name) : [];
  const baseline = state.partner && partnerFormValues(state.partner);
  return adminPage(c, <PartnerFormPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} history={history} {...state} baseline={baseline} />, status);
}

const readPartner = (c: Context<AppEnv>) => adminRead(c, ADMIN_API.partner, { params: { name: c.req.param('name') ?? '' } });

const listPartners = async (c: Context<AppEnv>) => {
  const list = await adminRead(c, ADMIN_API.partners);
  return adminPage(c, <PartnerListPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} partners={list?.partners ?? []} />);
};

const showNewPartnerForm = (c: Context<AppEnv>) => formPage(c, { values: EMPTY_PARTNER });

const createPartner = async (c: Context<AppEnv>) => {
  const values = readPartnerForm(await readAdminForm(c));
  const partner = partnerCreateSchema.safeParse({ name: values.name, ...partnerPayload(values) });
  const refuse = (message: string, errors: Record<string, string>) => formPage(c, { values, message, errors }, 400);
  if (!partner.success) return refuse(ADMIN_MESSAGES.invalidFields, fieldErrors(partner.error.issues).fields);
  // the page's shortcut /{name} must not hide one of the shop's own pages or addresses (spec §2 routing order)
  const path = `/${partner.data.name}`;
  const served = matchFixedRoute(path) !== undefined || isOwnAddress(partner.data.name) || embeddedCheckoutPaths(c.env).includes(path.toLowerCase());
  if (served) return refuse(ADMIN_MESSAGES.invalidFields, { name: PARTNER_MESSAGES.nameReserved });
  const saved = await adminWrite(c, ADMIN_API.createPartner, { body: { json: partner.data } });
  if (!saved.ok) return refuse(saved.message, saved.fields);
  await publishPartners(c);
  return c.redirect(`${ADMIN_PATHS.partner(saved.data.name)}?salvo=1`, 303);
};

const showPartner = async (c: Context<AppEnv, '/:name'>) => {
  const partner = await readPartner(c);
  if (!partner) return notFoundPage(c);
  return formPage(c, { partner, values: partnerFormValues(partner), saved: savedNotice(c) });
};

const savePartner = async (c: Context<AppEnv, '/:name'>) => {
  const form = await readAdminForm(c);
  const partner = await readPartner(c);
  if (!partner) return notFoundPage(c);
  // what this page changed, over what is stored now: a save never undoes another tab's
  const merged = mergeEdit(form, { ...readPartnerForm(form), name: partner.name }, partnerFormValues(partner));
  const { values } = merged;
  if (!merged.ok) return formPage(c, { partner, values, message: merged.message, errors: merged.errors }, 400);
  const edit = partnerEditSchema.safeParse(partnerPayload(values));
  if (!edit.success) return formPage(c, { partner, values, message: ADMIN_MESSAGES.invalidFields, errors: fieldErrors(edit.error.issues).fields }, 400);
  const saved = await adminWrite(c, ADMIN_API.editPartner, { params: { name: partner.name }, body: { json: edit.data } });
  if (!saved.ok) return formPage(c, { partner, values, message: saved.message, errors: saved.fields }, 400);
  await publishPartners(c);
  return c.redirect(`${ADMIN_PATHS.partner(partner.name)}?salvo=1`, 303);
};

/** "Parceiros": the list, "Novo parceiro", and each partner's page. */
export const partnerRoutes = new Hono<AppEnv>()
  .get('/', listPartners)
  .get('/novo', showNewPartnerForm)
  .post('/novo', createPartner)
  .get('/:name', showPartner)
  .post('/:name', savePartner);
