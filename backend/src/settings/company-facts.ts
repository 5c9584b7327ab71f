import { COMPANY_FIELDS, type CompanyFacts } from '../../../src/contracts/company.ts';

/** The business's facts (migration 0048, row 1), as the pages and the back office read them. */
export async function readCompanyFacts(db: D1Database): Promise<CompanyFacts> {
  const row = await db.prepare(`SELECT ${COMPANY_FIELDS.join(', ')} FROM company_facts WHERE id = 1`).first<CompanyFacts>();
  if (!row) throw new Error('the company_facts row is missing: run the migrations');
  return row;
}
