/**
 * Backs up one environment's D1 database (docs/operating-the-shop.md "Backups"):
 *
 *   npm run backup -- --env staging|production [--dry-run]
 *
 * Writes backups/{database}-{YYYY-MM-DD-HHmm}.sql (UTC) and copies it to the environment's R2
 * bucket under backups/. `--dry-run` checks the configuration and prints the steps, offline.
 */
import { parseArgs } from 'node:util';
import { backup } from './deploy/backup-steps.ts';
import { environmentNames } from './deploy/environment.ts';
import { Refused } from './deploy/refused.ts';
import { wranglerRunner } from './deploy/wrangler-runner.ts';

const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const root = process.cwd();
const known = environmentNames(root);
if (!values.env || !known.includes(values.env)) {
  console.error(`Choose an environment: npm run backup -- --env ${known.join('|')} [--dry-run]`);
  process.exit(2);
}

try {
  await backup({ env: values.env, dryRun: values['dry-run'], root }, { wrangler: wranglerRunner(root), log: (line) => console.log(line) });
} catch (error) {
  if (!(error instanceof Refused)) throw error;
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
