/**
 * Applies the backend's D1 migrations and the seed to a local database. Idempotent: migrations
 * already applied are skipped and the seed upserts its own rows only, so customers and carts
 * created by shoppers survive a second `npm start`.
 *
 *   node scripts/db-setup.ts [--persist-to .wrangler/state]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { seedStatements } from '../backend/seed/index.ts';
import { run } from './lib/run.ts';

const BACKEND_CONFIG = 'backend/wrangler.toml';

export async function setupDatabase(persistTo: string): Promise<void> {
  const common = ['--local', '-c', BACKEND_CONFIG, '--persist-to', persistTo];
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...common], { quiet: true });
  mkdirSync(persistTo, { recursive: true });
  const seedFile = join(persistTo, 'seed.sql');
  writeFileSync(seedFile, `${seedStatements().join('\n')}\n`);
  await run('wrangler', ['d1', 'execute', 'DB', ...common, '--file', seedFile, '--yes'], { quiet: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'persist-to': { type: 'string', default: '.wrangler/state' } } });
  const persistTo = resolve(values['persist-to']);
  await setupDatabase(persistTo);
  console.log(`database ready (migrations and seed applied) in ${persistTo}`);
}
