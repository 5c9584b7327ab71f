import type { Context } from 'hono';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { companyEditSchema } from '../../../src/contracts/company.ts';
import type { AppEnv } from '../../env.ts';
import { readHistory } from '../admin-api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { adminPage } from '../render.tsx';
import { type FormState, schemaCheck, singleFormRoutes } from '../single-form-routes.ts';
import { type CompanyFormValues, companyFormValues, companyPayload, readCompanyForm } from './company-form.ts';
import { CompanyPage } from './CompanyPage.tsx';

async function companyPage(c: Context<AppEnv>, state: FormState<CompanyFormValues>) {
  const history = await readHistory(c, 'company');
  return adminPage(c, <CompanyPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} history={history} {...state} />, state.message ? 400 : 200);
}

/**
 * "Configurações › Dados da empresa". Every page shows these facts (the footer), so a save purges
 * the settings scope, and with it every stored page.
 */
export const companyRoutes = singleFormRoutes({
  read: ADMIN_API.company,
  write: ADMIN_API.editCompany,
  path: ADMIN_PATHS.company,
  valuesOf: companyFormValues,
  readForm: readCompanyForm,
  check: schemaCheck(companyEditSchema, companyPayload),
  page: companyPage,
});
