/**
 * A stand-in for the wrangler CLI in the deploy tests (nothing here can reach Cloudflare): it
 * answers like wrangler from a JSON state file (FAKE_WRANGLER_STATE) and records every command it
 * was asked to run there, in order.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

export interface FakeAccount {
  loggedIn: boolean;
  d1: Array<{ name: string; uuid: string }>;
  kv: Array<{ id: string; title: string }>;
  /** Bucket names; absent: R2 is not enabled on the account (wrangler r2 fails). */
  r2?: string[];
  /** Secret names per config file (`wrangler.toml`, `backend/wrangler.toml`). */
  secrets: Record<string, string[]>;
  wines: number;
  calls: string[];
  /** What Cloudflare's API knows of the zone (scripts/deploy/hostname-check.ts): Workers' Custom Domains and DNS records. */
  workerDomains?: Array<{ hostname: string; service: string }>;
  dnsRecords?: Array<{ name: string; type: string; content: string }>;
}

const file = process.env.FAKE_WRANGLER_STATE ?? '';
const state = JSON.parse(readFileSync(file, 'utf8')) as FakeAccount;
const args = process.argv.slice(2);
state.calls.push(args.join(' '));
const option = (name: string) => args[args.indexOf(name) + 1] ?? '';
const command = args
  .filter((arg) => !arg.startsWith('-'))
  .slice(0, 3)
  .join(' ');

function answer(stdout: string, code = 0): never {
  writeFileSync(file, JSON.stringify(state));
  process.stdout.write(stdout);
  process.exit(code);
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
if (command === 'r2 bucket list') {
  if (!state.r2) answer('✘ [ERROR] A request to the Cloudflare API failed. Please enable R2 through the Cloudflare Dashboard. [code: 10042]', 1);
  answer(`Listing buckets...\n${state.r2.map((name) => `name:           ${name}\ncreation_date:  2026-11-01T12:00:00.000Z`).join('\n\n')}\n`);
}
if (command === 'r2 bucket create') {
  state.r2 = [...(state.r2 ?? []), args[3] ?? ''];
  answer(`Creating bucket '${args[3]}'...\n✅ Created bucket '${args[3]}' with default storage class of Standard.\n`);
}
if (command.startsWith('d1 migrations apply')) answer('Migrations applied\n');
if (command.startsWith('d1 execute') && args.includes('--command')) answer(JSON.stringify([{ results: [{ wines: state.wines }], success: true }]));
if (command.startsWith('d1 execute') && args.includes('--file')) {
  state.wines = 159;
  answer('Executed\n');
}
if (args[0] === 'deploy') answer(args.includes('--dry-run') ? '--dry-run: exiting now.\n' : 'Deployed\n');
answer(`fake wrangler: unknown command ${args.join(' ')}`, 2);
