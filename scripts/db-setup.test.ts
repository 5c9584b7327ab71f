import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { byMigrationOrder, setupDatabase, withLocalDatabase } from './db-setup.ts';
import { run } from './lib/run.ts';

const folder = mkdtempSync(join(tmpdir(), 'db-setup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Each step starts workerd, and the last one wrangler: seconds each on a busy 2-core machine.
describe('the local database (npm start, the end-to-end server, the bench)', { timeout: 120_000 }, () => {
  it('is migrated and seeded from nothing as wrangler would, and a second run keeps the owner’s edits', async () => {
    const said: string[] = [];
    await setupDatabase(folder, (line) => said.push(line));
    expect(said[0]).toBe('demo catalogue loaded');
    const applied = await withLocalDatabase(folder, async (db) => {
      const { results } = await db.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>();
      await db.prepare('UPDATE wines SET price = 12.34 WHERE id = (SELECT min(id) FROM wines)').run();
      return results.map((row) => row.name);
    });
    expect(applied).toEqual(
      readdirSync('backend/migrations')
        .filter((file) => file.endsWith('.sql'))
        .sort(),
    );

    await setupDatabase(folder, (line) => said.push(line));
    expect(said[2]).toMatch(/^demo catalogue left alone: the database already has \d+ wines$/);
    const price = await withLocalDatabase(folder, (db) => db.prepare('SELECT price FROM wines ORDER BY id LIMIT 1').first<number>('price'));
    expect(price).toBe(12.34);

    // the bookkeeping is wrangler's own: its migrations command finds nothing left to apply
    const answer = await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '-c', 'backend/wrangler.toml', '--persist-to', folder], {
      quiet: true,
    });
    expect(answer).toContain('No migrations to apply');
  });

  it('applies migrations in wrangler’s order: by their number, not as text, numbered ones first', () => {
    expect(['10_later.sql', 'notes.sql', '9_earlier.sql', '0002_padded.sql', '10_a.sql'].sort(byMigrationOrder)).toEqual([
      '0002_padded.sql',
      '9_earlier.sql',
      '10_a.sql',
      '10_later.sql',
      'notes.sql',
    ]);
  });
});
