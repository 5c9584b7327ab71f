import { beforeEach, describe, expect, it } from 'vitest';
import { adminBackupListSchema } from '../../../src/contracts/admin/backups.ts';
import { adminGet } from '../../test/admin.ts';
import { testEnv } from '../../test/test-env.ts';

/** The database's copies as the back office's "Operação" lists them (docs/operating-the-shop.md "Backups"). */
beforeEach(async () => {
  const listed = await testEnv.MEDIA.list({ prefix: 'backups/' });
  await Promise.all(listed.objects.map((object) => testEnv.MEDIA.delete(object.key)));
});

describe('GET /admin-api/backups', () => {
  it('lists the copies in the bucket, newest upload first, and nothing else the bucket holds', async () => {
    const older = 'CREATE TABLE x (a);';
    const newer = 'CREATE TABLE x (a); INSERT INTO x VALUES (1);';
    await testEnv.MEDIA.put('backups/adega-2026-11-24-0300.sql', older);
    await testEnv.MEDIA.put('wines/1001-0123456789abcdef.png', 'não é cópia');
    await new Promise((resolve) => setTimeout(resolve, 5)); // two uploads a few milliseconds apart, in this order
    await testEnv.MEDIA.put('backups/adega-2026-11-25-0300.sql', newer);
    const response = await adminGet('/backups');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { backups } = adminBackupListSchema.parse(await response.json());
    expect(backups.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'adega-2026-11-25-0300.sql', size: newer.length },
      { name: 'adega-2026-11-24-0300.sql', size: older.length },
    ]);
  });

  it('answers an empty list before the first copy, and needs the admin key', async () => {
    expect(adminBackupListSchema.parse(await (await adminGet('/backups')).json())).toEqual({ backups: [] });
    const refused = await adminGet('/backups', {});
    expect(refused.status).toBe(401);
    await refused.body?.cancel();
  });
});
