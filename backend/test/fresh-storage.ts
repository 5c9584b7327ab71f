import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { seedStatements } from '../seed/index.ts';

/** The storage one test worker sees. */
interface TestStorage {
  db: D1Database;
  migrations: D1Migration[];
  namespaces?: KVNamespace[];
  buckets?: R2Bucket[];
}

/**
 * The worker suites run their files one after another in one runtime (vitest.config.ts
 * `isolate: false`: a runtime per file cost most of the run), so each file starts by putting the
 * storage back as `npm start` leaves it: the database migrated and seeded, every KV namespace and
 * R2 bucket empty.
 */
export async function freshStorage({ db, migrations, namespaces = [], buckets = [] }: TestStorage): Promise<void> {
  await emptyDatabase(db);
  await applyD1Migrations(db, migrations);
  await db.batch(seedStatements().map((sql) => db.prepare(sql)));
  await Promise.all([...namespaces.map(emptyNamespace), ...buckets.map(emptyBucket)]);
}

/**
 * Everything the migrations made, their own record included: triggers and views first (a trigger
 * names other tables), then virtual tables, whose shadow tables go with them (and may not be
 * dropped on their own), then the rest, newest first (a table goes before the tables it refers to).
 */
async function emptyDatabase(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT type, name, sql LIKE 'CREATE VIRTUAL TABLE%' AS virtual FROM sqlite_master
       WHERE type IN ('trigger', 'view', 'table')
         AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'`,
    )
    .all<{ type: 'trigger' | 'view' | 'table'; name: string; virtual: number }>();
  const named = (type: string) => results.filter((entry) => entry.type === type);
  const virtualTables = named('table').filter((table) => table.virtual === 1);
  const shadowOf = (name: string) => virtualTables.some((parent) => name.startsWith(`${parent.name}_`));
  const plainTables = named('table')
    .filter((table) => table.virtual !== 1 && !shadowOf(table.name))
    .reverse();
  const drops = [...named('trigger'), ...named('view'), ...virtualTables, ...plainTables].map(({ type, name }) =>
    db.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name.replaceAll('"', '""')}"`),
  );
  if (drops.length > 0) await db.batch(drops);
}

async function emptyNamespace(namespace: KVNamespace): Promise<void> {
  for (let page = await namespace.list(); ; page = await namespace.list({ cursor: page.cursor })) {
    await Promise.all(page.keys.map((key) => namespace.delete(key.name)));
    if (page.list_complete) return;
  }
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (let page = await bucket.list(); ; page = await bucket.list({ cursor: page.cursor })) {
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    if (!page.truncated) return;
  }
}
