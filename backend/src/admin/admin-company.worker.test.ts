import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES as M, type CompanyFacts, companyFactsSchema, companyResponseSchema } from '../../../src/contracts/company.ts';
import { ACTOR, adminGet, adminSend, auditRows } from '../../test/admin.ts';
import { get, storefrontHeaders } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

/** "Dados da empresa" through the admin API, and the shop's `GET /api/company` that the pages read. */
const facts = async () => companyFactsSchema.parse(await (await adminGet('/company')).json());
const shopFacts = async () => companyResponseSchema.parse(await (await get('/api/company')).json()).company;
let original: CompanyFacts;

beforeAll(async () => {
  original = await facts();
});
beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
});
afterAll(async () => {
  await adminSend('/company', original, { method: 'PATCH' });
});

describe('/admin-api/company', () => {
  it('serves the facts the pages show, and a change with its audit row (before and after)', async () => {
    expect(original).toMatchObject({ cnpj: '12.345.678/0001-95', whatsapp: '5511940001234' });
    expect(await shopFacts()).toEqual(original);
    const saved = await adminSend('/company', { cnpj: '11.222.333/0001-81', whatsapp: '5541998765432' }, { method: 'PATCH' });
    expect(saved.status).toBe(200);
    expect(await shopFacts()).toEqual({ ...original, cnpj: '11.222.333/0001-81', whatsapp: '5541998765432' });
    const [audit, ...others] = await auditRows();
    expect(others).toEqual([]);
    expect(audit).toMatchObject({ actor: ACTOR, action: 'update', entity: 'company', entity_id: '1' });
    expect(JSON.parse(audit?.before_json ?? '')).toEqual({ cnpj: '12.345.678/0001-95', whatsapp: '5511940001234' });
    expect(JSON.parse(audit?.after_json ?? '')).toEqual({ cnpj: '11.222.333/0001-81', whatsapp: '5541998765432' });
  });

  it.each([
    ['a CNPJ with wrong check digits', { cnpj: '11.222.333/0001-82' }, 'cnpj', M.cnpj],
    ['a CNPJ of one repeated digit', { cnpj: '11.111.111/1111-11' }, 'cnpj', M.cnpj],
    ['a WhatsApp number without its area code', { whatsapp: '940001234' }, 'whatsapp', M.whatsapp],
    // spec §2: the footer always has the WhatsApp button and a social link
    ['a blank WhatsApp number', { whatsapp: '' }, 'whatsapp', M.whatsapp],
    ['a blank Instagram profile', { instagram: '' }, 'instagram', M.instagram],
    ['an e-mail without a domain', { email: 'contato@' }, 'email', M.email],
    ['an Instagram address of another site', { instagram: 'https://evil.example/adega' }, 'instagram', M.instagram],
    ['an empty legal name', { legal_name: '  ' }, 'legal_name', M.legal_name],
    ['a field the facts do not have', { logo: 'x' }, 'logo', M.unknownField],
  ])('refuses %s beside its field, changing nothing', async (_, edit, field, message) => {
    const before = await facts();
    const refused = await adminSend('/company', { ...edit, address: 'Rua Nova, 1 – Centro, Curitiba – PR' }, { method: 'PATCH' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { [field]: message } });
    expect(await facts()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it('opens to the admin key only', async () => {
    expect((await adminGet('/company', {})).status).toBe(401);
    expect((await adminGet('/company', storefrontHeaders())).status).toBe(401);
  });
});
