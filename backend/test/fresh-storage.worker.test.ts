import { describe, expect, it } from 'vitest';
import { freshStorage } from './fresh-storage.ts';
import { testEnv } from './test-env.ts';

/** The worker suites share one runtime (vitest.config.ts): each file starts from this. */
describe('freshStorage', () => {
  const count = async (sql: string) => (await testEnv.DB.prepare(sql).first<{ n: number }>())?.n;

  it('puts the database back as migrated and seeded, and empties the bucket', async () => {
    const seededWines = await count('SELECT COUNT(*) AS n FROM wines');
    await testEnv.DB.prepare('DELETE FROM wines WHERE id IN (SELECT id FROM wines LIMIT 3)').run();
    await testEnv.DB.prepare('CREATE TABLE left_behind (id INTEGER)').run();
    await testEnv.MEDIA.put('uploads/wines/left-behind.webp', 'bytes');

    await freshStorage({ db: testEnv.DB, migrations: testEnv.TEST_MIGRATIONS, buckets: [testEnv.MEDIA] });

    expect(seededWines).toBeGreaterThan(3);
    expect(await count('SELECT COUNT(*) AS n FROM wines')).toBe(seededWines);
    expect(await count("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'left_behind'")).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM wines_fts')).toBe(seededWines);
    expect((await testEnv.MEDIA.list()).objects).toEqual([]);
  });
});
