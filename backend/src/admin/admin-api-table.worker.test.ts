import { describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_ENTITIES } from '../../../src/contracts/admin/api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { adminApiRoutes } from './routes.ts';

/**
 * The admin API's table (src/contracts/admin/routes.ts) is the router: every row is served, and
 * nothing is served that the table does not name, so the back office (which calls by row) and the
 * docs can trust it.
 */
const declared = [...new Set(Object.values(ADMIN_API).map((route) => `${route.method} ${route.path}`))].sort();
const served = [
  ...new Set(adminApiRoutes.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path.replace(/(.)\/$/, '$1')}`)),
].sort();

describe('the admin API table', () => {
  it("is exactly what the backend's admin router serves", () => {
    expect(served.filter((route) => !declared.includes(route))).toEqual([]);
    expect(declared.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('names the audited entity of every write but the login, and every entity is some call’s', () => {
    const writes = Object.entries(ADMIN_API).filter(([name, route]) => route.method !== 'GET' && name !== 'login' && name !== 'previewWineImport');
    expect(writes.filter(([, route]) => !('audit' in route)).map(([name]) => name)).toEqual([]);
    const audited = new Set(Object.values(ADMIN_API).flatMap((route) => ('audit' in route ? [route.audit].flat() : [])));
    expect(ADMIN_AUDIT_ENTITIES.filter((entity) => !audited.has(entity))).toEqual([]);
  });
});
