/**
 * A stand-in for the wrangler CLI in the deploy and backup tests (nothing here can reach
 * Cloudflare): it answers like wrangler, in wrangler's shapes, from a JSON state file
 * (FAKE_WRANGLER_STATE) and records every command it was asked to run there, in order.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

/** A row of `sqlite_master`, as the schema query answers it (scripts/deploy/backup-sql.ts). */
interface FakeSchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** `wrangler versions list --json` entries and `wrangler deployments status --json`, as the API shapes them. */
interface FakeVersion {
  id: string;
  number: number;
  metadata: { created_on: string; author_email: string; source: string };
}
interface FakeDeployment {
  id: string;
  source: string;
  strategy: 'percentage';
  author_email: string;
  created_on: string;
  versions: Array<{ version_id: string; percentage: number }>;
}

export interface FakeAccount {
  loggedIn: boolean;
  d1: Array<{ name: string; uuid: string }>;
  kv: Array<{ id: string; title: string }>;
  /** Bucket names; absent: R2 is not enabled on the account (wrangler r2 fails). */
  r2?: string[];
  /** Queue names. */
  queues?: string[];
  /** Objects put in R2, by `bucket/key`: their text. */
  r2Objects?: Record<string, string>;
  /** Secret names per config file (`wrangler.toml`, `backend/wrangler.toml`). */
  secrets: Record<string, string[]>;
  wines: number;
  calls: string[];
  /** What Cloudflare's API knows of the zone (scripts/deploy/hostname-check.ts): Workers' Custom Domains and DNS records. */
  workerDomains?: Array<{ hostname: string; service: string }>;
  dnsRecords?: Array<{ name: string; type: string; content: string }>;
  /** The remote D1 database's schema (`sqlite_master`, creation order) and the rows of its full-text tables. */
  schema?: FakeSchemaObject[];
  searchRows?: Record<string, Array<Record<string, unknown>>>;
  /** Each worker's versions (oldest first) and deployments (newest last), by worker name. */
  workers?: Record<string, { versions: FakeVersion[]; deployments: FakeDeployment[] }>;
}

const file = process.env.FAKE_WRANGLER_STATE ?? '';
const state = JSON.parse(readFileSync(file, 'utf8')) as FakeAccount;
const args = process.argv.slice(2);
state.calls.push(args.join(' '));
const option = (name: string) => args[args.indexOf(name) + 1] ?? '';
const options = (name: string) => args.flatMap((arg, index) => (arg === name ? [args[index + 1] ?? ''] : []));
const command = args
  .filter((arg) => !arg.startsWith('-'))
  .slice(0, 3)
  .join(' ');
/** Timestamps that grow with each version made, so wrangler's order (by creation) is the order of the calls. */
const at = (n: number) => new Date(Date.UTC(2026, 10, 1, 12, n)).toISOString();

function answer(stdout: string, code = 0): never {
  writeFileSync(file, JSON.stringify(state));
  process.stdout.write(stdout);
  process.exit(code);
}

function worker(name: string) {
  state.workers ??= {};
  state.workers[name] ??= { versions: [], deployments: [] };
  return state.workers[name];
}

/** The worker a built config (`-c dist/NAME/wrangler.json`) names. */
const builtWorker = () => (JSON.parse(readFileSync(option('-c'), 'utf8')) as { name: string }).name;

function newVersion(name: string): string {
  const versions = worker(name).versions;
  const count = Object.values(state.workers ?? {}).reduce((sum, each) => sum + each.versions.length, 0);
  const id = randomUUID();
  versions.push({ id, number: versions.length + 1, metadata: { created_on: at(count), author_email: 'dono@adega.com.br', source: 'wrangler' } });
  return id;
}

function newDeployment(name: string, versions: FakeDeployment['versions']): void {
  const deployments = worker(name).deployments;
  deployments.push({
    id: randomUUID(),
    source: 'wrangler',
    strategy: 'percentage',
    author_email: 'dono@adega.com.br',
    created_on: at(deployments.length),
    versions,
  });
}

if (args[0] === 'whoami')
  answer(state.loggedIn ? JSON.stringify({ email: 'dono@adega.com.br', accounts: [{ name: 'Adega', id: 'conta-adega' }] }) : '', state.loggedIn ? 0 : 1);
if (command.startsWith('secret list')) {
  const names = state.secrets[option('-c')];
  answer(names ? JSON.stringify(names.map((name) => ({ name, type: 'secret_text' }))) : 'Worker not found', names ? 0 : 1);
}
if (command === 'd1 list') answer(JSON.stringify(state.d1.map(({ name, uuid }) => ({ name, uuid }))));
if (command.startsWith('d1 create')) {
  const uuid = randomUUID();
  state.d1.push({ name: args[2] ?? '', uuid });
  answer(`✅ Successfully created DB '${args[2]}'\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "${args[2]}"\ndatabase_id = "${uuid}"\n`);
}
if (command === 'kv namespace list') answer(JSON.stringify(state.kv));
if (command.startsWith('kv namespace create')) {
  const id = randomUUID().replaceAll('-', '');
  state.kv.push({ id, title: args[3] ?? '' });
  answer(`Success!\n[[kv_namespaces]]\nbinding = "${args[3]}"\nid = "${id}"\n`);
}
if (command.startsWith('queues info')) {
  const name = args[2] ?? '';
  if (!state.queues?.includes(name)) answer(`✘ [ERROR] A request to the Cloudflare API failed.\nQueue does not exist. [code: 11000]`, 1);
  answer(`Queue Name: ${name}\nNumber of Producers: 1\nNumber of Consumers: 1\n`);
}
if (command.startsWith('queues create')) {
  const name = args[2] ?? '';
  if (state.queues?.includes(name)) answer(`✘ [ERROR] A request to the Cloudflare API failed.\nQueue name '${name}' is already taken. [code: 11009]`, 1);
  state.queues = [...(state.queues ?? []), name];
  answer(`🌀 Creating queue '${name}'\n✅ Created queue '${name}'\n`);
}
if (command === 'r2 bucket list') {
  if (!state.r2) answer('✘ [ERROR] A request to the Cloudflare API failed. Please enable R2 through the Cloudflare Dashboard. [code: 10042]', 1);
  answer(`Listing buckets...\n${state.r2.map((name) => `name:           ${name}\ncreation_date:  2026-11-01T12:00:00.000Z`).join('\n\n')}\n`);
}
if (command === 'r2 bucket create') {
  state.r2 = [...(state.r2 ?? []), args[3] ?? ''];
  answer(`Creating bucket '${args[3]}'...\n✅ Created bucket '${args[3]}' with default storage class of Standard.\n`);
}
if (command === 'r2 object put') {
  const path = args[3] ?? '';
  const [bucket = '', ...key] = path.split('/');
  if (!state.r2?.includes(bucket)) answer(`✘ [ERROR] The specified bucket does not exist. [code: 10006]`, 1);
  state.r2Objects = { ...state.r2Objects, [path]: readFileSync(option('--file'), 'utf8') };
  answer(`Creating object "${key.join('/')}" in bucket "${bucket}".\nUpload complete.\n`);
}
if (command.startsWith('d1 migrations apply')) answer('Migrations applied\n');
if (command.startsWith('d1 execute') && args.includes('--command')) {
  const sql = option('--command');
  const results = sql.includes('sqlite_master')
    ? (state.schema ?? [])
    : sql.startsWith('SELECT rowid, * FROM')
      ? (state.searchRows?.[/FROM "(.+)"$/.exec(sql)?.[1] ?? ''] ?? [])
      : [{ wines: state.wines }];
  answer(JSON.stringify([{ results, success: true, meta: {} }]));
}
if (command.startsWith('d1 execute') && args.includes('--file')) {
  state.wines = 159;
  answer('Executed\n');
}
if (command.startsWith('d1 export')) {
  const tables = options('--table');
  // as D1 does: a whole export of a database with a virtual table is refused
  if (tables.length === 0 && state.schema?.some((object) => /^CREATE VIRTUAL TABLE/i.test(object.sql ?? ''))) {
    answer('✘ [ERROR] D1 Export error: cannot export databases with Virtual Tables (fts5)', 1);
  }
  const exported = (state.schema ?? []).filter((object) => object.type === 'table' && (tables.length === 0 || tables.includes(object.name)));
  writeFileSync(
    option('--output'),
    ['PRAGMA defer_foreign_keys=TRUE;', ...exported.flatMap((table) => [`${table.sql};`, `INSERT INTO "${table.name}" ("id") VALUES(1);`]), ''].join('\n'),
  );
  answer(`🌀 Executing on remote database ${args[2]}:\n🌀 Downloaded to ${option('--output')} successfully!\n`);
}
if (args[0] === 'deploy') {
  if (args.includes('--dry-run')) answer('--dry-run: exiting now.\n');
  const name = builtWorker();
  newDeployment(name, [{ version_id: newVersion(name), percentage: 100 }]);
  answer('Deployed\n');
}
if (command.startsWith('versions upload')) {
  if (args.includes('--dry-run')) answer('--dry-run: exiting now.\n');
  const name = builtWorker();
  answer(`Uploaded ${name} (1.23 sec)\nWorker Version ID: ${newVersion(name)}\n`);
}
if (command.startsWith('versions list')) answer(JSON.stringify(worker(option('--name')).versions.slice(-10), null, 2));
if (command.startsWith('deployments list')) answer(JSON.stringify(worker(option('--name')).deployments, null, 2));
if (command.startsWith('deployments status')) {
  const name = option('--name');
  const latest = worker(name).deployments.at(-1);
  answer(latest ? JSON.stringify(latest, null, 2) : `✘ [ERROR] The Worker ${name} has no deployments.`, latest ? 0 : 1);
}
if (command.startsWith('versions deploy')) {
  const name = option('--name');
  const specs = args.slice(2).filter((arg) => /^[^-].*@/.test(arg));
  const versions = specs.map((spec) => ({ version_id: spec.split('@')[0] ?? '', percentage: Number.parseFloat(spec.split('@')[1] ?? '') }));
  const known = worker(name).versions.map((version) => version.id);
  if (versions.some((version) => !known.includes(version.version_id))) answer(`✘ [ERROR] Could not find version in ${name}`, 1);
  if (versions.reduce((sum, version) => sum + version.percentage, 0) !== 100) answer('✘ [ERROR] Sum of specified percentages must be 100', 1);
  newDeployment(name, versions);
  answer(`✨ Deployed ${name} ${versions.map((version) => `version ${version.version_id} at ${version.percentage}%`).join(' and ')} (1.02 sec)\n`);
}
answer(`fake wrangler: unknown command ${args.join(' ')}`, 2);
