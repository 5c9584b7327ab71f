import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, adminFieldErrorSchema } from '../../../src/contracts/admin/api.ts';
import { adminPartnerSchema, PARTNER_MESSAGES } from '../../../src/contracts/admin/partners.ts';
import { partnerResponseSchema, partnersResponseSchema } from '../../../src/contracts/partners.ts';
import { ACTOR, adminGet, adminSend, auditRows } from '../../test/admin.ts';
import { get } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * The back office's partners through the admin API: a new partner page with its wines by SKU, seen
 * by the shop's own partner calls at once; refusals beside their fields; edits audited.
 */
let sequence = 0;
const newName = () => `parceiro-${Date.now().toString(36)}-${(sequence += 1)}`;

async function twoSkus(): Promise<[string, string]> {
  const { results } = await testEnv.DB.prepare('SELECT sku FROM wines WHERE active = 1 ORDER BY id LIMIT 2 OFFSET 10').all<{ sku: string }>();
  return [results[0]?.sku ?? '', results[1]?.sku ?? ''];
}

async function created(name = newName()) {
  const skus = await twoSkus();
  const response = await adminSend(
    '/partners',
    { name, brand: 'Casa da Ana', description: 'Os vinhos da Ana.', banner_url: '', active: true, wine_skus: [skus[1], skus[0]] },
    { method: 'POST' },
  );
  expect(response.status).toBe(201);
  return { partner: adminPartnerSchema.parse(await response.json()), skus };
}

describe('partners in the back office', () => {
  it('creates a partner page with its wines in the given order, which the shop serves at once', async () => {
    const { partner, skus } = await created();
    expect(partner.wines.map((wine) => wine.sku)).toEqual([skus[1], skus[0]]);
    const list = partnersResponseSchema.parse(await (await get('/api/partners')).json());
    expect(list.partners.map((item) => item.name)).toContain(partner.name);
    expect(partnerResponseSchema.parse(await (await get(`/api/partners/${partner.name}`)).json()).partner.brand).toBe('Casa da Ana');
    expect((await auditRows()).at(-1)).toMatchObject({ actor: ACTOR, action: 'create', entity: 'partner', entity_id: partner.name });
  });

  it('refuses a taken name, an unknown SKU and a banner that is not an image address, beside each field', async () => {
    const { partner, skus } = await created();
    const refusal = async (body: Record<string, unknown>) => {
      const response = await adminSend(
        '/partners',
        { name: newName(), brand: 'Marca', description: '', banner_url: '', active: true, wine_skus: [skus[0]], ...body },
        { method: 'POST' },
      );
      expect(response.status).toBe(400);
      return adminFieldErrorSchema.parse(await response.json()).fields;
    };
    expect(await refusal({ name: partner.name })).toEqual({ name: PARTNER_MESSAGES.nameTaken });
    // a type, country or grape page's address (its shortcut would come first and hide it)
    for (const category of ['tinto', 'portugal', 'malbec'])
      expect(await refusal({ name: category }), category).toEqual({ name: PARTNER_MESSAGES.nameReserved });
    expect(await refusal({ wine_skus: [skus[0], 'ADS-NAO-EXISTE'] })).toEqual({ wine_skus: PARTNER_MESSAGES.unknownSkus(['ADS-NAO-EXISTE']) });
    expect(await refusal({ banner_url: 'javascript:alert(1)' })).toEqual({ banner_url: PARTNER_MESSAGES.bannerUrl });
    expect(await refusal({ name: 'Com Espaço' })).toEqual({ name: PARTNER_MESSAGES.name });
  });

  it('edits the page and the selection; deactivated, the shop no longer lists it', async () => {
    const { partner, skus } = await created();
    const response = await adminSend(`/partners/${partner.name}`, { brand: 'Casa da Ana Paula', wine_skus: [skus[0]], active: false });
    expect(response.status).toBe(200);
    expect(adminPartnerSchema.parse(await response.json())).toMatchObject({ brand: 'Casa da Ana Paula', active: false, wines: [{ sku: skus[0] }] });
    const list = partnersResponseSchema.parse(await (await get('/api/partners')).json());
    expect(list.partners.map((item) => item.name)).not.toContain(partner.name);
    const row = (await auditRows()).at(-1);
    expect(row).toMatchObject({ action: 'update', entity: 'partner', entity_id: partner.name });
    expect(JSON.parse(row?.after_json ?? '{}')).toEqual({ brand: 'Casa da Ana Paula', active: false, wine_skus: [skus[0]] });
    expect((await adminGet(`/partners/${partner.name}`)).status).toBe(200);
  });

  it('refuses a field that is not the partner’s, and answers 404 for an unknown partner', async () => {
    const { partner } = await created();
    const renamed = await adminSend(`/partners/${partner.name}`, { name: 'outro' });
    expect(adminFieldErrorSchema.parse(await renamed.json()).fields).toEqual({ name: ADMIN_MESSAGES.unknownField });
    expect((await adminSend('/partners/nao-existe-mesmo', { brand: 'Marca' })).status).toBe(404);
  });
});
