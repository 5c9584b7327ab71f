import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { seedStatements } from '../../backend/seed/index.ts';
import { CONFIGS, EXAMPLE_DOMAIN, PLACEHOLDER, readEnvironment, recordId, type Environment, type Worker } from './environment.ts';
import type { CloudflareApi } from './cloudflare-api.ts';
import { hostnameConflicts } from './hostname-check.ts';
import { adapterOf, offeredMethods, REAL_ADAPTER_NEEDS, standInsAllowed } from '../../backend/src/age/age-config.ts';
import type { Wrangler, WranglerResult } from './wrangler-runner.ts';
import { configArgs, json, loginLine, must, whoAmI } from './wrangler-calls.ts';
import { DeployRefused } from './refused.ts';
import { checkReleasable, checkShare, releaseGradually } from './gradual-release.ts';
import { checkSale } from './sale-checks.ts';

/**
 * `npm run deploy -- --env NAME`: one environment to a Cloudflare account, safely (docs/going-live.md). Checks first and changes nothing until everything it needs is there (login, secrets,
 * the shop's domain); then creates the D1 database, R2 buckets and KV namespaces the environment
 * lacks and records the ids in the wrangler.toml files (an R2 bucket has none: its name is enough), applies the D1 migrations, loads the demo catalogue
 * only when asked and only into an empty one, builds for the environment, and deploys the
 * backend, then the storefront. `--dry-run` runs what can run offline (the checks of the
 * configuration, the build, `wrangler deploy --dry-run`) and prints the rest.
 */
export interface DeployOptions {
  env: string;
  dryRun: boolean;
  seedDemo: boolean;
  /** The project's folder (the wrangler.toml files and dist/ live there). */
  root: string;
  /** Secrets for a first deploy (JSON or .env), passed to `wrangler deploy --secrets-file`. */
  secretsFile?: string;
  /** Take the shop's domain over from another Worker or a DNS record that answers there now. */
  force?: boolean;
  /**
   * Release the storefront to this share of the traffic (1–99 %) beside its current version, the
   * backend whole first (docs/going-live.md "Gradual releases").
   */
  gradual?: number;
}

export interface DeployTools {
  wrangler: Wrangler;
  /** Reads of Cloudflare's API with wrangler's login, for what wrangler has no command for. */
  cloudflare: CloudflareApi;
  /** Builds both workers for the environment (`CLOUDFLARE_ENV=NAME vite build`). */
  build: (env: string) => Promise<void>;
  log: (line: string) => void;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const KV_ID = /\b[0-9a-f]{32}\b/i;

/**
 * A secrets file inside the repository must be one git ignores: production keys one `git add -A`
 * away from a commit is refused (outside a git work tree, nothing to check).
 */
function checkSecretsFileIgnored(root: string, file: string | undefined): void {
  if (!file) return;
  const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, encoding: 'utf8' });
  if (inside.status !== 0) return;
  const ignored = spawnSync('git', ['check-ignore', '-q', resolve(root, file)], { cwd: root });
  // 0: ignored; 1: not ignored; 128: outside the work tree (a file elsewhere is fine)
  if (ignored.status === 1) {
    throw new DeployRefused(
      `the secrets file ${file} is in the repository and git does not ignore it: move it outside the project, or name it secrets.json (which .gitignore lists)`,
    );
  }
}

function secretsFromFile(file: string | undefined): string[] {
  if (!file) return [];
  const text = readFileSync(file, 'utf8');
  if (text.trim().startsWith('{')) return Object.keys(JSON.parse(text) as object);
  return [...text.matchAll(/^\s*([A-Z0-9_]+)\s*=/gm)].map((match) => match[1] ?? '');
}

function workersToDeploy(environment: Environment): Worker[] {
  return environment.hosted ? ['storefront'] : ['backend', 'storefront'];
}

function checkDomain(environment: Environment, options: DeployOptions, log: DeployTools['log']): void {
  const problem =
    environment.domains.length === 0
      ? `no domain: add routes = [{ pattern = "loja.seudominio.com.br", custom_domain = true }] to [env.${environment.name}] in wrangler.toml`
      : environment.domains.some((domain) => EXAMPLE_DOMAIN.test(domain))
        ? `the domain is still the example (${environment.domains.join(', ')}): put your shop's domain in [env.${environment.name}] routes in wrangler.toml`
        : undefined;
  if (!problem) log(`✓ domain: ${environment.domains.join(', ')}`);
  // The edge caches (Cache API) do nothing on *.workers.dev: a shop needs its own domain.
  else if (options.dryRun) log(`! before a real deploy: ${problem}`);
  else throw new DeployRefused(problem);
}

/** Checks the login; answers the account the deploy goes to (CLOUDFLARE_ACCOUNT_ID, or the login's only one). */
async function checkLogin(tools: DeployTools): Promise<string> {
  const login = await whoAmI(tools.wrangler);
  if (!login) throw new DeployRefused('not logged in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), then deploy again');
  const { accounts } = login;
  tools.log(loginLine(login));
  tools.log('  needs the Workers Paid plan: rate limiting, e-mail sending and the CPU of a page render (docs/going-live.md)');
  const accountId = process.env.CLOUDFLARE_ACCOUNT_ID ?? (accounts.length === 1 ? accounts[0]?.id : undefined);
  if (!accountId) throw new DeployRefused('the login reaches several accounts: set CLOUDFLARE_ACCOUNT_ID to the one the shop goes to, then deploy again');
  return accountId;
}

/** Refuses to take the shop's domain over from what answers there now, unless told to (--force). */
async function checkHostnames(environment: Environment, options: DeployOptions, tools: DeployTools, accountId: string): Promise<void> {
  const conflicts = await hostnameConflicts(tools.cloudflare, accountId, environment);
  if (conflicts.length === 0) return tools.log(`✓ nothing else answers at ${environment.domains.join(', ')}`);
  if (options.force) {
    for (const conflict of conflicts) tools.log(`! taking over (--force): ${conflict}`);
    return;
  }
  throw new DeployRefused(
    [
      'the shop would take over a hostname in use:',
      ...conflicts.map((conflict) => `  ${conflict}`),
      'choose another domain in wrangler.toml routes, or, if the shop is meant to replace it, deploy again with --force',
    ].join('\n'),
  );
}

/**
 * The shop cannot sell without a way to verify a buyer's age (docs/age-verification.md): at least
 * one method must be usable here, a real one with what it needs, or a stand-in with the owner's
 * explicit demo switch. Answers the secrets the real methods add to the backend's.
 */
function checkAgeVerification(environment: Environment, options: DeployOptions, log: DeployTools['log']): string[] {
  if (environment.hosted) return [];
  const vars = environment.backendVars;
  const methods = offeredMethods(vars);
  const problems: string[] = [];
  const secrets: string[] = [];
  if (methods.length === 0) {
    problems.push(
      'no age verification method is usable, and the law requires one before any sale: set AGE_RECEITA = "serpro" (a Serpro Datavalid contract), AGE_CARTEIRA = "wallet" or AGE_PROVEDOR = "vendor" in backend/wrangler.toml (docs/age-verification.md), or AGE_VERIFICATION_DEMO = "on" for a demo shop that sells nothing',
    );
  }
  for (const method of methods) {
    if (adapterOf(vars, method) !== 'real') continue;
    const needs = REAL_ADAPTER_NEEDS[method];
    for (const name of needs.vars)
      if (!vars[name]?.trim()) problems.push(`age verification "${method}" needs ${name} in backend/wrangler.toml [env.${environment.name}]`);
    secrets.push(...needs.secrets);
  }
  if (methods.length > 0 && standInsAllowed(vars) && vars.ENVIRONMENT !== 'development') {
    log(`! age verification runs on stand-ins (AGE_VERIFICATION_DEMO = "on"): a demo shop, never a real sale`);
  }
  if (problems.length === 0) {
    log(`✓ age verification: ${methods.map((method) => `${method} (${adapterOf(vars, method) === 'real' ? 'real' : 'stand-in'})`).join(', ')}`);
  } else if (options.dryRun) {
    for (const problem of problems) log(`! before a real deploy: ${problem}`);
  } else {
    throw new DeployRefused(problems.join('\n'));
  }
  return secrets;
}

/** Payments and the order mails (sale-checks.ts): refused before anything changes, or named in a dry run. */
function checkSelling(environment: Environment, options: DeployOptions, log: DeployTools['log']): string[] {
  if (environment.hosted) return [];
  const { problems, notes, secrets } = checkSale(environment);
  for (const note of notes) log(note);
  if (problems.length > 0 && !options.dryRun) throw new DeployRefused(problems.join('\n'));
  for (const problem of problems) log(`! before a real deploy: ${problem}`);
  return secrets;
}

async function checkSecrets(environment: Environment, options: DeployOptions, tools: DeployTools, ageSecrets: readonly string[]): Promise<void> {
  checkSecretsFileIgnored(options.root, options.secretsFile);
  const fromFile = secretsFromFile(options.secretsFile);
  const missing: string[] = [];
  for (const worker of workersToDeploy(environment)) {
    const listed = await tools.wrangler(['secret', 'list', '--format', 'json', ...configArgs(worker, environment.name)]);
    // a worker never deployed has no secrets yet: a first deploy brings them with --secrets-file
    const present = listed.code === 0 ? json<Array<{ name: string }>>(listed).map((secret) => secret.name) : [];
    const required = worker === 'backend' ? [...environment.secrets[worker], ...ageSecrets] : environment.secrets[worker];
    for (const name of required) {
      if (!present.includes(name) && !fromFile.includes(name)) {
        missing.push(`npx wrangler secret put ${name} ${configArgs(worker, environment.name).join(' ')}`);
      }
    }
  }
  if (missing.length > 0) {
    throw new DeployRefused(
      [
        'missing secrets; set each (the storefront and the backend hold the same three: API_ACCESS_TOKEN, STOREFRONT_ACCESS_TOKEN and ADMIN_API_TOKEN, the admin API’s own key, which must differ from both):',
        ...missing.map((command) => `  ${command}`),
        'or, for a first deploy, put them in a file and pass --secrets-file FILE',
      ].join('\n'),
    );
  }
  tools.log('✓ secrets');
}

async function ensureD1(environment: Environment, options: DeployOptions, tools: DeployTools): Promise<void> {
  const { d1 } = environment;
  if (!PLACEHOLDER.test(d1.id)) return tools.log(`✓ D1 ${d1.name} (${d1.id})`);
  if (options.dryRun) return tools.log(`(would) find or create the D1 database ${d1.name} and record its id in backend/wrangler.toml`);
  const existing = json<Array<{ name: string; uuid: string }>>(await must(tools.wrangler, ['d1', 'list', '--json'])).find((db) => db.name === d1.name);
  const id = existing?.uuid ?? UUID.exec((await must(tools.wrangler, ['d1', 'create', d1.name])).stdout)?.[0];
  if (!id) throw new Error(`wrangler d1 create ${d1.name} answered no database id`);
  recordId(options.root, 'backend', d1.id, id);
  tools.log(`✓ D1 ${d1.name} ${existing ? 'found' : 'created'} (${id}), recorded in backend/wrangler.toml: commit it`);
}

/** Bucket names in `wrangler r2 bucket list`'s answer (`name: …` and `creation_date: …` per bucket). */
function bucketNames(listed: WranglerResult): string[] {
  // wrangler may colour its labels
  const text = stripVTControlCharacters(listed.stdout);
  return [...text.matchAll(/^\s*name:\s+(\S+)\s*$/gm)].map((match) => match[1] ?? '');
}

async function ensureR2(environment: Environment, options: DeployOptions, tools: DeployTools): Promise<void> {
  if (environment.r2.length === 0) return;
  if (options.dryRun) {
    for (const bucket of environment.r2) tools.log(`(would) find or create the R2 bucket ${bucket.name}`);
    return;
  }
  const listed = await tools.wrangler(['r2', 'bucket', 'list']);
  if (listed.code !== 0) {
    // the usual cause: R2 is not enabled on the account yet, which only the dashboard can do
    throw new DeployRefused(
      `wrangler r2 bucket list failed: enable R2 on the account first (Cloudflare dashboard, R2 Object Storage), then deploy again\n${listed.stderr || listed.stdout}`,
    );
  }
  const existing = bucketNames(listed);
  for (const bucket of environment.r2) {
    if (existing.includes(bucket.name)) {
      tools.log(`✓ R2 ${bucket.name}`);
      continue;
    }
    await must(tools.wrangler, ['r2', 'bucket', 'create', bucket.name]);
    tools.log(`✓ R2 ${bucket.name} created`);
  }
}

/** The mail queues: each one the account lacks (`wrangler queues info` fails) is created. */
async function ensureQueues(environment: Environment, options: DeployOptions, tools: DeployTools): Promise<void> {
  for (const queue of environment.queues) {
    if (options.dryRun) {
      tools.log(`(would) find or create the queue ${queue}`);
      continue;
    }
    if ((await tools.wrangler(['queues', 'info', queue])).code === 0) {
      tools.log(`✓ queue ${queue}`);
      continue;
    }
    await must(tools.wrangler, ['queues', 'create', queue]);
    tools.log(`✓ queue ${queue} created`);
  }
}

async function ensureKv(environment: Environment, options: DeployOptions, tools: DeployTools): Promise<void> {
  for (const namespace of environment.kv) {
    if (!PLACEHOLDER.test(namespace.id)) {
      tools.log(`✓ KV ${namespace.binding} (${namespace.id})`);
      continue;
    }
    if (options.dryRun) {
      tools.log(`(would) find or create the KV namespace ${namespace.title} and record its id in wrangler.toml`);
      continue;
    }
    const existing = json<Array<{ id: string; title: string }>>(await must(tools.wrangler, ['kv', 'namespace', 'list'])).find(
      (kv) => kv.title === namespace.title,
    );
    const id = existing?.id ?? KV_ID.exec((await must(tools.wrangler, ['kv', 'namespace', 'create', namespace.title])).stdout)?.[0];
    if (!id) throw new Error(`wrangler kv namespace create ${namespace.title} answered no id`);
    recordId(options.root, 'storefront', namespace.id, id);
    tools.log(`✓ KV ${namespace.title} ${existing ? 'found' : 'created'} (${id}), recorded in wrangler.toml: commit it`);
  }
}

async function migrate(environment: Environment, options: DeployOptions, tools: DeployTools): Promise<void> {
  const args = ['d1', 'migrations', 'apply', environment.d1.binding, '--remote', ...configArgs('backend', environment.name)];
  if (options.dryRun) return tools.log(`(would) wrangler ${args.join(' ')}`);
  await must(tools.wrangler, args);
  tools.log('✓ D1 migrations applied');
}

async function seedDemo(environment: Environment, options: DeployOptions, tools: DeployTools): Promise<void> {
  if (!options.seedDemo) return;
  const base = ['d1', 'execute', environment.d1.binding, '--remote', ...configArgs('backend', environment.name)];
  if (options.dryRun) return tools.log('(would) load the demo catalogue, only if the catalogue is empty');
  const counted = json<Array<{ results: Array<{ wines: number }> }>>(
    await must(tools.wrangler, [...base, '--json', '--command', 'SELECT count(*) AS wines FROM wines']),
  );
  const wines = counted[0]?.results[0]?.wines ?? 0;
  if (wines > 0) return tools.log(`✓ demo catalogue not loaded: the catalogue already has ${wines} wines`);
  mkdirSync(join(options.root, '.wrangler'), { recursive: true });
  const file = join(options.root, `.wrangler/seed-${environment.name}.sql`);
  writeFileSync(file, `${seedStatements().join('\n')}\n`);
  await must(tools.wrangler, [...base, '--file', file, '--yes']);
  tools.log('✓ demo catalogue loaded (an empty catalogue only)');
}

/** The built configs carry every id: a placeholder left means a deploy without its resources. */
function checkBuiltConfigs(options: DeployOptions, workers: readonly Worker[]): void {
  for (const worker of workers) {
    const text = readFileSync(join(options.root, 'dist', worker, 'wrangler.json'), 'utf8');
    const placeholder = /"(pendente-[^"]*)"/.exec(text)?.[1];
    if (placeholder)
      throw new DeployRefused(
        `dist/${worker}/wrangler.json still has the placeholder id "${placeholder}": run the deploy without --dry-run, which creates the resource and records its id`,
      );
  }
}

async function deployWorkers(environment: Environment, options: DeployOptions, tools: DeployTools): Promise<void> {
  for (const worker of workersToDeploy(environment)) {
    const args = [
      'deploy',
      '-c',
      `dist/${worker}/wrangler.json`,
      ...(options.dryRun ? ['--dry-run'] : []),
      ...(options.secretsFile ? ['--secrets-file', options.secretsFile] : []),
    ];
    await must(tools.wrangler, args);
    tools.log(options.dryRun ? `✓ ${environment.workers[worker]}: wrangler deploy --dry-run passed` : `✓ ${environment.workers[worker]} deployed`);
  }
  if (environment.hosted) tools.log('  hosted services configured: the embedded backend is not deployed (docs/going-live.md)');
}

export async function deploy(options: DeployOptions, tools: DeployTools): Promise<Environment> {
  if (!existsSync(join(options.root, CONFIGS.storefront))) throw new DeployRefused(`no ${CONFIGS.storefront} in ${options.root}`);
  // a share out of range is refused before anything is read or changed
  const share = options.gradual === undefined ? undefined : checkShare(options.gradual);
  let environment = readEnvironment(options.root, options.env);
  const names = workersToDeploy(environment).map((worker) => environment.workers[worker]);
  const how = share ? ` gradually (${share} % of the traffic)` : '';
  tools.log(`${options.dryRun ? 'Dry run of the deploy' : 'Deploying'} "${environment.name}"${how}: ${names.join(', ')}`);
  checkDomain(environment, options, tools.log);
  const ageSecrets = [...checkAgeVerification(environment, options, tools.log), ...checkSelling(environment, options, tools.log)];
  let current: string | undefined;
  if (options.dryRun) {
    tools.log('(would) check the Cloudflare login (wrangler whoami), the secrets of each worker, and that no other Worker or DNS record answers at the domain');
    if (share) tools.log(`(would) read the version ${environment.workers.storefront} runs now (wrangler deployments status --json)`);
  } else {
    const accountId = await checkLogin(tools);
    await checkSecrets(environment, options, tools, ageSecrets);
    await checkHostnames(environment, options, tools, accountId);
    if (share) current = await checkReleasable(environment, tools);
  }
  if (!environment.hosted) {
    // R2 first: an account without R2 enabled is refused before anything is created
    await ensureR2(environment, options, tools);
    await ensureD1(environment, options, tools);
    await ensureQueues(environment, options, tools);
  }
  await ensureKv(environment, options, tools);
  environment = readEnvironment(options.root, options.env);
  if (!environment.hosted) {
    await migrate(environment, options, tools);
    await seedDemo(environment, options, tools);
  }
  await tools.build(environment.name);
  tools.log(`✓ built for "${environment.name}"`);
  if (!options.dryRun) checkBuiltConfigs(options, workersToDeploy(environment));
  const url = environment.domains[0] ? `https://${environment.domains[0]}` : '(no domain configured)';
  if (share) {
    const secrets = options.secretsFile ? { secretsFile: options.secretsFile } : {};
    await releaseGradually(environment, { share, dryRun: options.dryRun, ...secrets }, tools, current);
    const next = `npm run deploy -- --env ${environment.name} --promote (everyone gets it) or --rollback (everyone goes back)`;
    tools.log(
      options.dryRun ? `Dry run done. A real release would send ${share} % of ${url} to the new version.` : `${share} % of ${url} runs the new version.`,
    );
    tools.log(`Next: watch it (docs/going-live.md "Gradual releases"), then ${next}.`);
    return environment;
  }
  await deployWorkers(environment, options, tools);
  tools.log(options.dryRun ? `Dry run done. A real deploy would put the shop at ${url}.` : `The shop is live at ${url}`);
  tools.log('Next: docs/going-live.md (Google sign-in client id, the hosted checkout, Cloudflare Access for /admin, gradual releases and rolling back).');
  return environment;
}
