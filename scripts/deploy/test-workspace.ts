import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unstable_readConfig } from 'wrangler';
import { CONFIGS, type Worker } from './environment.ts';
import { deploy, type DeployOptions } from './deploy-steps.ts';
import { fakeCloudflareApi } from './fake-cloudflare-api.ts';
import type { FakeAccount } from './fake-wrangler.ts';
import { type Wrangler, wranglerRunner } from './wrangler-runner.ts';

/**
 * For the tests of the owner's tools (deploy, gradual releases, backups): a throwaway project with
 * copies of the two wrangler.toml files, and a fake wrangler that records the commands it is asked
 * to run (scripts/deploy/fake-wrangler.ts) over a fake account in a JSON file.
 */
const FAKE_WRANGLER = fileURLToPath(new URL('./fake-wrangler.ts', import.meta.url));
export const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
/** Both workers hold all three: the storefront sends them (the admin key only from its back office), the backend checks them. */
export const SECRETS = ['API_ACCESS_TOKEN', 'STOREFRONT_ACCESS_TOKEN', 'ADMIN_API_TOKEN'];
/** Production verifies ages through the Receita (backend/wrangler.toml AGE_RECEITA = "serpro"): its contract's keys. */
export const SERPRO = ['SERPRO_CONSUMER_KEY', 'SERPRO_CONSUMER_SECRET'];
/** Production pays through Mercado Pago (backend/wrangler.toml PAYMENT_PROVIDER = "mercadopago"): its credentials. */
export const MERCADO_PAGO = ['MP_ACCESS_TOKEN', 'MP_WEBHOOK_SECRET'];
export const allSecrets = { [CONFIGS.storefront]: SECRETS, [CONFIGS.backend]: [...SECRETS, ...SERPRO, ...MERCADO_PAGO] };

export interface Workspace {
  root: string;
  account: () => FakeAccount;
  /** Replaces part of the fake account (e.g. to forget the calls of a first run). */
  update: (change: Partial<FakeAccount>) => void;
  logs: string[];
  wrangler: Wrangler;
  run: (options?: Partial<DeployOptions>, build?: (root: string, env: string) => void) => Promise<void>;
}

/** The vite build's output config: the environment's config as wrangler reads it. */
export function buildConfigs(root: string, env: string): void {
  for (const worker of Object.keys(CONFIGS) as Worker[]) {
    mkdirSync(join(root, 'dist', worker), { recursive: true });
    const config = unstable_readConfig({ config: join(root, CONFIGS[worker]), env }, { hideWarnings: true });
    writeFileSync(join(root, 'dist', worker, 'wrangler.json'), JSON.stringify(config));
  }
}

export function workspace(account: Partial<FakeAccount>, domain = 'loja.adegadoze.com.br'): Workspace {
  const root = mkdtempSync(join(tmpdir(), 'deploy-'));
  mkdirSync(join(root, 'backend'));
  for (const config of Object.values(CONFIGS)) copyFileSync(join(PROJECT, config), join(root, config));
  const storefront = join(root, CONFIGS.storefront);
  writeFileSync(storefront, readFileSync(storefront, 'utf8').replaceAll('loja.example.com.br', domain));
  // the owner's own sender for the order mails (the example one is refused)
  const backend = join(root, CONFIGS.backend);
  writeFileSync(backend, readFileSync(backend, 'utf8').replaceAll('nao-responda@adega.example', `pedidos@${domain}`));
  const state = join(root, 'fake-account.json');
  writeFileSync(state, JSON.stringify({ loggedIn: true, d1: [], kv: [], r2: [], secrets: {}, wines: 0, calls: [], ...account } satisfies FakeAccount));
  process.env.FAKE_WRANGLER_STATE = state;
  const logs: string[] = [];
  const wrangler = wranglerRunner(root, FAKE_WRANGLER);
  const read = () => JSON.parse(readFileSync(state, 'utf8')) as FakeAccount;
  return {
    root,
    logs,
    wrangler,
    account: read,
    update: (change) => writeFileSync(state, JSON.stringify({ ...read(), ...change })),
    run: (options = {}, build = buildConfigs) =>
      deploy(
        { env: 'production', dryRun: false, seedDemo: false, root, ...options },
        { wrangler, cloudflare: fakeCloudflareApi(state), build: async (env) => build(root, env), log: (line) => logs.push(line) },
      ).then(() => undefined),
  };
}

/** Sets vars of [env.production] in the workspace's backend/wrangler.toml (or the storefront's wrangler.toml). */
export function setProductionVars(root: string, vars: Record<string, string>, worker: Worker = 'backend'): void {
  const file = join(root, CONFIGS[worker]);
  let text = readFileSync(file, 'utf8');
  const start = text.indexOf('[env.production.vars]');
  for (const [name, value] of Object.entries(vars)) {
    const at = text.indexOf(`\n${name} = `, start);
    const end = text.indexOf('\n', at + 1);
    text = `${text.slice(0, at)}\n${name} = ${JSON.stringify(value)}${text.slice(end)}`;
  }
  writeFileSync(file, text);
}

/** The calls that change the account. */
export const changing = (calls: string[]) =>
  calls.filter((call) =>
    /^(d1 create|r2 bucket create|r2 object put|kv namespace create|queues create|d1 migrations|d1 execute .*--file|deploy\b|versions (upload|deploy)\b)/.test(
      call,
    ),
  );

/** A small D1 schema in the backend's image: real tables, D1's own, a full-text table with its shadow tables and vocabulary, and what is created after. */
export const FAKE_SCHEMA: NonNullable<FakeAccount['schema']> = [
  { type: 'table', name: '_cf_KV', tbl_name: '_cf_KV', sql: 'CREATE TABLE _cf_KV (key TEXT PRIMARY KEY, value BLOB) WITHOUT ROWID' },
  {
    type: 'table',
    name: 'd1_migrations',
    tbl_name: 'd1_migrations',
    sql: 'CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE)',
  },
  { type: 'index', name: 'sqlite_autoindex_d1_migrations_1', tbl_name: 'd1_migrations', sql: null },
  { type: 'table', name: 'sqlite_sequence', tbl_name: 'sqlite_sequence', sql: 'CREATE TABLE sqlite_sequence(name,seq)' },
  { type: 'table', name: 'wines', tbl_name: 'wines', sql: 'CREATE TABLE wines (id INTEGER PRIMARY KEY, name TEXT NOT NULL, stock INTEGER NOT NULL)' },
  { type: 'index', name: 'wines_name', tbl_name: 'wines', sql: 'CREATE INDEX wines_name ON wines (name)' },
  { type: 'table', name: 'wines_fts', tbl_name: 'wines_fts', sql: 'CREATE VIRTUAL TABLE wines_fts USING fts5 (name, grapes)' },
  ...['data', 'idx', 'content', 'docsize', 'config'].map((suffix) => ({
    type: 'table',
    name: `wines_fts_${suffix}`,
    tbl_name: `wines_fts_${suffix}`,
    sql: `CREATE TABLE 'wines_fts_${suffix}'(id INTEGER PRIMARY KEY, block BLOB)`,
  })),
  { type: 'table', name: 'wines_fts_vocab', tbl_name: 'wines_fts_vocab', sql: 'CREATE VIRTUAL TABLE wines_fts_vocab USING fts5vocab (wines_fts, row)' },
  {
    type: 'table',
    name: 'order_products',
    tbl_name: 'order_products',
    sql: 'CREATE TABLE order_products (order_id INTEGER NOT NULL, wine_id INTEGER NOT NULL, quantity INTEGER NOT NULL)',
  },
  {
    type: 'trigger',
    name: 'order_products_take_stock',
    tbl_name: 'order_products',
    sql: 'CREATE TRIGGER order_products_take_stock AFTER INSERT ON order_products BEGIN UPDATE wines SET stock = stock - NEW.quantity WHERE id = NEW.wine_id; END',
  },
  { type: 'view', name: 'wines_in_stock', tbl_name: 'wines_in_stock', sql: 'CREATE VIEW wines_in_stock AS SELECT * FROM wines WHERE stock > 0' },
];
