import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestIssuer } from '../../backend/src/age/carteira/test-issuer.ts';
import { type AccessTokens, localServerEnv } from './dev-secrets.ts';
import { OFFLINE_ENV } from './offline-env.ts';
import { stop } from './run.ts';
import type { WorkersServerOptions } from './miniflare-workers.ts';

const WORKERS_SERVER = fileURLToPath(new URL('./workers-server.ts', import.meta.url));

/**
 * The storefront's environment for the e2e run: non-production, which enables the build-id
 * override cookie of /builds/latest.json for the update-flow tests.
 */
export const E2E_STOREFRONT_VARS = { ENVIRONMENT: 'development' } as const;

export interface RunningServer {
  url: string;
  /** The server's process (its workerd process is its descendant), e.g. to read their CPU time. */
  pid: number | undefined;
  stop(): void;
}

/**
 * Starts scripts/lib/workers-server.ts (workerd through Miniflare, offline) in our process group,
 * so Ctrl-C or a test runner stopping the group stops workerd with it; resolves once the first
 * worker answers /robots.txt on loopback. `env`: the workers' secrets. A quiet server's output goes
 * to `onOutput` (its pipes must be read, or a full pipe blocks it).
 */
export async function startWorkersServer(
  options: WorkersServerOptions,
  spawnOptions: { quiet: boolean; env?: Record<string, string>; onOutput?: (text: string) => void },
): Promise<RunningServer> {
  const child = spawn(process.execPath, [WORKERS_SERVER], {
    stdio: spawnOptions.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // wrangler's own lines (its reading of the configs) at "warn": a missing secret, not where each came from
    env: { ...process.env, ...OFFLINE_ENV, WRANGLER_LOG: 'warn', ...spawnOptions.env, SERVE_OPTIONS: JSON.stringify(options) },
  });
  // the end of what it said, for the error when it cannot start
  let said = '';
  const onOutput = (text: string) => {
    said = (said + text).slice(-4_000);
    spawnOptions.onOutput?.(text);
  };
  child.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the workers' server exited with ${child.exitCode}:\n${said}`);
    try {
      const response = await fetch(`${url}/robots.txt`, { redirect: 'manual' });
      await response.body?.cancel();
      return { url, pid: child.pid, stop: () => stop(child) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  stop(child);
  throw new Error(`nothing answered at ${url} within 60 s`);
}

/**
 * Serves the built storefront and backend workers together, the storefront on `port`, bound to
 * loopback. Resolves when the storefront answers.
 */
export async function serveBuiltApp(options: {
  port: number;
  persistTo: string;
  quiet: boolean;
  /** Vars that override wrangler.toml for this run (e.g. ENVIRONMENT for tests). */
  vars?: Record<string, string>;
  /** The access tokens of this run (default: fresh ones), given to both workers. */
  accessTokens?: AccessTokens;
  /** Vars that override backend/wrangler.toml for this run (e.g. Google sign-in for the e2e tests). */
  backendVars?: Record<string, string>;
  /** The build to serve (default `dist`): benchmarks serve a private copy others' builds cannot change. */
  distDir?: string;
  /** Receives the server's output (worker logs included) when quiet; otherwise it is drained. */
  onOutput?: (text: string) => void;
  /** The workers' log level; their console.log lines show only at "log" (default: error when quiet, else warn). */
  logLevel?: 'log' | 'warn' | 'error';
}): Promise<RunningServer> {
  const distDir = options.distDir ?? 'dist';
  const storefront = { config: `${distDir}/storefront/wrangler.json`, vars: options.vars ?? {} };
  const backend = {
    config: `${distDir}/backend/wrangler.json`,
    // Local runs keep mail in the backend's outbox, readable at /dev/mail (backend/src/mail/send-mail.ts),
    // and complete orders at the checkout stand-in.
    // Links in mail lead to this run's storefront.
    vars: {
      MAIL_DELIVERY: 'outbox',
      CHECKOUT_DEMO: 'on',
      // age verification on its stand-ins (docs/age-verification.md); the wallet's trusts this run's test issuer
      AGE_VERIFICATION_DEMO: 'on',
      AGE_WALLET_TEST_ISSUER: JSON.stringify((await createTestIssuer({ now: new Date() })).issuer),
      SHOP_ORIGIN: `http://localhost:${options.port}`,
      ...options.backendVars,
    },
  };
  return startWorkersServer(
    {
      workers: [storefront, backend],
      port: options.port,
      persistTo: options.persistTo,
      logLevel: options.logLevel ?? (options.quiet ? 'error' : 'warn'),
    },
    // The secrets both workers declare (`[secrets] required`) come from the environment.
    { quiet: options.quiet, env: localServerEnv(options.accessTokens), ...(options.onOutput ? { onOutput: options.onOutput } : {}) },
  );
}
