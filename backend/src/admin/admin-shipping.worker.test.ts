import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_SHIPPING_MESSAGES as M, type AdminShippingRates, shippingRatesSchema } from '../../../src/contracts/admin/shipping.ts';
import { adminGet, adminSend, auditRows } from '../../test/admin.ts';
import { readyCart } from '../../test/commerce/stand-in.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { SHIPPING_QUOTES } from '../../../src/contracts/graphql/index.ts';
import { testEnv } from '../../test/test-env.ts';

/** "Frete" through the admin API: the rates replaced at once, refused when they leave a CEP out, and the next quote priced with them. */
const rates = async () => shippingRatesSchema.parse(await (await adminGet('/shipping')).json());
let original: AdminShippingRates;

beforeAll(async () => {
  original = await rates();
});
beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
});
afterAll(async () => {
  await adminSend('/shipping', original, { method: 'PUT' });
});

const quotesFor = async (cep: string) => {
  const { checkoutId } = await readyCart({ price: 30, quantity: 1 });
  const answer = await call(SHIPPING_QUOTES, { checkoutId, cep });
  return (answer.data?.shippingQuotes ?? []).map((quote) => ({ type: quote?.type, value: quote?.value, deadline: quote?.deadline }));
};

describe('/admin-api/shipping', () => {
  it('serves the defaults of spec §9, and prices the next quote with the owner’s new rates', async () => {
    expect(original.free_shipping_minimum).toBe(100);
    expect(original.pickup).toBe(true);
    expect(original.ranges.find((range) => range.cep_from === 1)).toMatchObject({
      region: 'Grande São Paulo',
      cep_to: 9,
      standard_price: 12.9,
      standard_days: 2,
    });
    expect(await quotesFor('40010000')).toEqual([
      { type: 'Entrega', value: 34.9, deadline: 9 },
      { type: 'Expressa', value: 59.9, deadline: 5 },
      { type: 'Retirada', value: 0, deadline: 1 },
    ]);

    const nordeste = {
      region: 'Nordeste',
      cep_from: 40,
      cep_to: 65,
      standard_price: 24.5,
      standard_days: 6,
      express_price: 44.9,
      express_days: 3,
      free_shipping: true,
    };
    const changed = {
      ...original,
      pickup: false,
      free_shipping_minimum: 20,
      ranges: original.ranges.map((range) => (range.cep_from === 40 ? nordeste : range)),
    };
    const saved = await adminSend('/shipping', changed, { method: 'PUT' });
    expect(saved.status).toBe(200);
    // R$ 30,00 of products passes the new R$ 20,00 minimum in a range now with free shipping; no pickup
    expect(await quotesFor('40010000')).toEqual([
      { type: 'Entrega', value: 0, deadline: 6 },
      { type: 'Expressa', value: 44.9, deadline: 3 },
    ]);
    const [audit] = await auditRows();
    expect(audit).toMatchObject({ action: 'update', entity: 'shipping', entity_id: 'frete' });
  });

  it('refuses rates that leave a CEP out, or cover one twice, changing nothing', async () => {
    const before = await rates();
    const gap = await adminSend('/shipping', { ...before, ranges: before.ranges.filter((range) => range.cep_from !== 80) }, { method: 'PUT' });
    expect(gap.status).toBe(400);
    expect(await gap.json()).toMatchObject({ fields: { ranges: M.coverage } });
    const overlap = await adminSend('/shipping', { ...before, ranges: [...before.ranges, { ...before.ranges[0], region: 'Outra' }] }, { method: 'PUT' });
    expect(overlap.status).toBe(400);
    const bad = await adminSend('/shipping', { ...before, free_shipping_minimum: -1 }, { method: 'PUT' });
    expect(await bad.json()).toMatchObject({ fields: { free_shipping_minimum: M.minimum } });
    expect(await rates()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });
});
