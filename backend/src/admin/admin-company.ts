import { Hono } from 'hono';
import { ADMIN_MESSAGES } from '../../../src/contracts/admin/api.ts';
import { COMPANY_FIELDS, type CompanyEdit, type CompanyFacts, companyEditSchema } from '../../../src/contracts/company.ts';
import type { BackendEnv } from '../env.ts';
import { respondToError } from '../errors.ts';
import { readCompanyFacts } from '../settings/company-facts.ts';
import { readJsonFields } from '../validation/request.ts';
import { type AdminTable, changedFields, editStatements } from './admin-record.ts';
import { actorOf } from './admin-actor.ts';

/**
 * "Configurações › Dados da empresa" (contract `src/contracts/company.ts`): the one row of
 * `company_facts`. The changed fields and their audit row are one D1 batch.
 */
const COMPANY: AdminTable<keyof CompanyFacts> = { table: 'company_facts', key: 'id', entity: 'company', json: {} };

async function editCompany(db: D1Database, edit: CompanyEdit, actor: string, now: Date): Promise<CompanyFacts> {
  const current = await readCompanyFacts(db);
  const changed = changedFields(COMPANY_FIELDS, edit, current);
  if (changed.length === 0) return current;
  await db.batch(editStatements(db, COMPANY, 1, edit, changed, { actor, now }));
  return readCompanyFacts(db);
}

export const adminCompanyRoutes = new Hono<BackendEnv>()
  .get('/', async (c) => c.json(await readCompanyFacts(c.env.DB)))
  .patch('/', async (c) => {
    const actor = actorOf(c);
    const edit = await readJsonFields(c, companyEditSchema, ADMIN_MESSAGES.invalidFields);
    return c.json(await editCompany(c.env.DB, edit, actor, new Date()));
  })
  .onError(respondToError);
