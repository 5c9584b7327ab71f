import { Hono } from 'hono';
import type { CompanyFacts } from '../../../src/contracts/company.ts';
import type { BackendEnv } from '../env.ts';
import { readCompanyFacts } from '../settings/company-facts.ts';

/** GET /api/company: the facts the footer, the contact page and the policies show (src/contracts/company.ts). */
export const companyRoutes = new Hono<BackendEnv>().get('/company', async (c) => {
  return c.json({ company: (await readCompanyFacts(c.env.DB)) satisfies CompanyFacts });
});
