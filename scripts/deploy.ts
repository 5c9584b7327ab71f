/**
 * Puts one environment of the shop on a Cloudflare account (docs/going-live.md):
 *
 *   npm run deploy -- --env staging|production [--dry-run] [--seed-demo] [--secrets-file FILE] [--force] [--gradual PERCENT]
 *   npm run deploy -- --env staging|production --promote|--rollback [--dry-run]
 *
 * Checks the login, the secrets and the domain before changing anything, creates what the
 * environment lacks (D1, KV) and records the ids, applies the migrations, builds and deploys the
 * backend, then the storefront. `--dry-run` runs what can run offline and prints the rest.
 * `--gradual 10` sends 10 % of the traffic to the storefront's new version (the backend goes
 * whole); `--promote` gives it everyone, `--rollback` sends everyone back (docs/going-live.md
 * "Gradual releases").
 */
import { parseArgs } from 'node:util';
import { deploy } from './deploy/deploy-steps.ts';
import { environmentNames } from './deploy/environment.ts';
import { cloudflareApi } from './deploy/cloudflare-api.ts';
import { checkShare, moveTraffic } from './deploy/gradual-release.ts';
import { Refused } from './deploy/refused.ts';
import { wranglerRunner } from './deploy/wrangler-runner.ts';
import { run } from './lib/run.ts';

const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'seed-demo': { type: 'boolean', default: false },
    'secrets-file': { type: 'string' },
    force: { type: 'boolean', default: false },
    gradual: { type: 'string' },
    promote: { type: 'boolean', default: false },
    rollback: { type: 'boolean', default: false },
  },
});
const root = process.cwd();
const known = environmentNames(root);
const usage = `npm run deploy -- --env ${known.join('|')} [--dry-run] [--seed-demo] [--secrets-file FILE] [--force] [--gradual PERCENT | --promote | --rollback]`;
if (!values.env || !known.includes(values.env)) {
  console.error(`Choose an environment: ${usage}`);
  process.exit(2);
}
if ([values.gradual !== undefined, values.promote, values.rollback].filter(Boolean).length > 1) {
  console.error(`Choose one of --gradual PERCENT, --promote and --rollback: ${usage}`);
  process.exit(2);
}

const wrangler = wranglerRunner(root);
const log = (line: string) => console.log(line);
try {
  if (values.promote || values.rollback) {
    await moveTraffic({ env: values.env, root, dryRun: values['dry-run'], move: values.promote ? 'promote' : 'rollback' }, { wrangler, log });
  } else {
    await deploy(
      {
        env: values.env,
        dryRun: values['dry-run'],
        seedDemo: values['seed-demo'],
        root,
        force: values.force,
        ...(values['secrets-file'] ? { secretsFile: values['secrets-file'] } : {}),
        ...(values.gradual !== undefined ? { gradual: checkShare(values.gradual) } : {}),
      },
      {
        wrangler,
        cloudflare: cloudflareApi(wrangler),
        build: async (env) => {
          process.env.CLOUDFLARE_ENV = env;
          await run('vite', ['build', '--logLevel', 'warn'], { quiet: true });
        },
        log,
      },
    );
  }
} catch (error) {
  if (!(error instanceof Refused)) throw error;
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
