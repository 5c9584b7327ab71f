import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_QUERY } from './backup-sql.ts';
import { backup, backupStamp } from './backup-steps.ts';
import { recordId } from './environment.ts';
import { BackupRefused } from './refused.ts';
import { FAKE_SCHEMA, PROJECT, workspace } from './test-workspace.ts';

/**
 * `npm run backup` against the fake wrangler (scripts/deploy/fake-wrangler.ts), on copies of the
 * project's wrangler.toml files (scripts/deploy/test-workspace.ts).
 */
const NOW = new Date('2026-11-25T07:05:00Z');
const FILE = 'backups/adega-backend-2026-11-25-0705.sql';
const DB = 'adega-backend --remote --env production -c backend/wrangler.toml';

/** A production whose database the deploy has created (its id recorded), with the schema and search rows of FAKE_SCHEMA. */
function deployedShop(account = {}) {
  const shop = workspace({
    r2: ['adega-backend-media'],
    schema: FAKE_SCHEMA,
    searchRows: { wines_fts: [{ rowid: 1, name: "Rosé d'Anjo", grapes: 'Touriga' }] },
    ...account,
  });
  recordId(shop.root, 'backend', 'pendente-d1-production', '3f6b1c2e-8d4a-4b7e-9c1d-2a5e6f7a8b9c');
  const run = (dryRun = false) =>
    backup({ env: 'production', dryRun, root: shop.root, now: NOW }, { wrangler: shop.wrangler, log: (line) => shop.logs.push(line) });
  return { ...shop, backup: run };
}

describe('npm run backup', { timeout: 60_000 }, () => {
  it('exports the database to a dated file, then copies it to the environment’s bucket, in that order', async () => {
    const shop = deployedShop();
    const done = await shop.backup();

    expect(done?.key).toBe(FILE);
    const text = readFileSync(join(shop.root, FILE), 'utf8');
    expect(shop.account().r2Objects).toEqual({ [`adega-backend-media/${FILE}`]: text });
    expect(shop.account().calls).toEqual([
      'whoami --json',
      `d1 execute ${DB} --json --command ${SCHEMA_QUERY}`,
      // the tables by name: the fake, as D1, refuses a whole export of a database with a full-text table
      `d1 export ${DB} --output ${FILE} --table d1_migrations --table wines --table order_products --skip-confirmation`,
      `d1 execute ${DB} --json --command SELECT rowid, * FROM "wines_fts"`,
      `r2 object put adega-backend-media/${FILE} --file ${FILE} --remote`,
    ]);
    // what the export wrote, then the rest of the schema, then the search index
    expect(text).toMatch(/^-- Backup of the D1 database adega-backend \(environment "production"\), 2026-11-25T07:05:00.000Z/);
    expect(text.indexOf('INSERT INTO "order_products"')).toBeGreaterThan(0);
    expect(text.indexOf('INSERT INTO "order_products"')).toBeLessThan(text.indexOf('CREATE TRIGGER order_products_take_stock'));
    expect(text).toContain(`INSERT INTO "wines_fts" ("rowid", "name", "grapes") VALUES (1, 'Rosé d''Anjo', 'Touriga');`);
    expect(text).not.toContain('_cf_KV');
    expect(shop.logs).toContain(`✓ copied to R2: adega-backend-media/${FILE}`);
  });

  it('keeps backups out of git: they hold customers’ personal data', () => {
    expect(() => execFileSync('git', ['check-ignore', '-q', FILE], { cwd: PROJECT })).not.toThrow();
  });

  it('refuses a database the deploy has not created yet (its id still a placeholder), before calling wrangler', async () => {
    const shop = workspace({ r2: ['adega-backend-media'], schema: FAKE_SCHEMA });
    const refusal = await backup({ env: 'production', dryRun: false, root: shop.root, now: NOW }, { wrangler: shop.wrangler, log: () => undefined }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(BackupRefused);
    expect((refusal as Error).message).toContain('the D1 database adega-backend has no id yet (pendente-d1-production): deploy the environment first');
    expect(shop.account().calls).toEqual([]);
  });

  it('refuses without a login, having asked only who is logged in', async () => {
    const shop = deployedShop({ loggedIn: false });
    await expect(shop.backup()).rejects.toThrow('not logged in to Cloudflare: run `npx wrangler login`');
    expect(shop.account().calls).toEqual(['whoami --json']);
    expect(existsSync(join(shop.root, 'backups'))).toBe(false);
  });

  it('--dry-run prints the steps and calls nothing', async () => {
    const shop = deployedShop();
    expect(await shop.backup(true)).toBeUndefined();
    expect(shop.account().calls).toEqual([]);
    expect(shop.logs[0]).toBe(`Dry run of the backup "production": D1 adega-backend → ${FILE} → R2 adega-backend-media`);
    expect(shop.logs.join('\n')).toContain(`(would) read the database's schema, then wrangler d1 export adega-backend --remote --output ${FILE}`);
    expect(shop.logs.join('\n')).toContain(`wrangler r2 object put adega-backend-media/${FILE} --file ${FILE} --remote`);
  });

  it('names files by the UTC minute, so they sort by time', () => {
    expect(backupStamp(new Date('2026-01-02T03:04:59Z'))).toBe('2026-01-02-0304');
  });
});
