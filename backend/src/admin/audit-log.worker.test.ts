import { describe, expect, it } from 'vitest';
import { ADMIN_ACTOR_HEADER, ADMIN_PAGE_SIZE, auditPageSchema } from '../../../src/contracts/admin/api.ts';
import { ACTOR, adminGet, adminKey, adminSend } from '../../test/admin.ts';
import { expectClientError } from '../../test/http.ts';

/** `GET /admin-api/audit`: every change the back office made, newest first, before and after parsed. */
describe('GET /admin-api/audit', () => {
  it('answers the changes newest first, narrowed to an entity or one record', async () => {
    expect(auditPageSchema.parse(await (await adminGet('/audit')).json())).toEqual({ entries: [], total: 0, page: 1, pageSize: ADMIN_PAGE_SIZE });
    await adminSend('/wines/1001', { stock: 3 });
    await adminSend('/wines/1002', { price: 33.3, list_price: 44.4 }, { headers: { ...adminKey(), [ADMIN_ACTOR_HEADER]: 'gerente@adega.test' } });
    await adminSend('/wines/1001', { stock: 4 });

    const all = auditPageSchema.parse(await (await adminGet('/audit')).json());
    expect(all.total).toBe(3);
    expect(all.entries.map((entry) => [entry.entity_id, entry.after])).toEqual([
      ['1001', { stock: 4 }],
      ['1002', { price: 33.3, list_price: 44.4 }],
      ['1001', { stock: 3 }],
    ]);
    const [latest] = all.entries;
    expect(latest).toMatchObject({ actor: ACTOR, action: 'update', entity: 'wine', before: { stock: 3 }, after: { stock: 4 } });
    expect(new Date(latest?.at ?? '').toISOString()).toBe(latest?.at);

    const one = auditPageSchema.parse(await (await adminGet('/audit?entity=wine&entityId=1001')).json());
    expect(one.entries.map((entry) => entry.after)).toEqual([{ stock: 4 }, { stock: 3 }]);
    expect(one.total).toBe(2);
    expect(auditPageSchema.parse(await (await adminGet('/audit?entity=coupon')).json()).total).toBe(0);
    expect(auditPageSchema.parse(await (await adminGet('/audit?page=2')).json()).entries).toEqual([]);
  });

  it('refuses a malformed query', async () => {
    for (const query of ['entity=Wine%3B', 'entityId=1%27', 'page=0', 'page=x']) await expectClientError(adminGet(`/audit?${query}`), 400);
  });
});
