import { readFileSync, writeFileSync } from 'node:fs';
import { createTestIssuer } from '../../backend/src/age/carteira/test-issuer.ts';
import { type AccessTokens, wranglerDevEnv } from './dev-secrets.ts';
import { start, stop } from './run.ts';

/** A copy of the built backend's config with some vars replaced (same folder, so its paths hold). */
function backendConfigWith(distDir: string, vars: Record<string, string>): string {
  const config: { vars?: Record<string, string> } = JSON.parse(readFileSync(`${distDir}/backend/wrangler.json`, 'utf8'));
  const file = `${distDir}/backend/wrangler.override.json`;
  writeFileSync(file, JSON.stringify({ ...config, vars: { ...config.vars, ...vars } }));
  return file;
}

/**
 * The storefront's environment for the e2e run: non-production, which enables the build-id
 * override cookie of /builds/latest.json for the update-flow tests.
 */
export const E2E_STOREFRONT_VARS = { ENVIRONMENT: 'development' } as const;

export interface RunningServer {
  url: string;
  /** The wrangler process (its workerd processes are its descendants), e.g. to read their CPU time. */
  pid: number | undefined;
  stop(): void;
}

/**
 * Serves the built storefront and backend workers together with wrangler dev (workerd, offline),
 * the storefront on `port`, bound to loopback. Resolves when the storefront answers.
 */
export async function serveBuiltApp(options: {
  port: number;
  persistTo: string;
  quiet: boolean;
  /** Vars that override wrangler.toml for this run (e.g. ENVIRONMENT for tests). */
  vars?: Record<string, string>;
  /** The access tokens of this run (default: fresh ones), given to both workers. */
  accessTokens?: AccessTokens;
  /**
   * Vars that override backend/wrangler.toml for this run (e.g. Google sign-in for the e2e tests).
   * `--var` reaches only the first worker of a multi-worker `wrangler dev`, so these go into a
   * copy of the built backend's config beside it (dist/backend/wrangler.override.json).
   */
  backendVars?: Record<string, string>;
  /** The build to serve (default `dist`): benchmarks serve a private copy others' builds cannot change. */
  distDir?: string;
  /** Receives the server's output (worker logs included) when quiet; otherwise it is drained. */
  onOutput?: (text: string) => void;
  /** Wrangler's log level; workers' console.log lines show only at "log" (default: error when quiet, else warn). */
  logLevel?: 'log' | 'warn' | 'error';
}): Promise<RunningServer> {
  const distDir = options.distDir ?? 'dist';
  const varArgs = Object.entries(options.vars ?? {}).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
  // Local runs keep mail in the backend's outbox, readable at /dev/mail (backend/src/mail/send-mail.ts),
  // and complete orders at the checkout stand-in.
  // Links in mail lead to this run's storefront.
  const backendConfig = backendConfigWith(distDir, {
    MAIL_DELIVERY: 'outbox',
    CHECKOUT_DEMO: 'on',
    // age verification on its stand-ins (docs/age-verification.md); the wallet's trusts this run's test issuer
    AGE_VERIFICATION_DEMO: 'on',
    AGE_WALLET_TEST_ISSUER: JSON.stringify((await createTestIssuer({ now: new Date() })).issuer),
    SHOP_ORIGIN: `http://localhost:${options.port}`,
    ...options.backendVars,
  });
  const child = start(
    'wrangler',
    [
      'dev',
      '-c',
      `${distDir}/storefront/wrangler.json`,
      '-c',
      backendConfig,
      '--port',
      String(options.port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      options.persistTo,
      '--show-interactive-dev-session=false',
      // Lets the partner cron run by hand (/__scheduled) and keeps wrangler from warning that it does not fire alone.
      '--test-scheduled',
      '--log-level',
      options.logLevel ?? (options.quiet ? 'error' : 'warn'),
      ...varArgs,
    ],
    // The secrets both workers declare (`[secrets] required`) come from the environment.
    { quiet: options.quiet, env: wranglerDevEnv(options.accessTokens) },
  );
  // A quiet server's pipes must be read, or a full pipe blocks it.
  const onOutput = options.onOutput ?? (() => undefined);
  child.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/robots.txt`, { redirect: 'manual' });
      await response.body?.cancel();
      return { url, pid: child.pid, stop: () => stop(child) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  stop(child);
  throw new Error(`the storefront did not answer at ${url} within 60 s`);
}
