/**
 * Loads the 20,000-wine catalogue (backend/seed/large-catalogue.ts) into a separate local state
 * folder, for benchmarks and load tests: migrations and the normal seed first, then the
 * generated wines. Idempotent like db:setup.
 *
 *   npm run db:large -- [--persist-to .wrangler/state-large] [--total 20000]
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { wineStatements } from '../backend/seed/catalogue.ts';
import { LARGE_CATALOGUE_TOTAL, largeCatalogueSeeds } from '../backend/seed/large-catalogue.ts';
import { setupDatabase } from './db-setup.ts';
import { run } from './lib/run.ts';

const { values } = parseArgs({
  options: {
    'persist-to': { type: 'string', default: '.wrangler/state-large' },
    total: { type: 'string', default: String(LARGE_CATALOGUE_TOTAL) },
  },
});
const persistTo = resolve(values['persist-to']);
const total = Number(values.total);
if (!Number.isInteger(total) || total < 1) throw new Error(`--total must be a positive integer, not ${values.total}`);

const started = Date.now();
await setupDatabase(persistTo);
const file = join(persistTo, 'large-catalogue.sql');
writeFileSync(file, `${wineStatements(largeCatalogueSeeds(total)).join('\n')}\n`);
await run('wrangler', ['d1', 'execute', 'DB', '--local', '-c', 'backend/wrangler.toml', '--persist-to', persistTo, '--file', file, '--yes'], { quiet: true });
console.log(`${total} wines loaded in ${persistTo} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
