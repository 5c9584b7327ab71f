/**
 * Applies the backend's D1 migrations and the seed to a local database. Idempotent: migrations
 * already applied are skipped, the demo catalogue goes only into a database without wines (so the
 * owner's edits survive the next `npm start`), the rest of the seed upserts its own rows only, so
 * customers and carts created by shoppers survive too. Creates the back office's development owner
 * when absent (this local database only; a deploy never does).
 *
 *   node scripts/db-setup.ts [--persist-to .wrangler/state]
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { convertV4MiniflareOptions, Miniflare, type V4WorkerOptions } from 'miniflare';
import { unstable_readConfig, unstable_splitSqlQuery } from 'wrangler';
import { DEV_OWNER, devOwnerStatement } from '../backend/seed/dev-owner.ts';
import { seedStatementsFor } from '../backend/seed/index.ts';

const BACKEND_CONFIG = 'backend/wrangler.toml';

/** The backend's database as its config declares it: its binding, local id and migrations. */
function databaseConfig() {
  const config = unstable_readConfig({ config: BACKEND_CONFIG });
  const [database] = config.d1_databases;
  if (!database) throw new Error(`${BACKEND_CONFIG} declares no D1 database`);
  return {
    binding: database.binding,
    // the id a local run names its file by, as wrangler's local commands choose it
    id: database.preview_database_id ?? database.database_id ?? database.binding,
    migrationsDir: join(dirname(BACKEND_CONFIG), database.migrations_dir ?? 'migrations'),
    // wrangler's bookkeeping of applied migrations
    migrationsTable: database.migrations_table || 'd1_migrations',
    compatibilityDate: config.compatibility_date,
  };
}

type Database = Awaited<ReturnType<Miniflare['getD1Database']>>;

/** Runs a file's statements in one batch (one transaction), as `wrangler d1 execute --file` does. */
async function runSql(db: Database, sql: string, ...after: ReturnType<Database['prepare']>[]): Promise<void> {
  await db.batch([...unstable_splitSqlQuery(sql).map((statement) => db.prepare(statement)), ...after]);
}

/** A migration file's leading number (`0042_x.sql`: 42), by which wrangler orders them; NaN for none. */
const migrationNumber = (file: string): number => Number.parseInt(file.split('_')[0] ?? '', 10);

/** wrangler's order of migration files: numbered ones first, by number, then by name. */
export function byMigrationOrder(a: string, b: string): number {
  const [x, y] = [migrationNumber(a), migrationNumber(b)];
  if (Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y;
  if (Number.isFinite(x) !== Number.isFinite(y)) return Number.isFinite(x) ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The migrations not yet applied, each with its bookkeeping row in the same batch, in wrangler's
 * order: what `wrangler d1 migrations apply --local` does (its table, its DDL), so either can apply
 * the next one.
 */
async function applyMigrations(db: Database, { migrationsDir, migrationsTable }: ReturnType<typeof databaseConfig>): Promise<void> {
  const table = `"${migrationsTable.replaceAll('"', '""')}"`;
  await runSql(
    db,
    `CREATE TABLE IF NOT EXISTS ${table}(
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      name       TEXT UNIQUE,
      applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
    );`,
  );
  const { results } = await db.prepare(`SELECT name FROM ${table}`).all<{ name: string }>();
  const applied = new Set(results.map((row) => row.name));
  const files = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql') && !file.startsWith('.') && !applied.has(file))
    .sort(byMigrationOrder);
  for (const file of files) {
    const bookkeeping = db.prepare(`INSERT INTO ${table} (name) VALUES (?)`).bind(file);
    await runSql(db, readFileSync(join(migrationsDir, file), 'utf8'), bookkeeping).catch((error: unknown) => {
      throw new Error(`migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
  }
}

/**
 * Runs `task` on the local database in `persistTo` (with its config), reached through Miniflare in
 * this process where the workers' server will find it (`persistTo`/v3, scripts/lib/workers-server.ts).
 */
export async function withLocalDatabase<T>(persistTo: string, task: (db: Database, database: ReturnType<typeof databaseConfig>) => Promise<T>): Promise<T> {
  const database = databaseConfig();
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      resourcePersistencePath: join(persistTo, 'v3'),
      cf: false,
      telemetry: { enabled: false },
      workers: [
        {
          name: 'db-setup',
          modules: true,
          script: 'export default {}',
          compatibilityDate: database.compatibilityDate,
          d1Databases: { [database.binding]: { id: database.id } },
        } as V4WorkerOptions,
      ],
    }),
  );
  try {
    return await task(await miniflare.getD1Database(database.binding), database);
  } finally {
    await miniflare.dispose();
  }
}

/**
 * Prepares the local database in `persistTo`; `log` receives what was done, a line each. In this
 * process: three `wrangler d1` commands, each starting workerd again and applying the migrations
 * one at a time, took 25 s for a new database, this 4 s.
 */
export async function setupDatabase(persistTo: string, log: (line: string) => void = () => undefined): Promise<void> {
  await withLocalDatabase(persistTo, async (db, database) => {
    await applyMigrations(db, database);
    const wines = (await db.prepare('SELECT count(*) AS wines FROM wines').first<number>('wines')) ?? 0;
    const seed = [...seedStatementsFor(wines), await devOwnerStatement()].join('\n');
    // kept beside the database: what was run, to read or run again by hand
    mkdirSync(persistTo, { recursive: true });
    writeFileSync(join(persistTo, 'seed.sql'), `${seed}\n`);
    await runSql(db, seed);
    log(wines === 0 ? 'demo catalogue loaded' : `demo catalogue left alone: the database already has ${wines} wines`);
    log(`back office owner (this local database only): ${DEV_OWNER.email} / ${DEV_OWNER.password}`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'persist-to': { type: 'string', default: '.wrangler/state' } } });
  const persistTo = resolve(values['persist-to']);
  await setupDatabase(persistTo, (line) => console.log(line));
  console.log(`database ready (migrations and seed applied) in ${persistTo}`);
}
