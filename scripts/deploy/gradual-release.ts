import { stripVTControlCharacters } from 'node:util';
import { readEnvironment, type Environment } from './environment.ts';
import { DeployRefused } from './refused.ts';
import { configArgs, json, loginLine, must, whoAmI } from './wrangler-calls.ts';
import type { Wrangler } from './wrangler-runner.ts';

/**
 * Gradual releases (docs/going-live.md "Gradual releases"): the backend goes whole first (it serves
 * the old storefront and the new one alike: migrations are additive), then the storefront's new
 * version serves a share of the traffic beside the current one (`wrangler versions upload`, then
 * `wrangler versions deploy NEW@10% OLD@90%`). `--promote` gives the newer version all of it,
 * `--rollback` gives it back to the older one.
 */

/** `wrangler deployments status --json`: the versions serving a worker now, with their shares. */
interface Deployment {
  id: string;
  created_on: string;
  versions: Array<{ version_id: string; percentage: number }>;
}

/** An entry of `wrangler versions list --json` (oldest first). */
interface Version {
  id: string;
  metadata: { created_on: string };
}

export type TrafficMove = 'promote' | 'rollback';

export interface ReleaseTools {
  wrangler: Wrangler;
  log: (line: string) => void;
}

/** The new version's share of the traffic: a whole percentage from 1 to 99 (100 is a whole deploy). */
export function checkShare(share: number | string): number {
  const text = String(share).trim();
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 99) {
    throw new DeployRefused(
      `--gradual takes the new version's share of the shop's traffic, a whole number from 1 to 99 (got "${share}"); to release to everyone, deploy without --gradual`,
    );
  }
  return value;
}

/** The storefront's current deployment; undefined when it has none (never deployed). */
async function currentDeployment(environment: Environment, wrangler: Wrangler): Promise<Deployment | undefined> {
  const args = ['deployments', 'status', '--json', '--name', environment.workers.storefront, ...configArgs('storefront', environment.name)];
  const status = await wrangler(args);
  if (status.code === 0) return json<Deployment>(status);
  // only "never deployed" (Cloudflare's 10007, no such Worker) means that: a login or network failure must show as itself
  if (/\b10007\b|does not exist|has no deployments/i.test(status.stderr + status.stdout)) return undefined;
  throw new Error(`wrangler ${args.join(' ')} failed (${status.code}):\n${status.stderr || status.stdout}`);
}

/**
 * The version a gradual release goes beside: the storefront must be deployed, on one version.
 * Refuses before anything changes.
 */
export async function checkReleasable(environment: Environment, tools: ReleaseTools): Promise<string> {
  const worker = environment.workers.storefront;
  const current = await currentDeployment(environment, tools.wrangler);
  const [only, other] = current?.versions ?? [];
  if (!only) throw new DeployRefused(`${worker} has no deployment yet: the first deploy goes to everyone (deploy without --gradual)`);
  if (other) {
    throw new DeployRefused(
      `a gradual release of ${worker} is under way (${shares(current?.versions ?? [])}): finish it first with --promote or --rollback, then release again`,
    );
  }
  tools.log(`✓ ${worker} runs version ${only.version_id}: the new version goes beside it`);
  return only.version_id;
}

const shares = (versions: Deployment['versions']) => versions.map((version) => `version ${version.version_id} at ${version.percentage} %`).join(', ');

/** Backend whole, then the storefront's new version at `share` % beside `current` (a dry run uploads nothing). */
export async function releaseGradually(
  environment: Environment,
  options: { share: number; dryRun: boolean; secretsFile?: string },
  tools: ReleaseTools,
  current: string | undefined,
): Promise<void> {
  const extra = [...(options.dryRun ? ['--dry-run'] : []), ...(options.secretsFile ? ['--secrets-file', options.secretsFile] : [])];
  if (!environment.hosted) {
    // Whole and first: both storefront versions call it during the release (docs/going-live.md "Gradual releases").
    await must(tools.wrangler, ['deploy', '-c', 'dist/backend/wrangler.json', ...extra]);
    tools.log(
      options.dryRun
        ? `✓ ${environment.workers.backend}: wrangler deploy --dry-run passed`
        : `✓ ${environment.workers.backend} deployed (whole: it serves both versions)`,
    );
  }
  const worker = environment.workers.storefront;
  const uploaded = await must(tools.wrangler, ['versions', 'upload', '-c', 'dist/storefront/wrangler.json', ...extra]);
  const spec = (id: string, share: number) => `${id}@${share}%`;
  const deployArgs = (next: string, previous: string) => [
    'versions',
    'deploy',
    spec(next, options.share),
    spec(previous, 100 - options.share),
    '--yes',
    '--name',
    worker,
    ...configArgs('storefront', environment.name),
  ];
  if (options.dryRun) {
    tools.log(`✓ ${worker}: wrangler versions upload --dry-run passed`);
    return tools.log(`(would) wrangler ${deployArgs('<new version>', '<current version>').join(' ')}`);
  }
  if (!current) throw new Error('a gradual release needs the version it goes beside (checkReleasable)');
  const id = /Worker Version ID:\s*(\S+)/.exec(stripVTControlCharacters(uploaded.stdout))?.[1];
  if (!id) throw new Error(`wrangler versions upload answered no version id:\n${uploaded.stdout}`);
  await must(tools.wrangler, deployArgs(id, current));
  tools.log(`✓ ${worker}: the new version ${id} serves ${options.share} % of the traffic, version ${current} the other ${100 - options.share} %`);
}

/**
 * What served all the traffic before `current` did, as `wrangler rollback` chooses: from the
 * deployment history, never the version list, which also holds uploads that never served (a
 * release that failed half-way).
 */
async function previousStableVersion(environment: Environment, wrangler: Wrangler, current: string): Promise<string | undefined> {
  const worker = environment.workers.storefront;
  const history = json<Deployment[]>(await must(wrangler, ['deployments', 'list', '--json', '--name', worker, ...configArgs('storefront', environment.name)]));
  // oldest first, as wrangler lists them: read newest first
  for (const deployment of [...history].reverse()) {
    const whole = deployment.versions.find((version) => version.percentage === 100)?.version_id;
    if (whole && whole !== current) return whole;
  }
  return undefined;
}

/** `--promote` (the newer version of a release takes all the traffic) or `--rollback` (the older one does). */
export async function moveTraffic(options: { env: string; root: string; dryRun: boolean; move: TrafficMove }, tools: ReleaseTools): Promise<void> {
  const environment = readEnvironment(options.root, options.env);
  const worker = environment.workers.storefront;
  const target = options.move === 'promote' ? 'the newer version of the gradual release' : 'the version before the newest one serving';
  if (options.dryRun) {
    tools.log(`Dry run of --${options.move} on "${environment.name}": ${worker}`);
    tools.log('(would) check the Cloudflare login (wrangler whoami)');
    tools.log(`(would) read ${worker}'s current deployment (wrangler deployments status --json) and its versions (wrangler versions list --json)`);
    return tools.log(`(would) give all of ${worker}'s traffic to ${target} (wrangler versions deploy <version>@100% --yes)`);
  }
  const login = await whoAmI(tools.wrangler);
  if (!login) throw new DeployRefused(`not logged in to Cloudflare: run \`npx wrangler login\` (or set CLOUDFLARE_API_TOKEN), then --${options.move} again`);
  tools.log(loginLine(login));
  const current = await currentDeployment(environment, tools.wrangler);
  if (!current?.versions.length) throw new DeployRefused(`${worker} has no deployment yet: nothing to ${options.move}`);
  const versions = json<Version[]>(await must(tools.wrangler, ['versions', 'list', '--json', '--name', worker, ...configArgs('storefront', environment.name)]));
  // oldest first, as wrangler lists them; a version older than the list (-1) sorts first
  const age = (id: string) => versions.findIndex((version) => version.id === id);
  const serving = current.versions.map((version) => version.version_id).sort((a, b) => age(a) - age(b));
  const newest = serving.at(-1) ?? '';
  let chosen: string | undefined;
  if (serving.length > 1) chosen = options.move === 'promote' ? newest : serving[0];
  else if (options.move === 'promote')
    return tools.log(`✓ nothing to promote: version ${newest} serves all of ${worker}'s traffic (no gradual release under way)`);
  else chosen = await previousStableVersion(environment, tools.wrangler, newest);
  if (!chosen) throw new DeployRefused(`${worker} has no version before ${newest} to roll back to`);
  await must(tools.wrangler, ['versions', 'deploy', `${chosen}@100%`, '--yes', '--name', worker, ...configArgs('storefront', environment.name)]);
  tools.log(`✓ ${worker}: version ${chosen} serves all the traffic (was: ${shares(current.versions)})`);
  if (options.move === 'rollback' && !environment.hosted) {
    tools.log(`  ${environment.workers.backend} stays on its new version, which the older storefront works with (docs/going-live.md "Rolling back")`);
  }
}
