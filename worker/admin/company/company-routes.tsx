import { type Context, Hono } from 'hono';
import { ADMIN_MESSAGES, fieldErrors } from '../../../src/contracts/admin/api.ts';
import { companyEditSchema } from '../../../src/contracts/company.ts';
import type { AppEnv } from '../../env.ts';
import { adminRead, adminWrite, readHistory } from '../admin-api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { readAdminForm } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { type CompanyFormValues, companyFormValues, companyPayload, readCompanyForm } from './company-form.ts';
import { CompanyPage } from './CompanyPage.tsx';

async function page(c: Context<AppEnv>, state: { values: CompanyFormValues; saved?: string | undefined; message?: string; errors?: Record<string, string> }) {
  const history = await readHistory(c, 'company');
  return adminPage(c, <CompanyPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} history={history} {...state} />, state.message ? 400 : 200);
}

const showCompany = async (c: Context<AppEnv>) => {
  const company = await adminRead(c, ADMIN_API.company);
  if (!company) return notFoundPage(c);
  return page(c, { values: companyFormValues(company), saved: c.req.query('salvo') === '1' ? 'Alterações salvas' : undefined });
};

const saveCompany = async (c: Context<AppEnv>) => {
  const values = readCompanyForm(await readAdminForm(c));
  const edit = companyEditSchema.safeParse(companyPayload(values));
  if (!edit.success) return page(c, { values, message: ADMIN_MESSAGES.invalidFields, errors: fieldErrors(edit.error.issues).fields });
  const saved = await adminWrite(c, ADMIN_API.editCompany, { body: { json: edit.data } });
  if (!saved.ok) return page(c, { values, message: saved.message, errors: saved.fields });
  return c.redirect(`${ADMIN_PATHS.company}?salvo=1`, 303);
};

/**
 * "Configurações › Dados da empresa". Every page shows these facts (the footer), so a save purges
 * the settings scope, and with it every stored page.
 */
export const companyRoutes = new Hono<AppEnv>().get('/', showCompany).post('/', saveCompany);
