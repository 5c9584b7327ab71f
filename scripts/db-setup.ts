/**
 * Applies the backend's D1 migrations and the seed to a local database. Idempotent: migrations
 * already applied are skipped, the demo catalogue goes only into a database without wines (so the
 * owner's edits survive the next `npm start`), the rest of the seed upserts its own rows only, so
 * customers and carts created by shoppers survive too. Creates the back office's development owner
 * when absent (this local database only; a deploy never does).
 *
 *   node scripts/db-setup.ts [--persist-to .wrangler/state]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEV_OWNER, devOwnerStatement } from '../backend/seed/dev-owner.ts';
import { seedStatementsFor } from '../backend/seed/index.ts';
import { run } from './lib/run.ts';

const BACKEND_CONFIG = 'backend/wrangler.toml';

/** How many wines the local database holds (0 for a new one). */
async function countWines(common: string[]): Promise<number> {
  const stdout = await run('wrangler', ['d1', 'execute', 'DB', ...common, '--json', '--command', 'SELECT count(*) AS wines FROM wines'], { quiet: true });
  const [answer] = JSON.parse(stdout.slice(stdout.search(/[[{]/))) as Array<{ results: Array<{ wines: number }> }>;
  return answer?.results[0]?.wines ?? 0;
}

/** Prepares the local database in `persistTo`; `log` receives what was done, a line each. */
export async function setupDatabase(persistTo: string, log: (line: string) => void = () => undefined): Promise<void> {
  const common = ['--local', '-c', BACKEND_CONFIG, '--persist-to', persistTo];
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...common], { quiet: true });
  const wines = await countWines(common);
  mkdirSync(persistTo, { recursive: true });
  const seedFile = join(persistTo, 'seed.sql');
  writeFileSync(seedFile, `${[...seedStatementsFor(wines), await devOwnerStatement()].join('\n')}\n`);
  await run('wrangler', ['d1', 'execute', 'DB', ...common, '--file', seedFile, '--yes'], { quiet: true });
  log(wines === 0 ? 'demo catalogue loaded' : `demo catalogue left alone: the database already has ${wines} wines`);
  log(`back office owner (this local database only): ${DEV_OWNER.email} / ${DEV_OWNER.password}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'persist-to': { type: 'string', default: '.wrangler/state' } } });
  const persistTo = resolve(values['persist-to']);
  await setupDatabase(persistTo, (line) => console.log(line));
  console.log(`database ready (migrations and seed applied) in ${persistTo}`);
}
