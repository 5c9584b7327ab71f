import { CONFIGS, type Worker } from './environment.ts';
import type { Wrangler, WranglerResult } from './wrangler-runner.ts';

/**
 * What the owner's tools (the deploy, gradual releases, backups) share when they call wrangler:
 * the arguments that name a worker's environment, a call that must succeed, its JSON answer, and
 * the login.
 */

/** `--env NAME -c FILE`: the worker's environment as its wrangler.toml describes it. */
export function configArgs(worker: Worker, env: string): string[] {
  return ['--env', env, '-c', CONFIGS[worker]];
}

/** Runs wrangler; a failure is a bug or an outage, thrown with what wrangler said. */
export async function must(wrangler: Wrangler, args: string[]): Promise<WranglerResult> {
  const result = await wrangler(args);
  if (result.code !== 0) throw new Error(`wrangler ${args.join(' ')} failed (${result.code}):\n${result.stderr || result.stdout}`);
  return result;
}

/** The JSON in wrangler's answer (it may print a banner before it). */
export function json<T>(result: WranglerResult): T {
  return JSON.parse(result.stdout.slice(result.stdout.search(/[[{]/))) as T;
}

export interface Login {
  email?: string;
  accounts: Array<{ name: string; id: string }>;
}

/** Who wrangler is logged in as (`wrangler whoami`); undefined when it is not. */
export async function whoAmI(wrangler: Wrangler): Promise<Login | undefined> {
  const whoami = await wrangler(['whoami', '--json']);
  if (whoami.code !== 0) return undefined;
  const { email, accounts = [] } = json<{ email?: string; accounts?: Login['accounts'] }>(whoami);
  return { ...(email ? { email } : {}), accounts };
}

/** The login line every tool prints. */
export const loginLine = (login: Login) => `✓ logged in as ${login.email ?? 'an API token'} (${login.accounts.map((account) => account.name).join(', ')})`;
