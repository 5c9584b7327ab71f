/**
 * Puts one environment of the shop on a Cloudflare account (docs/going-live.md):
 *
 *   npm run deploy -- --env staging|production [--dry-run] [--seed-demo] [--secrets-file FILE] [--force]
 *
 * Checks the login, the secrets and the domain before changing anything, creates what the
 * environment lacks (D1, KV) and records the ids, applies the migrations, builds and deploys the
 * backend, then the storefront. `--dry-run` runs what can run offline and prints the rest.
 */
import { parseArgs } from 'node:util';
import { DeployRefused, deploy } from './deploy/deploy-steps.ts';
import { environmentNames } from './deploy/environment.ts';
import { cloudflareApi } from './deploy/cloudflare-api.ts';
import { wranglerRunner } from './deploy/wrangler-runner.ts';
import { run } from './lib/run.ts';

const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'seed-demo': { type: 'boolean', default: false },
    'secrets-file': { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const root = process.cwd();
const known = environmentNames(root);
if (!values.env || !known.includes(values.env)) {
  console.error(`Choose an environment: npm run deploy -- --env ${known.join('|')} [--dry-run] [--seed-demo] [--secrets-file FILE] [--force]`);
  process.exit(2);
}

const wrangler = wranglerRunner(root);
try {
  await deploy(
    {
      env: values.env,
      dryRun: values['dry-run'],
      seedDemo: values['seed-demo'],
      root,
      force: values.force,
      ...(values['secrets-file'] ? { secretsFile: values['secrets-file'] } : {}),
    },
    {
      wrangler,
      cloudflare: cloudflareApi(wrangler),
      build: async (env) => {
        process.env.CLOUDFLARE_ENV = env;
        await run('vite', ['build', '--logLevel', 'warn'], { quiet: true });
      },
      log: (line) => console.log(line),
    },
  );
} catch (error) {
  if (!(error instanceof DeployRefused)) throw error;
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
